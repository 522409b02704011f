import { describe, expect, it } from "vitest";
import { expectedGoals, type FitResult, fitDixonColes } from "./dixon-coles.ts";

/** A seeded generator so the synthetic league is the same every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function poissonDraw(rate: number, next: () => number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = next();
  while (p > limit) {
    k += 1;
    p *= next();
  }
  return k;
}

/** Double round robins of 20 teams with known strengths. */
function league(seasons: number) {
  const next = random(7);
  const attack = Array.from({ length: 20 }, (_, i) => Math.exp(0.4 - (0.8 * i) / 19));
  const defence = Array.from({ length: 20 }, (_, i) => Math.exp(-0.35 + (0.7 * i) / 19));
  const results: FitResult<number>[] = [];
  let day = Date.UTC(2020, 7, 1);
  for (let season = 0; season < seasons; season += 1) {
    for (let h = 0; h < 20; h += 1) {
      for (let a = 0; a < 20; a += 1) {
        if (h === a) continue;
        day += 86_400_000 / 2;
        results.push({
          home: h,
          away: a,
          homeGoals: poissonDraw(1.1 * 1.3 * attack[h]! * defence[a]!, next),
          awayGoals: poissonDraw(1.1 * attack[a]! * defence[h]!, next),
          at: new Date(day),
        });
      }
    }
  }
  return results;
}

describe("Dixon–Coles fit", () => {
  it("recovers the home advantage and the order of the teams", () => {
    const ratings = fitDixonColes(league(3), { xi: 0 });
    expect(ratings.home).toBeGreaterThan(1.15);
    expect(ratings.home).toBeLessThan(1.45);
    expect(ratings.teams.get(0)!.attack).toBeGreaterThan(ratings.teams.get(19)!.attack);
    expect(ratings.teams.get(0)!.defence).toBeLessThan(ratings.teams.get(19)!.defence);
    expect(Math.abs(ratings.rho)).toBeLessThan(0.25);
    const strongAtHome = expectedGoals(ratings, 0, 19);
    expect(strongAtHome.home).toBeGreaterThan(strongAtHome.away * 2);
  });

  it("gives a team it has not seen the league's weaker-quartile ratings", () => {
    const ratings = fitDixonColes(league(1));
    const promoted = expectedGoals(ratings, 99, 0);
    const median = expectedGoals(ratings, 10, 0);
    expect(promoted.home).toBeLessThan(median.home);
    expect(promoted.away).toBeGreaterThan(median.away);
  });

  it("ignores results after the moment it fits for", () => {
    const results = league(1);
    const asOf = results[100]!.at;
    expect(fitDixonColes(results, { asOf }).matches).toBe(101);
  });

  it("with no results still prices a match", () => {
    const ratings = fitDixonColes([]);
    const goals = expectedGoals(ratings, "a", "b");
    expect(goals.home).toBeGreaterThan(goals.away);
  });
});

describe("expected goals of a fixture", () => {
  // A fitted league of 2.42 goals a match where one pair's own ratings add up to 1.61.
  const ratings = fitDixonColes<string>([]);
  ratings.base = 0.985;
  ratings.home = 1.454;
  ratings.teams.set("Harbour City", { attack: 0.75, defence: 0.8, matches: 18 });
  ratings.teams.set("Valley Rovers", { attack: 0.81, defence: 0.9, matches: 18 });

  it("steadies the pair's total halfway (geometrically) toward the league's, keeping the sides' shares", () => {
    const own = expectedGoals(ratings, "Harbour City", "Valley Rovers", { totalWeight: 1 });
    const league = expectedGoals(ratings, "Harbour City", "Valley Rovers", { totalWeight: 0 });
    const steadied = expectedGoals(ratings, "Harbour City", "Valley Rovers");
    expect(own.home + own.away).toBeCloseTo(1.61, 2);
    expect(league.home + league.away).toBeCloseTo(0.985 * 2.454, 9);
    expect(steadied.home + steadied.away).toBeCloseTo(
      Math.sqrt((own.home + own.away) * (league.home + league.away)),
      9,
    );
    expect(steadied.home / steadied.away).toBeCloseTo(own.home / own.away, 9);
  });

  it("moves a high-scoring pair's total down toward the league's as well", () => {
    ratings.teams.set("Northam County", { attack: 1.4, defence: 1.3, matches: 18 });
    const own = expectedGoals(ratings, "Northam County", "Valley Rovers", { totalWeight: 1 });
    const steadied = expectedGoals(ratings, "Northam County", "Valley Rovers");
    expect(steadied.home + steadied.away).toBeLessThan(own.home + own.away);
    expect(steadied.home + steadied.away).toBeGreaterThan(0.985 * 2.454);
  });
});
