import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { createLogger } from "../platform/logger.ts";
import { seedDemoBasketball } from "../sports/basketball/seed.ts";
import { matches } from "../sports/schema.ts";
import { seedDemoTennis } from "../sports/tennis/seed.ts";
import { createTennisFeed } from "./tennis-feed.ts";
import { consoleHarness } from "./testing/console-site.ts";
import { createLiveFixture } from "./testing.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  await seedDemoTennis(site.services.database.db);
  await seedDemoBasketball(site.services.database.db);
});
afterAll(() => site.close());

const { staff, post, auditOf, code } = consoleHarness(() => site);
const rowOf = async (id: number) =>
  (await site.services.database.db.select().from(matches).where(eq(matches.id, id)))[0]!;
const firstWhere = async (sourceKey: string, status: "scheduled" | "live") =>
  (await site.services.database.db.select().from(matches).where(like(matches.sourceKey, sourceKey))).find(
    (row) => row.status === status,
  )!;

describe("live console for tennis and basketball", () => {
  it("starts a tennis match, scores it point by point, replays a retry, and takes it from the feed", async () => {
    const operator = await staff("operator");
    const match = await firstWhere("demo:tennis.harbour-open:r3:%", "scheduled");
    const path = `/cms/matches/${match.id}/play`;
    const start = await post(path, operator.auth, {
      action: "match-start",
      side: "away",
      version: match.version,
    });
    expect(start.status).toBe(201);
    let version = match.version + 1;
    for (let point = 0; point < 4; point++) {
      const key = { "Idempotency-Key": `point-${match.id}-${point}` };
      const won = await post(path, operator.auth, { action: "point", side: "home", version }, key);
      expect(won.status).toBe(201);
      const retry = await post(path, operator.auth, { action: "point", side: "home", version }, key);
      expect([retry.status, retry.body.data.replayed, retry.body.data.seq]).toEqual([
        200,
        true,
        won.body.data.seq,
      ]);
      version += 1;
    }
    // The home player broke serve to love.
    expect(await rowOf(match.id)).toMatchObject({
      status: "live",
      scores: { s1: [1, 0] },
      play: { point: ["0", "0"], serving: "home" },
      version,
    });
    const reused = await post(
      path,
      operator.auth,
      { action: "point", side: "away", version },
      {
        "Idempotency-Key": `point-${match.id}-0`,
      },
    );
    expect([reused.status, code(reused)]).toEqual([422, "idempotency-key-reused"]);
    const stale = await post(path, operator.auth, { action: "point", side: "away", version: version - 2 });
    expect([stale.status, code(stale)]).toEqual([409, "edit-conflict"]);
    const basket = await post(path, operator.auth, { action: "score", side: "home", points: 2, version });
    expect([basket.status, code(basket)]).toEqual([422, "wrong-sport-action"]);

    const feed = createTennisFeed({
      live: site.services.live,
      db: site.services.database.db,
      logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      speed: 1,
      seed: 3,
    });
    await feed.tick();
    expect((await rowOf(match.id)).version).toBe(version);
    // One audit line per applied action; retries add none.
    const audit = (await auditOf(`target=match:${match.id}`)) as { total: number; data: unknown[] };
    expect(audit.total).toBe(5);
    expect(audit.data[0]).toMatchObject({
      action: "match.play",
      actorId: String(operator.id),
      actorRole: "operator",
    });
  });

  it("runs a basketball game by periods and baskets, into overtime only from a level score", async () => {
    const operator = await staff("operator");
    const game = await firstWhere("demo:basketball.league:%", "scheduled");
    const path = `/cms/matches/${game.id}/play`;
    let version = game.version;
    const act = async (body: Record<string, unknown>) => {
      const answer = await post(path, operator.auth, { ...body, version });
      if (answer.status === 201) version += 1;
      return answer;
    };
    const early = await act({ action: "score", side: "home", points: 2 });
    expect([early.status, code(early)]).toEqual([409, "match-not-live"]);
    for (let quarter = 1; quarter <= 4; quarter++) {
      expect((await act({ action: "period-start" })).status).toBe(201);
      expect((await rowOf(game.id)).play).toMatchObject({ label: `Q${quarter}`, periodSeconds: 720 });
      await act({ action: "score", side: "home", points: 3 });
      await act({ action: "score", side: "away", points: quarter === 4 ? 3 : 2 });
      if (quarter === 4) await act({ action: "score", side: "away", points: 3 });
      expect((await act({ action: "period-end" })).status).toBe(201);
    }
    // 12-12 after four quarters: overtime, not a draw.
    expect(await rowOf(game.id)).toMatchObject({
      status: "live",
      homeScore: 12,
      awayScore: 12,
      play: { label: "End Q4" },
    });
    const twice = await act({ action: "period-end" });
    expect([twice.status, code(twice)]).toEqual([409, "period-not-running"]);
    expect((await act({ action: "period-start" })).status).toBe(201);
    expect((await rowOf(game.id)).play).toMatchObject({ label: "OT1", periodSeconds: 300 });
    await act({ action: "score", side: "away", points: 2 });
    await act({ action: "period-end" });
    expect(await rowOf(game.id)).toMatchObject({
      status: "finished",
      homeScore: 12,
      awayScore: 14,
      winnerTeamId: game.awayTeamId,
      scores: { q1: [3, 2], q2: [3, 2], q3: [3, 2], q4: [3, 6], ot1: [0, 2] },
      play: null,
    });
    const after = await act({ action: "period-start" });
    expect([after.status, code(after)]).toEqual([409, "match-not-live"]);
    // The play-by-play a fan reads follows the console: each period and basket, ending on the score.
    const read = await fetch(`${site.url}/api/matches/${game.id}/plays`);
    expect(read.status).toBe(200);
    const { plays: lines } = (await read.json()) as {
      plays: Array<{ kind: string; side: string; value: number | null; score: unknown }>;
    };
    expect(lines.filter((line) => line.kind === "period-start")).toHaveLength(5);
    expect(lines.filter((line) => line.kind === "period-end")).toHaveLength(5);
    expect(lines.filter((line) => line.kind === "points").map((line) => [line.side, line.value])).toEqual([
      ["home", 3],
      ["away", 2],
      ["home", 3],
      ["away", 2],
      ["home", 3],
      ["away", 2],
      ["home", 3],
      ["away", 3],
      ["away", 3],
      ["away", 2],
    ]);
    expect(lines.findLast((line) => line.score !== null)?.score).toEqual({ home: 12, away: 14 });
  });

  it("sends a football match to its timeline events", async () => {
    const operator = await staff("operator");
    const [football] = await createLiveFixture(site.services.database.db, 1, {
      status: "live",
      period: "1H",
    });
    const answer = await post(`/cms/matches/${football!.matchId}/play`, operator.auth, {
      action: "point",
      side: "home",
      version: 0,
    });
    expect([answer.status, code(answer)]).toEqual([422, "wrong-sport"]);
  });

  it("plays a cup game by its competition's rules: ten-minute quarters", async () => {
    const operator = await staff("operator");
    const final = await firstWhere("demo:basketball.cup:%", "scheduled");
    const started = await post(`/cms/matches/${final.id}/play`, operator.auth, {
      action: "period-start",
      version: final.version,
    });
    expect(started.status).toBe(201);
    expect((await rowOf(final.id)).play).toMatchObject({ label: "Q1", clockLeft: 600, periodSeconds: 600 });
  });

  it("offers no betting markets on tennis or basketball", async () => {
    for (const prefix of ["demo:tennis.harbour-open:%", "demo:basketball.league:%"]) {
      const [match] = await site.services.database.db
        .select()
        .from(matches)
        .where(like(matches.sourceKey, prefix))
        .limit(1);
      if (!match) throw new Error(`no match like ${prefix}`);
      const response = await fetch(`${site.url}/api/matches/${match.id}/odds`);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect([response.status, body.error.code]).toEqual([409, "odds-disabled"]);
    }
  });
});
