import { describe, expect, it } from "vitest";
import { planDemoBasketball } from "./demo-plan.ts";
import { periodLabel } from "./live.ts";
import { boxScoreOf, scoreFromPlays } from "./plays.ts";

describe("demo basketball world", () => {
  const now = new Date("2026-11-24T15:00:00Z");
  const { teams, games } = planDemoBasketball(now);
  const league = games.filter((g) => g.competition === "league");
  const cup = games.filter((g) => g.competition === "cup");

  it("is the same world for the same seed and moment, and another for another seed", () => {
    const shape = (plan: Pick<ReturnType<typeof planDemoBasketball>, "games">) =>
      plan.games.map((g) => [g.home, g.away, g.kickoffAt.toISOString(), g.homeScore, g.awayScore]);
    expect(shape(planDemoBasketball(now))).toEqual(shape({ games }));
    expect(shape(planDemoBasketball(now, 12))).not.toEqual(shape({ games }));
  });

  it("has two conferences of six, and every club meets every other once in the league", () => {
    expect(teams.filter((t) => t.conference === "East")).toHaveLength(6);
    expect(teams.filter((t) => t.conference === "West")).toHaveLength(6);
    expect(league).toHaveLength(66);
    const pairs = new Set(league.map((g) => [g.home, g.away].sort().join(" v ")));
    expect(pairs.size).toBe(66);
    for (const t of teams) expect(new Set(t.players.map((p) => p.name)).size).toBe(t.players.length);
  });

  it("tips off today's next games before the live ones can end, so a game is live all day", () => {
    const minutes = (g: { kickoffAt: Date }) => (g.kickoffAt.getTime() - now.getTime()) / 60_000;
    const ahead = league
      .filter((g) => g.status === "scheduled" && g.kickoffAt.toISOString().startsWith("2026-11-24"))
      .map(minutes)
      .sort((a, b) => a - b);
    // The half-time game ends no sooner than 15 minutes of half-time, two 12-minute quarters and the
    // 2 minutes between them; a whole game lasts at least its four quarters and three breaks.
    expect(ahead[0]).toBeLessThan(15 + 12 + 2 + 12);
    for (const [i, start] of ahead.entries()) {
      if (i > 0) expect(start - ahead[i - 1]!).toBeLessThan(4 * 12 + 2 + 15 + 2);
    }
  });

  it("has played the past rounds, two live today, more later today and rounds to come", () => {
    expect(league.filter((g) => g.status === "finished")).toHaveLength(48);
    const today = league.filter((g) => g.kickoffAt.toISOString().startsWith("2026-11-24"));
    expect(today).toHaveLength(6);
    const live = today.filter((g) => g.status === "live");
    expect(live.map((g) => periodLabel(g.live!.state.phase, g.live!.state.period))).toEqual(["Q3", "HT"]);
    expect(today.filter((g) => g.status === "scheduled" && g.kickoffAt > now)).toHaveLength(4);
    expect(league.filter((g) => g.status === "scheduled" && g.kickoffAt > now)).toHaveLength(16);
    for (const g of live) {
      expect(g.kickoffAt < now).toBe(true);
      expect(Object.keys(g.scores)).toEqual(["q1", "q2", ...(g.live!.state.phase === "live" ? ["q3"] : [])]);
    }
  });

  it("stores scores that are the plays' own, quarters summing to the totals, with a winner", () => {
    for (const g of games.filter((x) => x.status !== "scheduled")) {
      const fromPlays = scoreFromPlays(g.plays);
      expect([g.homeScore, g.awayScore, g.scores]).toEqual([
        fromPlays.homeScore,
        fromPlays.awayScore,
        fromPlays.scores,
      ]);
      const parts = Object.values(g.scores);
      expect(parts.reduce((s, p) => s + (p?.[0] ?? 0), 0)).toBe(g.homeScore);
      expect(parts.reduce((s, p) => s + (p?.[1] ?? 0), 0)).toBe(g.awayScore);
      const box = boxScoreOf(g.plays, [10, 10]);
      expect(box.home.totals.points).toBe(g.homeScore);
      if (g.status === "finished") {
        expect(g.homeScore).not.toBe(g.awayScore);
        expect(g.winner).toBe((g.homeScore ?? 0) > (g.awayScore ?? 0) ? g.home : g.away);
      }
    }
  });

  it("plays a cup of eight with shorter quarters: winners move on, the final still to come", () => {
    expect(cup.map((g) => [g.round, g.status])).toEqual([
      ...Array(4).fill(["Quarter-finals", "finished"]),
      ...Array(2).fill(["Semi-finals", "finished"]),
      ["Final", "scheduled"],
    ]);
    for (const g of cup.filter((x) => x.roundNumber > 1)) {
      const feeders = cup.filter(
        (x) => x.roundNumber === g.roundNumber - 1 && Math.floor(x.slot / 2) === g.slot,
      );
      expect(feeders.map((f) => f.winner)).toEqual([g.home, g.away]);
    }
    const clock = cup[0]!.plays.find((p) => p.kind === "period-start")!.clock;
    expect(clock).toBe(600);
  });
});
