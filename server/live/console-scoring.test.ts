import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { createLogger } from "../platform/logger.ts";
import { matchEvents, matches } from "../sports/schema.ts";
import type { LiveEntry } from "./entry.ts";
import { createSimulator } from "./simulator.ts";
import { consoleHarness } from "./testing/console-site.ts";
import { createLiveFixture, lineUp } from "./testing.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const { staff, liveMatch, post, auditOf, code } = consoleHarness(() => site);

describe("live console API", () => {
  it("records an event through the ingest, publishes it and audits the operator", async () => {
    const operator = await staff("operator");
    const match = await liveMatch();
    const heard: LiveEntry[] = [];
    const stop = site.services.live.onEntry((entry) => heard.push(entry));
    const goal = await post(`/cms/matches/${match.matchId}/events`, operator.auth, {
      type: "goal",
      minute: 21,
      teamId: match.homeTeamId,
      playerName: "Ada Stone",
      version: 3,
    });
    expect(goal.status).toBe(201);
    expect(goal.body.data).toMatchObject({
      replayed: false,
      event: { type: "goal", playerName: "Ada Stone" },
      match: { home: 1, away: 0, version: 4 },
    });
    await expect.poll(() => heard.some((entry) => entry.seq === goal.body.data.seq)).toBe(true);
    stop();
    expect(await auditOf(`target=match:${match.matchId}`)).toMatchObject({
      total: 1,
      data: [{ action: "match.event", actorId: String(operator.id), actorRole: "operator" }],
    });
  });

  it("holds staff to the line-ups fans see, on the console's API and the old admin path alike", async () => {
    const operator = await staff("operator");
    const match = await liveMatch();
    await lineUp(site.services.database.db, match);
    const path = `/cms/matches/${match.matchId}/events`;
    const admin = `Bearer ${testSecrets.ADMIN_TOKEN}`;
    const goal = (playerName: string, minute = 21) => ({
      type: "goal",
      minute,
      teamId: match.homeTeamId,
      playerName,
    });
    const refusals = [];
    for (const auth of [operator.auth, admin]) {
      const where = auth === admin ? `/admin/matches/${match.matchId}/events` : path;
      // A substitute who never came on, the other team's striker, a name on no sheet.
      for (const name of ["Harbour 12", "Valley 9", "Lionel Messi"]) {
        const answer = await post(where, auth, { ...goal(name), ...(auth === admin ? {} : { version: 3 }) });
        refusals.push([answer.status, code(answer)]);
      }
    }
    expect(refusals).toEqual([
      [409, "player-not-on-pitch"],
      [409, "player-not-in-team"],
      [422, "unknown-player"],
      [409, "player-not-on-pitch"],
      [409, "player-not-in-team"],
      [422, "unknown-player"],
    ]);
    const home = match.homeTeamId;
    const wrongSub = await post(path, operator.auth, {
      type: "substitution",
      minute: 22,
      teamId: home,
      playerName: "Harbour 9",
      secondaryPlayerName: "Valley 14",
      version: 3,
    });
    expect([wrongSub.status, code(wrongSub)]).toEqual([409, "player-not-in-team"]);
    // Once on, the substitute may score; the man he replaced may not.
    const sub = await post(path, operator.auth, {
      type: "substitution",
      minute: 22,
      teamId: home,
      playerName: "Harbour 9",
      secondaryPlayerName: "Harbour 12",
      version: 3,
    });
    expect(sub.status).toBe(201);
    const scored = await post(path, operator.auth, { ...goal("Harbour 12", 23), version: 4 });
    const gone = await post(path, operator.auth, { ...goal("Harbour 9", 23), version: 5 });
    // An own goal counts for the home side and names the away player who put it in.
    const own = await post(path, operator.auth, {
      type: "own-goal",
      minute: 24,
      teamId: home,
      playerName: "Valley 4",
      version: 5,
    });
    expect([scored.status, [gone.status, code(gone)], own.status]).toEqual([
      201,
      [409, "player-substituted-off"],
      201,
    ]);
    expect(own.body.data.match).toMatchObject({ home: 2, away: 0 });
    // A feed's history is what it is: it sends no line-ups, and its names are not refused.
    const fed = await site.services.live.ingest({
      source: "feed-test",
      sourceEventId: "made-up-name",
      matchId: match.matchId,
      event: goal("Ada Stone", 25),
    });
    expect(fed.applied).toBe(true);
    const stored = await site.services.database.db
      .select({ playerName: matchEvents.playerName })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    expect(stored.map((event) => event.playerName).sort()).toEqual([
      "Ada Stone",
      "Harbour 12",
      "Harbour 9",
      "Valley 4",
    ]);
  });

  it("corrects one event's scorer or minute, or cancels it, both steps or neither, and audits each once", async () => {
    const operator = await staff("operator");
    const match = await liveMatch(40);
    await lineUp(site.services.database.db, match);
    const home = match.homeTeamId;
    const events = `/cms/matches/${match.matchId}/events`;
    const goal = await post(events, operator.auth, {
      type: "goal",
      minute: 21,
      teamId: home,
      playerName: "Harbour 9",
      version: 3,
    });
    const card = await post(events, operator.auth, {
      type: "yellow-card",
      minute: 24,
      teamId: home,
      playerName: "Harbour 5",
      version: 4,
    });
    // The scorer goes off later; the goal he scored earlier may still be put right in his name.
    const sub = await post(events, operator.auth, {
      type: "substitution",
      minute: 30,
      teamId: home,
      playerName: "Harbour 10",
      secondaryPlayerName: "Harbour 12",
      version: 5,
    });
    expect([goal.status, card.status, sub.status]).toEqual([201, 201, 201]);
    const fix = (eventId: number, body: object, key?: string) =>
      post(`${events}/${eventId}/correction`, operator.auth, body, key ? { "Idempotency-Key": key } : {});

    const scorer = { playerName: "Harbour 10", minute: 22, version: 6 };
    const corrected = await fix(goal.body.data.event.id, scorer, "right-scorer");
    expect(corrected.status).toBe(201);
    expect(corrected.body.data).toMatchObject({
      event: { type: "goal", playerName: "Harbour 10", minute: 22, teamId: home },
      match: { home: 1, away: 0, version: 8 },
    });
    const retry = await fix(goal.body.data.event.id, scorer, "right-scorer");
    expect([retry.status, retry.body.data.replayed, retry.body.data.seq]).toEqual([
      200,
      true,
      corrected.body.data.seq,
    ]);

    // A name the line-ups refuse changes nothing: the card stands and the version stays.
    const refused = await fix(card.body.data.event.id, { playerName: "Lionel Messi", version: 8 });
    const otherSide = await fix(card.body.data.event.id, { playerName: "Valley 3", version: 8 });
    expect([
      [refused.status, code(refused)],
      [otherSide.status, code(otherSide)],
    ]).toEqual([
      [422, "unknown-player"],
      [409, "player-not-in-team"],
    ]);
    const cancelled = await fix(card.body.data.event.id, { cancel: true, version: 8 });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body.data).toMatchObject({
      cancelledEventId: card.body.data.event.id,
      match: { version: 9 },
    });
    const unknown = await fix(999_999, { cancel: true, version: 9 });
    expect([unknown.status, code(unknown)]).toEqual([404, "event-not-found"]);

    const timeline = await site.services.database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    const standing = timeline
      .filter((event) => !event.cancelled && event.type !== "var")
      .sort((a, b) => a.minute - b.minute);
    expect(standing.map((event) => [event.type, event.playerName, event.minute])).toEqual([
      ["goal", "Harbour 10", 22],
      ["substitution", "Harbour 10", 30],
    ]);
    // Fans see corrections, not VAR decisions.
    const corrections = timeline.filter((event) => event.type === "var").sort((a, b) => a.id - b.id);
    expect(corrections.map((event) => event.detail)).toEqual([
      expect.objectContaining({ review: false, reason: "Corrected by the operator" }),
      expect.objectContaining({ review: false, reason: "Cancelled by the operator" }),
    ]);
    const audit = (await auditOf(`target=match:${match.matchId}&action=match.correct`)) as {
      total: number;
      data: Array<{ before: { event: { playerName: string } }; after: { event: { playerName: string } } }>;
    };
    expect(audit.total).toBe(1);
    expect([audit.data[0]!.before.event.playerName, audit.data[0]!.after.event.playerName]).toEqual([
      "Harbour 9",
      "Harbour 10",
    ]);
  });

  it("answers a retry with the first result and refuses the key for another event", async () => {
    const operator = await staff("operator");
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}/events`;
    const card = { type: "yellow-card", minute: 22, teamId: match.awayTeamId, playerName: "Ola Brook" };
    const key = { "Idempotency-Key": "yellow-card-once" };
    const first = await post(path, operator.auth, { ...card, version: 3 }, key);
    const retry = await post(path, operator.auth, { ...card, version: 3 }, key);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.data).toMatchObject({ seq: first.body.data.seq, replayed: true });
    const other = await post(path, operator.auth, { ...card, minute: 23, version: 4 }, key);
    expect([other.status, code(other)]).toEqual([422, "idempotency-key-reused"]);
    // Another operator's key is theirs alone.
    const colleague = await staff("operator");
    const theirs = await post(path, colleague.auth, { ...card, playerName: "Kit Vale", version: 4 }, key);
    expect(theirs.status).toBe(201);
    const cards = await site.services.database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    expect(cards).toHaveLength(2);
  });

  it("records a press sent three times at once a single time, and a refused press's key may be sent again", async () => {
    const operator = await staff("operator");
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}/events`;
    const goal = { type: "goal", minute: 31, teamId: match.homeTeamId, playerName: "Ada Stone" };
    const key = { "Idempotency-Key": "goal-pressed-thrice" };
    const presses = await Promise.all(
      [1, 2, 3].map(() => post(path, operator.auth, { ...goal, version: 3 }, key)),
    );
    const outcomes = presses.map((press) => (press.status === 409 ? code(press) : press.status)).sort();
    expect(outcomes.filter((outcome) => outcome === 201)).toHaveLength(1);
    expect(outcomes.every((outcome) => [201, 200, "idempotency-key-in-progress"].includes(outcome))).toBe(
      true,
    );

    // A press refused for its version took nothing: the same key with the version now records it.
    const late = { "Idempotency-Key": "late-card-after-refusal" };
    const card = { type: "yellow-card", minute: 33, teamId: match.awayTeamId, playerName: "Ola Brook" };
    const stale = await post(path, operator.auth, { ...card, version: 3 }, late);
    expect([stale.status, code(stale)]).toEqual([409, "edit-conflict"]);
    const fresh = await post(path, operator.auth, { ...card, version: 4 }, late);
    expect(fresh.status).toBe(201);
    const recorded = await site.services.database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    expect(recorded.map((event) => event.type).sort()).toEqual(["goal", "yellow-card"]);
  });

  it("refuses an edit based on an old version with the match now and what changed since", async () => {
    const [first, second] = [await staff("operator"), await staff("operator")];
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}/events`;
    const theirs = await post(
      path,
      first.auth,
      { type: "goal", minute: 24, teamId: match.awayTeamId },
      {
        "If-Match": '"3"',
      },
    );
    expect(theirs.status).toBe(201);
    const stale = await post(path, second.auth, {
      type: "goal",
      minute: 25,
      teamId: match.homeTeamId,
      version: 3,
    });
    expect([stale.status, code(stale)]).toEqual([409, "edit-conflict"]);
    const current = stale.body.error.details.current;
    expect(current).toMatchObject({ id: match.matchId, version: 4, home: 0, away: 1 });
    expect(current.since).toHaveLength(1);
    expect(current.since[0]).toMatchObject({ kind: "event", event: { type: "goal", minute: 24 } });
    // Nothing was written for the stale edit; based on the new version it goes in.
    const redo = await post(path, second.auth, {
      type: "goal",
      minute: 25,
      teamId: match.homeTeamId,
      version: current.version,
    });
    expect(redo.body.data.match).toMatchObject({ home: 1, away: 1, version: 5 });
  });

  it("undoes the operator's own last event with a correction, keeping it in the timeline", async () => {
    const [operator, colleague] = [await staff("operator"), await staff("operator")];
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}`;
    const mine = await post(`${path}/events`, operator.auth, {
      type: "goal",
      minute: 26,
      teamId: match.homeTeamId,
      version: 3,
    });
    await post(`${path}/events`, colleague.auth, {
      type: "goal",
      minute: 27,
      teamId: match.awayTeamId,
      version: 4,
    });
    const key = { "Idempotency-Key": "undo-my-goal" };
    const undo = await post(`${path}/undo`, operator.auth, { version: 5 }, key);
    expect(undo.status).toBe(201);
    expect(undo.body.data).toMatchObject({
      cancelledEventId: mine.body.data.event.id,
      event: { type: "var", detail: { decision: "cancelled", cancels: mine.body.data.event.id } },
      match: { home: 0, away: 1, version: 6 },
    });
    const retry = await post(`${path}/undo`, operator.auth, { version: 5 }, key);
    expect([retry.status, retry.body.data.seq]).toEqual([200, undo.body.data.seq]);
    const timeline = await site.services.database.db
      .select({ id: matchEvents.id, cancelled: matchEvents.cancelled })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    expect(timeline).toHaveLength(3);
    expect(timeline.find((event) => event.id === mine.body.data.event.id)?.cancelled).toBe(true);
    const again = await post(`${path}/undo`, operator.auth, {}, { "If-Match": '"6"' });
    expect([again.status, code(again)]).toEqual([409, "nothing-to-undo"]);
    expect(await auditOf(`action=match.undo&target=match:${match.matchId}`)).toMatchObject({
      total: 1,
      data: [{ actorId: String(operator.id) }],
    });
  });

  it("keeps the laws' and the match's own refusals", async () => {
    const operator = await staff("operator");
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}/events`;
    const early = await post(path, operator.auth, {
      type: "second-yellow",
      minute: 28,
      teamId: match.homeTeamId,
      playerName: "Nia Holt",
      version: 3,
    });
    expect([early.status, code(early)]).toEqual([409, "second-yellow-without-yellow"]);
    const restart = await post(path, operator.auth, {
      type: "period-start",
      period: "1H",
      minute: 0,
      version: 3,
    });
    expect([restart.status, code(restart)]).toEqual([409, "period-already-started"]);
  });

  it("refuses editors, and answers bad input with 400 codes", async () => {
    const editor = await staff("editor");
    const operator = await staff("operator");
    const match = await liveMatch();
    const path = `/cms/matches/${match.matchId}/events`;
    const goal = { type: "goal", minute: 29, teamId: match.homeTeamId, version: 3 };
    const refused = await post(path, editor.auth, goal);
    expect([refused.status, code(refused)]).toEqual([403, "forbidden-role"]);
    const refusedUndo = await post(`/cms/matches/${match.matchId}/undo`, editor.auth, { version: 3 });
    expect(refusedUndo.status).toBe(403);

    const cases: Array<[unknown, Record<string, string>, string]> = [
      [{ ...goal, version: undefined }, {}, "version-required"],
      [goal, { "If-Match": "seven" }, "invalid-if-match"],
      [goal, { "If-Match": '"4"' }, "version-mismatch"],
      [goal, { "Idempotency-Key": "short" }, "invalid-idempotency-key"],
      [{ ...goal, type: "celebration" }, {}, "invalid-type"],
      [{ ...goal, minute: "late" }, {}, "invalid-minute"],
      [{ ...goal, shirt: 9 }, {}, "invalid-body"],
      [{ ...goal, minute: 80 }, {}, "minute-out-of-range"],
      [{ ...goal, teamId: undefined }, {}, "team-required"],
    ];
    const outcomes = [];
    for (const [body, headers, expected] of cases) {
      const answer = await post(path, operator.auth, body, headers);
      outcomes.push(`${expected}: ${answer.status} ${code(answer)}`);
    }
    expect(outcomes).toEqual(cases.map(([, , expected]) => `${expected}: 400 ${expected}`));
    const unknown = await post("/cms/matches/999999/events", operator.auth, goal);
    expect([unknown.status, code(unknown)]).toEqual([404, "match-not-found"]);
  });
});

describe("the simulator and the console", () => {
  it("lets go of a match once an operator scores it in the console", async () => {
    const operator = await staff("operator");
    const now = new Date();
    const [match] = await createLiveFixture(site.services.database.db, 1, { kickoffAt: now });
    const { db } = site.services.database;
    const simulator = createSimulator({
      live: site.services.live,
      db,
      logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      speed: 1,
      seed: 7,
      now: () => now,
    });
    await simulator.playOneMinute();
    expect(simulator.tracked).toContain(match!.matchId);
    const [row] = await db.select().from(matches).where(eq(matches.id, match!.matchId));
    const taken = await post(`/cms/matches/${match!.matchId}/events`, operator.auth, {
      type: "yellow-card",
      minute: 1,
      teamId: match!.homeTeamId,
      version: row!.version,
    });
    expect(taken.status).toBe(201);
    for (let minute = 0; minute < 5; minute++) await simulator.playOneMinute();
    await simulator.stop();
    expect(simulator.tracked).not.toContain(match!.matchId);
    const sources = await db
      .select({ source: matchEvents.source, id: matchEvents.id })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match!.matchId));
    const consoleEvent = sources.find((event) => event.source === "cms")!;
    expect(sources.filter((event) => event.id > consoleEvent.id)).toEqual([]);
  });
});
