import { and, eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { seedDemoWorld } from "../demo/seed.ts";
import { matches, teams } from "../schema.ts";

let database: Database;
let site: TestSite;
let teamId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date() });
  site = await startTestSite({
    database,
    env: { SIMULATOR: "off", SITE_URL: "https://scores.example", SITE_NAME: "Goalline" },
  });
  const [team] = await database.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.name, "Calderbridge City"));
  teamId = team!.id;
}, 60_000);

afterAll(async () => {
  await site.close();
  await database.close();
});

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

/** VEVENTs as property maps (first value of each name). */
function events(text: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      found.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] ??= line.slice(colon + 1);
    }
  }
  return found;
}

/** 20260517T150000Z as an ISO time. */
const stamp = (value: string) =>
  value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");

async function calendar(id: number | string, query = "", headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}/api/teams/${id}/calendar.ics${query}`, { headers });
  return { response, text: await response.text() };
}

describe("a team's calendar feed", () => {
  it("serves fixtures and results as iCalendar with the properties calendar apps need", async () => {
    const { response, text } = await calendar(teamId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const list = events(text);
    expect(list.length).toBeGreaterThan(5);
    for (const event of list) {
      for (const name of ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "SEQUENCE", "LAST-MODIFIED"]) {
        expect(event[name], name).toMatch(/\S/);
      }
      expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.UID).toMatch(/^match-\d+@scores\.example$/);
      expect(event.SUMMARY).toContain(" – ");
      expect(event.SUMMARY).toContain("Calderbridge City");
      expect(event.URL).toMatch(/^https:\/\/scores\.example\/match\/\d+$/);
    }
    expect(new Set(list.map((event) => event.UID)).size).toBe(list.length);
    expect(list.some((event) => event.DESCRIPTION?.includes("Result:"))).toBe(true);
  });

  it("keeps a fixture's UID and raises its SEQUENCE when it moves", async () => {
    const before = events((await calendar(teamId)).text);
    const [fixture] = await database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.status, "scheduled"),
          or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        ),
      )
      .limit(1);
    const uid = `match-${fixture!.id}@scores.example`;
    const old = before.find((event) => event.UID === uid)!;
    await database.db
      .update(matches)
      .set({
        kickoffAt: new Date(fixture!.kickoffAt.getTime() + 86_400_000),
        version: fixture!.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(matches.id, fixture!.id));
    const moved = events((await calendar(teamId)).text).find((event) => event.UID === uid)!;
    expect(Number(moved.SEQUENCE)).toBe(Number(old.SEQUENCE) + 1);
    expect(moved.DTSTART).not.toBe(old.DTSTART);
    expect(moved["LAST-MODIFIED"]! >= old["LAST-MODIFIED"]!).toBe(true);
  });

  it("sends validators, and 304 to a subscriber whose copy is current", async () => {
    const { response, text } = await calendar(teamId);
    const etag = response.headers.get("ETag");
    const lastModified = response.headers.get("Last-Modified");
    expect(etag).toMatch(/^W\/".+"$/);
    const newest = Math.max(...events(text).map((event) => Date.parse(stamp(event["LAST-MODIFIED"]!))));
    expect(Date.parse(lastModified!)).toBe(Math.floor(newest / 1000) * 1000);
    const url = `${site.url}/api/teams/${teamId}/calendar.ics`;
    const same = await fetch(url, { headers: { "If-None-Match": etag! } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect(same.headers.get("ETag")).toBe(etag);
    expect((await fetch(url, { headers: { "If-Modified-Since": lastModified! } })).status).toBe(304);
    const older = new Date(Date.parse(lastModified!) - 1000).toUTCString();
    expect((await fetch(url, { headers: { "If-Modified-Since": older } })).status).toBe(200);
    expect((await fetch(url, { headers: { "If-None-Match": 'W/"other"' } })).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed team", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const { response, text } = await calendar(id);
      expect(response.status, id).toBe(404);
      expect(JSON.parse(text).error.code).toBe("not-found");
    }
  });

  it("is asked for in a language: the clubs and the league in it, its words and its match pages", async () => {
    // The demo world names the Premier Division in Vietnamese; staff name the club too.
    await database.db
      .update(teams)
      .set({
        localNames: sql`${teams.localNames} || ${JSON.stringify({ vi: { name: "Calderbridge Thành phố" } })}::jsonb`,
      })
      .where(eq(teams.id, teamId));
    const { response, text } = await calendar(teamId, "?lang=vi");
    expect(response.status).toBe(200);
    const list = events(text);
    for (const event of list) {
      expect(event.SUMMARY).toContain("Calderbridge Thành phố");
      expect(event.SUMMARY).not.toContain("Calderbridge City");
      expect(event.URL).toMatch(/^https:\/\/scores\.example\/vi\/match\/\d+$/);
    }
    expect(unfold(text)).toContain("X-WR-CALNAME:Calderbridge Thành phố · Goalline");
    const results = list.filter((event) => event.DESCRIPTION?.includes("Kết quả: "));
    expect(results.length).toBeGreaterThan(0);
    expect(list.some((event) => event.DESCRIPTION?.includes("Result:"))).toBe(false);
    expect(list.some((event) => event.DESCRIPTION?.startsWith("Giải Ngoại hạng (demo)"))).toBe(true);

    // The address without a language stays English, whatever the calendar app says it reads.
    const old = events((await calendar(teamId, "", { "Accept-Language": "vi" })).text);
    expect(old[0]!.SUMMARY).toContain("Calderbridge City");
    expect(old[0]!.URL).toMatch(/^https:\/\/scores\.example\/match\/\d+$/);
    expect(old.some((event) => event.DESCRIPTION?.includes("Result: "))).toBe(true);
  });

  it("refuses a language the site does not offer", async () => {
    const { response, text } = await calendar(teamId, "?lang=fr");
    expect(response.status).toBe(400);
    expect(JSON.parse(text).error.code).toBe("invalid-lang");
  });
});
