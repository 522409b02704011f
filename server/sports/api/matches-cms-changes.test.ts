import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import type { LiveDelta, LiveStatusEntry } from "../../live/entry.ts";
import { readSse } from "../../live/sse-reader.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { createEditingWorld, createStaff } from "../editing/matches-testing.ts";
import { listHotMatches } from "../queries/hot.ts";
import { matches } from "../schema.ts";

let site: TestSite;
let world: Awaited<ReturnType<typeof createEditingWorld>>;
let operator: Record<string, string>;
let operatorName: string;

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  world = await createEditingWorld(site.services.database.db);
  const staff = await createStaff(site.services, "operator");
  operator = staff.headers;
  operatorName = staff.name;
});
afterAll(() => site.close());

let keys = 0;
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...operator,
      ...headers,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
type Match = {
  id: number;
  version: number;
  status: string;
  kickoff_at: string;
  hot_pin: { pinned_by: string } | null;
};
const dataOf = async (response: Response) => ((await response.json()) as { data: Match }).data;
const errorOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;

/** A live stream opened like a page opens it (resuming after `lastEventId` if given), once it is ready. */
async function follow(path: string, lastEventId?: string) {
  const messages: Array<{ event: string; data: string }> = [];
  const stream = readSse(
    `${site.url}${path}`,
    (message) => messages.push(message),
    lastEventId ? { "Last-Event-ID": lastEventId } : {},
  );
  streams.push(stream);
  await expect.poll(() => messages.some((message) => message.event === "ready")).toBe(true);
  return {
    heard: <T>(event: string) =>
      messages.filter((message) => message.event === event).map((message) => JSON.parse(message.data) as T),
  };
}
const streams: Array<{ cut(): void }> = [];
afterAll(() => {
  for (const stream of streams) stream.cut();
});

async function newMatch(kickoff: string, teams: [number, number] = [0, 1]) {
  const response = await call(
    "POST",
    "/cms/matches",
    {
      season_id: world.leagueSeason.id,
      home_team_id: world.teams[teams[0]]!.id,
      away_team_id: world.teams[teams[1]]!.id,
      kickoff_at: kickoff,
    },
    { "Idempotency-Key": `changes-${process.pid}-${++keys}` },
  );
  expect(response.status).toBe(201);
  return dataOf(response);
}
const patch = (id: number, body: unknown, ifMatch?: string) =>
  call("PATCH", `/cms/matches/${id}`, body, ifMatch ? { "If-Match": ifMatch } : {});

describe("changing a match", () => {
  it("postpones with If-Match, shows it to readers, audits before and after, and refuses a stale edit", async () => {
    const match = await newMatch("2026-12-12T15:00:00Z");
    const read = await call("GET", `/cms/matches/${match.id}`);
    const tag = read.headers.get("etag")!;
    expect(tag).toMatch(/"1"$/);

    // The public match page's data, read (and cached) before the change.
    expect((await (await fetch(`${site.url}/api/matches/${match.id}`)).json()).status).toBe("scheduled");
    const postponed = await patch(match.id, { status: "postponed" }, tag);
    expect(postponed.status).toBe(200);
    expect(await dataOf(postponed)).toMatchObject({ status: "postponed", version: 2 });
    expect((await (await fetch(`${site.url}/api/matches/${match.id}`)).json()).status).toBe("postponed");

    const [entry] = await site.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(match.id)), eq(auditLog.action, "match.postpone")));
    expect(entry).toMatchObject({ before: { status: "scheduled" }, after: { status: "postponed" } });

    const stale = await patch(match.id, { round: "Matchday 15" }, tag);
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { error: { code: string; details: { current: Match } } };
    expect(conflict.error.code).toBe("edit-conflict");
    expect(conflict.error.details.current).toMatchObject({ status: "postponed", version: 2 });
    expect(await errorOf(await patch(match.id, { round: "Matchday 15" }))).toEqual([400, "version-required"]);
    expect(await errorOf(await patch(match.id, { version: 1 }, '"2"'))).toEqual([400, "version-mismatch"]);
  });

  it("puts a postponed match back only with a new kickoff, and the day lists move it", async () => {
    const match = await newMatch("2026-12-13T15:00:00Z");
    await patch(match.id, { version: 1, status: "postponed" });
    expect(await errorOf(await patch(match.id, { version: 2, status: "scheduled" }))).toEqual([
      400,
      "kickoff-required",
    ]);
    const day = async (date: string) =>
      (
        (await (await fetch(`${site.url}/api/matches?date=${date}`)).json()) as {
          data: Array<{ matches: Match[] }>;
        }
      ).data
        .flatMap((group) => group.matches)
        .map((m) => m.id);
    expect(await day("2026-12-13")).toContain(match.id);
    const back = await patch(match.id, {
      version: 2,
      status: "scheduled",
      kickoff_at: "2026-12-16T19:45:00Z",
    });
    expect(await dataOf(back)).toMatchObject({
      status: "scheduled",
      version: 3,
      kickoff_at: "2026-12-16T19:45:00.000Z",
    });
    expect(await day("2026-12-13")).not.toContain(match.id);
    expect(await day("2026-12-16")).toContain(match.id);
    const actions = await site.services.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(match.id)));
    expect(actions.map((a) => a.action)).toEqual(["match.create", "match.postpone", "match.reschedule"]);
  });

  it("refuses impossible changes with a code that says why", async () => {
    const match = await newMatch("2026-12-14T15:00:00Z");
    expect(await errorOf(await patch(match.id, { version: 1, status: "abandoned" }))).toEqual([
      409,
      "match-not-started",
    ]);
    expect(await errorOf(await patch(match.id, { version: 1, away_team_id: world.teams[0]!.id }))).toEqual([
      422,
      "same-team",
    ]);
    await patch(match.id, { version: 1, status: "cancelled" });
    expect(await errorOf(await patch(match.id, { version: 2, status: "postponed" }))).toEqual([
      409,
      "invalid-status-change",
    ]);
    const db = site.services.database.db;
    await db
      .update(matches)
      .set({ status: "finished", homeScore: 2, awayScore: 1 })
      .where(eq(matches.id, match.id));
    expect(await errorOf(await patch(match.id, { version: 2, round: "Final" }))).toEqual([
      409,
      "match-finished",
    ]);
    expect(await errorOf(await patch(999_999, { version: 1, round: "Final" }))).toEqual([
      404,
      "match-not-found",
    ]);
    // Asking for what is already there changes nothing.
    const same = await patch(match.id, { version: 2, round: null });
    expect(await dataOf(same)).toMatchObject({ version: 2 });
  });

  it("abandons a match under way: open streams hear it at once, and the ready snapshot no longer lists it", async () => {
    const match = await newMatch(new Date().toISOString(), [2, 3]);
    await site.services.live.ingest({
      source: "test",
      sourceEventId: `kickoff-${match.id}`,
      matchId: match.id,
      event: { type: "period-start", period: "1H", minute: 0 },
    });
    const readyLive = async () => {
      let ready: { live: Array<{ matchId: number }> } | undefined;
      const stream = readSse(`${site.url}/api/live`, (message) => {
        if (message.event !== "ready") return;
        ready = JSON.parse(message.data);
        stream.cut();
      });
      await stream.closed;
      return ready!.live.map((delta) => delta.matchId);
    };
    expect(await readyLive()).toContain(match.id);
    // A scores list and a match centre, both open since before the abandonment.
    const scores = await follow("/api/live");
    const centre = await follow(`/api/live/matches/${match.id}`);
    expect(await errorOf(await patch(match.id, { version: 2, status: "postponed" }))).toEqual([
      409,
      "match-started",
    ]);
    const abandoned = await patch(match.id, { version: 2, status: "abandoned" });
    expect(await dataOf(abandoned)).toMatchObject({ status: "abandoned" });

    await expect
      .poll(() => scores.heard<LiveDelta>("score").filter((delta) => delta.matchId === match.id))
      .toEqual([expect.objectContaining({ status: "abandoned", period: "1H", home: 0, away: 0 })]);
    await expect
      .poll(() => centre.heard<LiveStatusEntry>("status"))
      .toEqual([
        expect.objectContaining({
          matchId: match.id,
          match: expect.objectContaining({ status: "abandoned" }),
        }),
      ]);
    expect(await readyLive()).not.toContain(match.id);
    // A page that lost its connection just before hears it on resuming from its last id.
    const resumed = await follow(
      `/api/live/matches/${match.id}`,
      String(centre.heard<LiveStatusEntry>("status")[0]!.seq - 1),
    );
    await expect
      .poll(() => resumed.heard<LiveStatusEntry>("status").map((entry) => entry.match.status))
      .toEqual(["abandoned"]);
  });

  it("postpones a fixture: the open scores list shows it at once", async () => {
    const match = await newMatch("2026-12-15T15:00:00Z", [1, 2]);
    const scores = await follow("/api/live");
    expect(await dataOf(await patch(match.id, { version: 1, status: "postponed" }))).toMatchObject({
      status: "postponed",
    });
    await expect
      .poll(() => scores.heard<LiveDelta>("score").filter((delta) => delta.matchId === match.id))
      .toEqual([expect.objectContaining({ status: "postponed" })]);
  });
});

describe("the hot match today", () => {
  it("puts the pinned match first until unpinned, shows who pinned it, and audits both", async () => {
    const quiet = await newMatch("2026-12-20T12:00:00Z", [0, 1]);
    await newMatch("2026-12-20T15:00:00Z", [3, 2]);
    const db = site.services.database.db;
    const ranking = async () =>
      (await listHotMatches(db, { date: "2026-12-20", tz: "UTC" })).map((m) => m.id);
    expect((await ranking())[0]).not.toBe(quiet.id);

    const pinned = await call("PUT", "/cms/hot-match", { match_id: quiet.id });
    expect(pinned.status).toBe(200);
    expect((await ranking())[0]).toBe(quiet.id);
    expect((await dataOf(await call("GET", `/cms/matches/${quiet.id}`))).hot_pin).toMatchObject({
      pinned_by: operatorName,
    });
    expect(await (await call("GET", "/cms/hot-match")).json()).toMatchObject({
      data: { match_id: quiet.id, pinned_by: operatorName },
    });

    expect((await call("DELETE", "/cms/hot-match")).status).toBe(204);
    expect((await ranking())[0]).not.toBe(quiet.id);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "match"), eq(auditLog.targetId, String(quiet.id))));
    expect(actions.map((a) => a.action)).toEqual(["match.create", "hot-match.pin", "hot-match.unpin"]);

    await patch(quiet.id, { version: 1, status: "postponed" });
    expect(await errorOf(await call("PUT", "/cms/hot-match", { match_id: quiet.id }))).toEqual([
      409,
      "match-not-pinnable",
    ]);
    expect(await errorOf(await call("PUT", "/cms/hot-match", { match_id: 999_999 }))).toEqual([
      422,
      "match-not-found",
    ]);
  });
});
