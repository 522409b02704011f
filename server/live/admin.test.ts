import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { createStaff } from "../sports/editing/matches-testing.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

const testAdminToken = testSecrets.ADMIN_TOKEN;
let server: TestSite;
let match: FixtureMatch;

beforeAll(async () => {
  server = await startTestSite();
  const { database } = server.services;
  [match] = (await createLiveFixture(database.db, 1, {
    status: "live",
    period: "1H",
    minute: 5,
    homeScore: 0,
    awayScore: 0,
  })) as [FixtureMatch];
});
afterAll(() => server.close());

function score(
  body: unknown,
  headers: Record<string, string> = {},
  matchId: number | string = match.matchId,
) {
  return fetch(`${server.url}/api/admin/matches/${matchId}/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
const admin = (key: string) => ({ Authorization: `Bearer ${testAdminToken}`, "Idempotency-Key": key });
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe("manual scoring API", () => {
  it("scores a goal once, and answers a retry with the original result", async () => {
    const goal = { type: "goal", minute: 9, teamId: match.homeTeamId, playerName: "Ada Stone" };
    const first = await score(goal, admin("goal-key-0001"));
    expect(first.status).toBe(201);
    const applied = (await first.json()) as { seq: number; match: { home: number }; replayed: boolean };
    expect(applied).toMatchObject({ match: { home: 1, away: 0 }, replayed: false });

    const retry = await score(goal, admin("goal-key-0001"));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ seq: applied.seq, replayed: true, match: { home: 1 } });

    const reused = await score({ ...goal, minute: 10 }, admin("goal-key-0001"));
    // The same status as every route that takes an Idempotency-Key.
    expect(reused.status).toBe(422);
    expect(await codeOf(reused)).toBe("idempotency-key-reused");
  });

  it("is a deprecated path to the live console, audited like it", async () => {
    const goal = { type: "goal", minute: 10, teamId: match.awayTeamId };
    const scored = await score(goal, admin("audited-key-01"));
    expect(scored.status).toBe(201);
    expect(scored.headers.get("Deprecation")).toMatch(/^@\d+$/);
    expect(scored.headers.get("Link")).toBe(
      `</api/cms/matches/${match.matchId}/events>; rel="successor-version"`,
    );
    const { seq } = (await scored.json()) as { seq: number };
    const trail = await fetch(
      `${server.url}/api/cms/audit?action=match.event&target=match:${match.matchId}`,
      {
        headers: { Authorization: `Bearer ${testAdminToken}` },
      },
    );
    // Newest first: this goal's entry, by the automation that sent it.
    const { data } = (await trail.json()) as { data: unknown[] };
    expect(data[0]).toMatchObject({ actorKind: "automation", actorId: "admin-token", after: { seq } });
    const refused = await score(goal, { "Idempotency-Key": "refused-key-01" });
    expect(refused.headers.get("Deprecation")).toMatch(/^@\d+$/);
    await refused.body?.cancel();
    // Whatever the id holds, the successor link stays a valid header: a refusal, never a 500.
    const odd = await score(goal, admin("odd-id-key-01"), "%F0%9F%8F%86");
    expect(odd.status).toBe(400);
    expect(odd.headers.get("Link")).toBe('</api/cms/matches/%F0%9F%8F%86/events>; rel="successor-version"');
    await odd.body?.cancel();
  });

  it("refuses callers without valid operator credentials, or without two-step sign-in", async () => {
    const goal = { type: "goal", minute: 11, teamId: match.homeTeamId };
    const anonymous = await score(goal, { "Idempotency-Key": "anon-key-0001" });
    expect([anonymous.status, await codeOf(anonymous)]).toEqual([401, "unauthenticated"]);
    const wrong = await score(goal, {
      Authorization: "Bearer not-the-token",
      "Idempotency-Key": "wrong-key-001",
    });
    expect([wrong.status, await codeOf(wrong)]).toEqual([401, "unauthenticated"]);
    const operator = await createStaff(server.services, "operator", false);
    const unenrolled = await score(goal, { ...operator.headers, "Idempotency-Key": "no-two-step-01" });
    expect([unenrolled.status, await codeOf(unenrolled)]).toEqual([403, "two-step-required"]);

    const signedIn = await server.services.auth.register(
      { email: "fan@example.com", password: "correct horse battery staple", displayName: "Fan" },
      { ip: null, device: "test" },
    );
    const fanToken = signedIn.data.token.access_token;
    const fan = await score(goal, { Authorization: `Bearer ${fanToken}`, "Idempotency-Key": "fan-key-0001" });
    expect([fan.status, await codeOf(fan)]).toEqual([403, "forbidden-role"]);
  });

  it("answers bad input with a 4xx and a stable code", async () => {
    const missingKey = await score(
      { type: "goal", minute: 12, teamId: match.homeTeamId },
      { Authorization: `Bearer ${testAdminToken}` },
    );
    expect([missingKey.status, await codeOf(missingKey)]).toEqual([400, "invalid-idempotency-key"]);
    const malformed = await score({ type: "goal", minute: "twelve" }, admin("bad-minute-01"));
    expect([malformed.status, await codeOf(malformed)]).toEqual([400, "invalid-minute"]);
    const unknownType = await score({ type: "celebration", minute: 12 }, admin("bad-type-0001"));
    expect([unknownType.status, await codeOf(unknownType)]).toEqual([400, "invalid-type"]);
    const noMatch = await score(
      { type: "goal", minute: 12, teamId: match.homeTeamId },
      admin("no-match-0001"),
      987_654,
    );
    expect([noMatch.status, await codeOf(noMatch)]).toEqual([404, "match-not-found"]);
    const outOfRange = await score(
      { type: "goal", minute: 80, teamId: match.homeTeamId },
      admin("late-min-0001"),
    );
    expect([outOfRange.status, await codeOf(outOfRange)]).toEqual([400, "minute-out-of-range"]);
  });
});

describe("manual scoring under the laws of the game", () => {
  let fixture: FixtureMatch;
  beforeAll(async () => {
    [fixture] = (await createLiveFixture(server.services.database.db, 1, {
      status: "live",
      period: "2H",
      minute: 50,
      homeScore: 0,
      awayScore: 0,
    })) as [FixtureMatch];
  });
  let keys = 0;
  const post = async (event: Record<string, unknown>) => {
    const response = await score(event, admin(`laws-key-${++keys}`), fixture.matchId);
    return [response.status, response.ok ? "applied" : await codeOf(response)];
  };
  const home = (type: string, minute: number, extra: Record<string, unknown> = {}) =>
    post({ type, minute, teamId: fixture.homeTeamId, ...extra });

  it("refuses events for a player sent off, and a second yellow without a first", async () => {
    expect(await home("second-yellow", 51, { playerName: "Nia Holt" })).toEqual([
      409,
      "second-yellow-without-yellow",
    ]);
    expect(await home("yellow-card", 52, { playerName: "Nia Holt" })).toEqual([201, "applied"]);
    expect(await home("yellow-card", 53, { playerName: "Nia Holt" })).toEqual([409, "already-booked"]);
    expect(await home("second-yellow", 54, { playerName: "Nia Holt" })).toEqual([201, "applied"]);
    expect(await home("goal", 55, { playerName: "Nia Holt" })).toEqual([409, "player-sent-off"]);
    expect(
      await home("substitution", 56, { playerName: "Nia Holt", secondaryPlayerName: "Ola Reyes" }),
    ).toEqual([409, "player-sent-off"]);
    // The same name on the other side is another player.
    expect(
      await post({ type: "goal", minute: 57, teamId: fixture.awayTeamId, playerName: "Nia Holt" }),
    ).toEqual([201, "applied"]);
  });

  it("keeps substituted players off, and substitutes to those who have not played", async () => {
    expect(
      await home("substitution", 60, { playerName: "Tom Veld", secondaryPlayerName: "Sam Quist" }),
    ).toEqual([201, "applied"]);
    expect(await home("yellow-card", 61, { playerName: "Tom Veld" })).toEqual([
      409,
      "player-substituted-off",
    ]);
    expect(
      await home("substitution", 62, { playerName: "Sam Quist", secondaryPlayerName: "Tom Veld" }),
    ).toEqual([409, "substitute-already-played"]);
    expect(await home("goal", 63, { playerName: "Sam Quist" })).toEqual([201, "applied"]);
  });

  it("limits substitutions to three windows, and checks nameless events by their counts only", async () => {
    expect(await home("substitution", 70)).toEqual([201, "applied"]);
    expect(await home("substitution", 75)).toEqual([201, "applied"]);
    expect(await home("substitution", 80)).toEqual([409, "substitution-windows"]);
    expect(await home("yellow-card", 81)).toEqual([201, "applied"]);
    expect(await home("second-yellow", 82)).toEqual([201, "applied"]);
  });

  it("always accepts a correction, which can bring a sent-off player back", async () => {
    const red = await score(
      { type: "red-card", minute: 83, teamId: fixture.homeTeamId, playerName: "Lee Mott" },
      admin("laws-red-card"),
      fixture.matchId,
    );
    const { event } = (await red.json()) as { event: { id: number } };
    expect(await home("goal", 84, { playerName: "Lee Mott" })).toEqual([409, "player-sent-off"]);
    expect(await post({ type: "correction", minute: 84, cancelsEventId: event.id })).toEqual([
      201,
      "applied",
    ]);
    expect(await home("goal", 85, { playerName: "Lee Mott" })).toEqual([201, "applied"]);
  });

  it("refuses a score the goals do not add up to", async () => {
    expect(await home("goal", 86, { score: [5, 1] })).toEqual([409, "score-mismatch"]);
    expect(await home("goal", 86, { score: [3, 1] })).toEqual([201, "applied"]);
  });
});
