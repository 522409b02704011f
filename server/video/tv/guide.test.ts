import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { seedDemoWorld } from "../../sports/demo/seed.ts";
import { matches, teams } from "../../sports/schema.ts";
import { programmeOutsideBin, tvChannels, tvProgrammes } from "./schema.ts";
import { BILLION_LAUGHS, guideDocument } from "./testing/guide-document.ts";

let database: Database;
let site: TestSite;
let match: { id: number; home: string; away: string; kickoffAt: Date };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date("2026-03-14T16:00:00Z") });
  site = await startTestSite({ database, env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-tv-tests" } });
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  [match] = (await database.db
    .select({ id: matches.id, home: home.name, away: away.name, kickoffAt: matches.kickoffAt })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .orderBy(asc(matches.kickoffAt))
    .limit(1)) as [typeof match];
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

const admin = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };

async function call(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: options.headers,
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
const postGuide = (xml: string, headers: Record<string, string> = admin) =>
  call("POST", "/cms/epg", { headers: { ...headers, "Content-Type": "application/xml" }, body: xml });
const json = (value: unknown) => ({
  headers: { ...admin, "Content-Type": "application/json" },
  body: JSON.stringify(value),
});

/** The guide as stored, outside the bin (what fans are shown). */
async function storedGuide() {
  const rows = await database.db
    .select()
    .from(tvProgrammes)
    .where(programmeOutsideBin)
    .orderBy(asc(tvProgrammes.channelId), asc(tvProgrammes.startsAt));
  return rows.map(({ id, createdAt, updatedAt, deletedAt, deletedBy, ...row }) => row);
}

describe("importing an XMLTV guide", () => {
  it("stores channels and programmes, links the match and says what it skipped", async () => {
    const { status, body } = await postGuide(guideDocument(match));
    expect(status).toBe(200);
    expect(body.data).toEqual({
      channels: 3,
      programmes: 11,
      skipped: 6,
      linked: 1,
      ignored: 1,
      truncated: 1,
    });
    const live = await database.db
      .select()
      .from(tvProgrammes)
      .where(eq(tvProgrammes.startsAt, match.kickoffAt));
    expect(live).toMatchObject([{ matchId: match.id, category: "Fußball" }]);
    // The same teams five hours away from the kick-off are a replay, not this match.
    const [replay] = await database.db
      .select()
      .from(tvProgrammes)
      .where(sql`${tvProgrammes.title} like 'Classic:%'`);
    expect(replay?.matchId).toBeNull();
  });

  it("gives the same rows when the same guide comes again", async () => {
    const before = await storedGuide();
    const again = await postGuide(guideDocument(match));
    expect(again.body.data).toMatchObject({ programmes: 11, linked: 1 });
    expect(await storedGuide()).toEqual(before);
  });

  it("keeps programmes typed in by editors and the channel names they chose", async () => {
    const [sport] = await database.db
      .select()
      .from(tvChannels)
      .where(eq(tvChannels.xmltvId, "sport1.example"));
    const renamed = await call(
      "PATCH",
      `/cms/tv/channels/${sport!.id}`,
      json({ name: "Sport 1 HD", version: 0 }),
    );
    expect(renamed.body.data).toMatchObject({ name: "Sport 1 HD", version: 1 });
    const stale = await call("PATCH", `/cms/tv/channels/${sport!.id}`, json({ name: "Old", version: 0 }));
    expect([stale.status, stale.body.error.code]).toEqual([409, "edit-conflict"]);
    const programme = {
      starts_at: "2026-11-23T20:30:00Z",
      ends_at: "2026-11-23T21:00:00Z",
      title: "Breaking: cup draw",
    };
    const url = `/cms/tv/channels/${sport!.id}/programmes`;
    // The imported Late Show (20:00-22:00) holds that time: the clash is named, nothing is stored.
    const clash = await call("POST", url, json(programme));
    expect([clash.status, clash.body.error.code]).toEqual([409, "programme-overlaps"]);
    expect(clash.body.error.message).toContain("Late Show");
    expect(clash.body.error.details).toMatchObject({ field: "starts_at", clash: { title: "Late Show" } });
    expect((await storedGuide()).map((p) => p.title)).not.toContain("Breaking: cup draw");
    // The editor chooses to replace it.
    const typed = await call("POST", url, json({ ...programme, replace_overlapping: true }));
    expect(typed.status).toBe(201);
    const onChannel = (await storedGuide()).filter((p) => p.channelId === sport!.id).map((p) => p.title);
    expect(onChannel).toContain("Breaking: cup draw");
    expect(onChannel).not.toContain("Late Show");
    // Moving another programme onto it is refused the same way.
    const other = (await storedGuide()).find(
      (p) => p.channelId === sport!.id && p.title !== "Breaking: cup draw",
    )!;
    const [otherRow] = await database.db
      .select({ id: tvProgrammes.id, version: tvProgrammes.version })
      .from(tvProgrammes)
      .where(eq(tvProgrammes.title, other.title));
    const moved = await call(
      "PATCH",
      `/cms/tv/programmes/${otherRow!.id}`,
      json({ ...programme, title: other.title, version: otherRow!.version }),
    );
    expect([moved.status, moved.body.error.code]).toEqual([409, "programme-overlaps"]);
    const summary = await postGuide(guideDocument(match));
    // The Late Show (20:00-22:00) clashes with the programme typed in: it is left out.
    expect(summary.body.data).toMatchObject({ programmes: 10, skipped: 7 });
    const titles = (await storedGuide()).filter((p) => p.channelId === sport!.id).map((p) => p.title);
    expect(titles).toContain("Breaking: cup draw");
    expect(titles).not.toContain("Late Show");
    const [after] = await database.db.select().from(tvChannels).where(eq(tvChannels.id, sport!.id));
    expect(after?.name).toBe("Sport 1 HD");
    const removed = await call("DELETE", `/cms/tv/programmes/${typed.body.data.id}?version=0`, {
      headers: admin,
    });
    expect(removed.status).toBe(204);
  });

  it("refuses a billion-laughs document, and bodies that are not XML", async () => {
    const laughs = await postGuide(BILLION_LAUGHS);
    expect([laughs.status, laughs.body.error.code]).toEqual([400, "xml-entities-refused"]);
    const asJson = await call("POST", "/cms/epg", json({ tv: [] }));
    expect(asJson.status).toBe(415);
    const guest = await postGuide(guideDocument(), {});
    expect(guest.status).toBe(401);
  });
});

describe("the public guide", () => {
  it("answers each channel's now and next at a moment", async () => {
    const { status, headers, body } = await call("GET", "/tv/channels?at=2026-11-23T18:30:00Z");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=30");
    const byName = Object.fromEntries(body.data.map((c: { name: string }) => [c.name, c]));
    expect(byName["Sport 1 HD"]).toMatchObject({
      entitlement: "tv",
      logo_url: "https://img.example/sport1.png",
      now: {
        title: "Evening Match",
        starts_at: "2026-11-23T18:00:00.000Z",
        ends_at: "2026-11-23T20:00:00.000Z",
      },
      // The Late Show gave way to a programme typed in, since removed: the evening goes on at 23:00.
      next: { title: "Night Highlights" },
    });
    expect(byName["World News & Sport"]).toMatchObject({ now: null, next: { title: "News at Seven" } });
  });

  it("lists a channel's day in the visitor's zone, with both one o'clocks on the night the clocks go back", async () => {
    const [news] = await database.db.select().from(tvChannels).where(eq(tvChannels.xmltvId, "news.example"));
    const { body } = await call("GET", `/tv/channels/${news!.id}/guide?date=2026-10-25&tz=Europe/London`);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual([
      "Night News",
      "The First One O'Clock",
      "The Second One O'Clock",
    ]);
    const utc = await call("GET", `/tv/channels/${news!.id}/guide?date=2026-10-25`);
    expect(utc.body.data.map((p: { title: string }) => p.title)).toEqual([
      "The First One O'Clock",
      "The Second One O'Clock",
    ]);
    const bad = await call("GET", `/tv/channels/${news!.id}/guide?date=2026-02-30`);
    expect([bad.status, bad.body.error.code]).toEqual([400, "invalid-date"]);
    const missing = await call("GET", "/tv/channels/999999/guide");
    expect([missing.status, missing.body.error.code]).toEqual([404, "channel-not-found"]);
  });
});

describe("fetching guides from their source", () => {
  // A broadcaster's guide server, on loopback: a redirect to a gzipped guide, as many sources serve it.
  let source: Server;
  let hits = 0;
  let sourceUrl = "";
  beforeAll(async () => {
    const guide = gzipSync(
      `<tv><channel id="remote.example"><display-name>Remote</display-name></channel>
       <programme start="20261123120000 +0100" stop="20261123130000 +0100" channel="remote.example"><title>Noon</title></programme></tv>`,
    );
    source = createServer((request, response) => {
      hits += 1;
      if (request.url === "/guide") {
        response.writeHead(302, { Location: "/files/guide.xml.gz" }).end();
      } else if (request.url === "/files/guide.xml.gz") {
        response.writeHead(200, { "Content-Type": "application/gzip" }).end(guide);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((done) => source.listen(0, "127.0.0.1", done));
    sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => source.close(() => done())));

  it("imports a channel's guide source on demand through the epg-import job", async () => {
    const created = await call(
      "POST",
      "/cms/tv/channels",
      json({
        xmltv_id: "remote.example",
        name: "Remote TV",
        number: 9,
        guide_source_url: `${sourceUrl}/guide`,
      }),
    );
    expect(created.status).toBe(201);
    const queued = await call("POST", `/cms/tv/channels/${created.body.data.id}/import`, { headers: admin });
    expect(queued.status).toBe(202);
    let channel = created.body.data;
    for (let i = 0; i < 100 && !channel.guide_fetched_at; i += 1) {
      await new Promise((done) => setTimeout(done, 100));
      channel = (await call("GET", `/cms/tv/channels/${channel.id}`, { headers: admin })).body.data;
    }
    expect(channel.guide_fetch).toEqual({ ok: true, programmes: 1, skipped: 0, linked: 0, ignored: 0 });
    expect(hits).toBe(2);
    const programmes = await call("GET", `/cms/tv/channels/${channel.id}/programmes?date=2026-11-23`, {
      headers: admin,
    });
    expect(programmes.body.data).toMatchObject([
      { title: "Noon", starts_at: "2026-11-23T11:00:00.000Z", source: "xmltv" },
    ]);
  });

  it("records a source that fails, and schedules the hourly fetch at start", async () => {
    const created = await call(
      "POST",
      "/cms/tv/channels",
      json({ xmltv_id: "broken.example", name: "Broken", guide_source_url: `${sourceUrl}/missing` }),
    );
    await site.services.tv.fetchSources(created.body.data.id);
    const channel = (await call("GET", `/cms/tv/channels/${created.body.data.id}`, { headers: admin })).body
      .data;
    expect(channel.guide_fetch).toEqual({ ok: false, error: "The guide source answered 404." });
    await site.services.tv.start();
    expect(await site.services.jobs.schedules()).toContainEqual({
      kind: "epg-import",
      cron: "17 * * * *",
      payload: {},
    });
    const noUrl = await call(
      "POST",
      "/cms/tv/channels",
      json({ xmltv_id: "x", name: "X", guide_source_url: "ftp://x" }),
    );
    expect([noUrl.status, noUrl.body.error.code]).toEqual([400, "invalid-guide-source-url"]);
  });
});
