import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import type { LiveEventInput } from "../live/input.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import { auditLog } from "../platform/audit/schema.ts";

let site: TestSite;
let match: FixtureMatch;
let stop: () => Promise<void>;
let sent = 0;
const admin = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };

type Odds = {
  status: string;
  margin: number;
  score: [number, number];
  markets: Array<{
    key: string;
    selections: Array<{ key: string; probability: number; price: number | null; result?: string }>;
  }>;
};

beforeAll(async () => {
  site = await startTestSite();
  [match] = (await createLiveFixture(site.services.database.db)) as [FixtureMatch];
  stop = await site.services.odds.start();
});
afterAll(async () => {
  await stop();
  await site.close();
});

async function play(event: LiveEventInput) {
  sent += 1;
  const result = await site.services.live.ingest({
    source: "test",
    sourceEventId: `o${sent}`,
    matchId: match.matchId,
    event,
  });
  return result.entry;
}
async function odds(id = match.matchId): Promise<Odds> {
  const response = await fetch(`${site.url}/api/matches/${id}/odds`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Odds }).data;
}
const sel = (o: Odds, key: string, name: string) =>
  o.markets.find((m) => m.key === key)!.selections.find((s) => s.key === name)!;
const history = async () =>
  (
    (await (await fetch(`${site.url}/api/matches/${match.matchId}/odds/history`)).json()) as {
      data: unknown[];
    }
  ).data;

describe("match odds", () => {
  it("prices a match before kickoff with every market summing to 1", async () => {
    const before = await odds();
    expect(before.status).toBe("open");
    expect(before.margin).toBe(0.05);
    expect(before.markets.map((m) => m.key)).toEqual(["1x2", "odd-even", "two-way", "last-team-to-score"]);
    for (const m of before.markets) {
      expect(m.selections.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 9);
      // The margin makes the book sum to more than 1.
      const book = m.selections.reduce((sum, s) => sum + 1 / s.price!, 0);
      expect(book).toBeGreaterThan(1.03);
    }
  });

  it("moves the prices after a goal, suspends them, and keeps the history", async () => {
    await play({ type: "period-start", period: "1H", minute: 0 });
    const kickoff = await odds();
    const goal = await play({
      type: "goal",
      minute: 12,
      teamId: match.homeTeamId,
      playerName: "Ada Striker",
    });
    const after = await odds();
    expect(after.score).toEqual([1, 0]);
    expect(after.status).toBe("suspended");
    expect(sel(after, "two-way", "home").probability).toBeGreaterThan(
      sel(kickoff, "two-way", "home").probability,
    );
    expect(sel(after, "last-team-to-score", "none").probability).toBe(0);
    await expect.poll(async () => (await history()).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

    // VAR rules it out: the prices go back to 0-0 play.
    await play({ type: "correction", minute: 13, cancelsEventId: goal.event.id, reason: "offside" });
    const ruledOut = await odds();
    expect(ruledOut.score).toEqual([0, 0]);
    expect(sel(ruledOut, "last-team-to-score", "none").probability).toBeGreaterThan(0);
  });

  it("settles at full time from the standing goals", async () => {
    await play({ type: "period-end", period: "1H", minute: 45 });
    await play({ type: "period-start", period: "2H", minute: 45 });
    await play({ type: "goal", minute: 70, teamId: match.awayTeamId, playerName: "Bo Winger" });
    await play({ type: "period-end", period: "2H", minute: 90 });
    const final = await odds();
    expect(final.status).toBe("settled");
    expect(sel(final, "odd-even", "odd").result).toBe("won");
    expect(sel(final, "two-way", "away").result).toBe("won");
    expect(sel(final, "last-team-to-score", "away")).toMatchObject({ probability: 1, result: "won" });
    expect(sel(final, "last-team-to-score", "none").result).toBe("lost");
  });

  it("answers 404 for a match that does not exist", async () => {
    const response = await fetch(`${site.url}/api/matches/999999/odds`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("match-not-found");
  });

  it("lets an operator change the settings, audited, and the prices follow", async () => {
    const read = await fetch(`${site.url}/api/cms/odds/settings`, { headers: admin });
    expect(read.status).toBe(200);
    const { data } = (await read.json()) as { data: { version: number } };
    const changed = await fetch(`${site.url}/api/cms/odds/settings`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({
        version: data.version,
        margin: 0.1,
        markets: {
          "two-way": { enabled: false },
          "odd-even": { bookmaker_url: "https://bookmaker.example/odd-even" },
        },
      }),
    });
    expect(changed.status).toBe(200);
    const now = await odds();
    expect(now.margin).toBe(0.1);
    expect(now.markets.map((m) => m.key)).toEqual(["1x2", "odd-even", "last-team-to-score"]);
    const audit = await site.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "odds-settings.update"));
    expect(audit).toHaveLength(1);

    const stale = await fetch(`${site.url}/api/cms/odds/settings`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ version: data.version, margin: 0.02 }),
    });
    expect(stale.status).toBe(409);

    const off = await fetch(`${site.url}/api/cms/odds/settings`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ version: data.version + 1, disabled_competitions: [await competitionOf()] }),
    });
    expect(off.status).toBe(200);
    const hidden = await fetch(`${site.url}/api/matches/${match.matchId}/odds`);
    expect(hidden.status).toBe(409);
    expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe("odds-disabled");
  });

  it("keeps a signed-in fan's odds format and hide choice, and asks a guest to sign in", async () => {
    expect((await fetch(`${site.url}/api/auth/me/odds`)).status).toBe(401);
    const fan = await site.services.auth.register(
      { email: "odds-fan@example.com", password: "correct horse battery staple", displayName: "Fan" },
      { ip: null, device: "test" },
    );
    const headers = {
      Authorization: `Bearer ${fan.data.token.access_token}`,
      "Content-Type": "application/json",
    };
    const fresh = await fetch(`${site.url}/api/auth/me/odds`, { headers });
    expect(((await fresh.json()) as { data: unknown }).data).toEqual({ format: null, hide: false });
    const saved = await fetch(`${site.url}/api/auth/me/odds`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ format: "fractional", hide: true }),
    });
    expect(saved.status).toBe(200);
    const read = await fetch(`${site.url}/api/auth/me/odds`, { headers });
    expect(((await read.json()) as { data: unknown }).data).toEqual({ format: "fractional", hide: true });
    const bad = await fetch(`${site.url}/api/auth/me/odds`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ format: "roman", hide: false }),
    });
    expect(bad.status).toBe(400);
  });
});

async function competitionOf(): Promise<number> {
  const { matches, seasons } = await import("../sports/schema.ts");
  const [row] = await site.services.database.db
    .select({ id: seasons.competitionId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.id, match.matchId));
  return row!.id;
}

describe("odds switched off", () => {
  it("answers odds-disabled on every odds route when ODDS_ENABLED is false", async () => {
    const off = await startTestSite({ env: { ODDS_ENABLED: "false" } });
    try {
      const [fixture] = (await createLiveFixture(off.services.database.db)) as [FixtureMatch];
      const response = await fetch(`${off.url}/api/matches/${fixture.matchId}/odds`);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("odds-disabled");
    } finally {
      await off.close();
    }
  });
});
