import { dixonColesTau, rhoBounds } from "./poisson.ts";

/** One finished match as the fit reads it; team keys are whatever the caller uses (ids or names). */
export type FitResult<T = string | number> = {
  home: T;
  away: T;
  homeGoals: number;
  awayGoals: number;
  /** Kickoff, for the time decay. */
  at: Date;
};

export type TeamRating = { attack: number; defence: number; matches: number };

/**
 * A fitted competition: expected goals for home team i against away team j are
 * base × home × attack_i × defence_j, and for the away side base × attack_j × defence_i.
 * attack > 1 scores more than the league's average, defence > 1 concedes more.
 */
export type Ratings<T = string | number> = {
  base: number;
  home: number;
  rho: number;
  teams: Map<T, TeamRating>;
  /** What a team the fit has not seen (promoted, new) gets: the league's weaker quartile. */
  prior: TeamRating;
  fittedAt: Date;
  matches: number;
};

export type FitOptions = {
  /** Decay per day of age: weight e^(−ξ·days). 0.0019 halves a result's weight in about a year. */
  xi?: number;
  /** When the fit stands; later results are ignored (no look-ahead). Defaults to the last result. */
  asOf?: Date;
  /** Pseudo-matches of league-average play every team starts with: keeps thin records sane. */
  shrinkage?: number;
  iterations?: number;
};

const DAY = 86_400_000;

/**
 * Dixon–Coles fit by alternating closed-form updates of the Poisson likelihood
 * (each parameter set to where observed goals meet expected goals), then ρ by a
 * golden-section search of the low-score correction. Weighted by exponential time decay.
 */
export function fitDixonColes<T extends string | number>(
  results: ReadonlyArray<FitResult<T>>,
  options: FitOptions = {},
): Ratings<T> {
  const xi = options.xi ?? 0.0019;
  const shrinkage = options.shrinkage ?? 2;
  const iterations = options.iterations ?? 40;
  const asOf = options.asOf ?? new Date(Math.max(0, ...results.map((r) => r.at.getTime())));
  const used = results.filter((r) => r.at.getTime() <= asOf.getTime());

  const index = new Map<T, number>();
  for (const r of used) {
    if (!index.has(r.home)) index.set(r.home, index.size);
    if (!index.has(r.away)) index.set(r.away, index.size);
  }
  const n = index.size;
  const m = used.length;
  const hi = new Int32Array(m);
  const ai = new Int32Array(m);
  const hg = new Float64Array(m);
  const ag = new Float64Array(m);
  const w = new Float64Array(m);
  let weightSum = 0;
  let homeGoalSum = 0;
  let awayGoalSum = 0;
  used.forEach((r, k) => {
    hi[k] = index.get(r.home)!;
    ai[k] = index.get(r.away)!;
    hg[k] = r.homeGoals;
    ag[k] = r.awayGoals;
    w[k] = Math.exp((-xi * (asOf.getTime() - r.at.getTime())) / DAY);
    weightSum += w[k]!;
    homeGoalSum += w[k]! * r.homeGoals;
    awayGoalSum += w[k]! * r.awayGoals;
  });

  const attack = new Float64Array(n).fill(1);
  const defence = new Float64Array(n).fill(1);
  let base = weightSum > 0 ? Math.max(0.2, awayGoalSum / weightSum) : 1.2;
  let home = weightSum > 0 && awayGoalSum > 0 ? Math.min(2, Math.max(0.8, homeGoalSum / awayGoalSum)) : 1.25;
  const scored = new Float64Array(n);
  const conceded = new Float64Array(n);
  const exposure = new Float64Array(n);
  const played = new Float64Array(n);
  for (let k = 0; k < m; k += 1) {
    scored[hi[k]!]! += w[k]! * hg[k]!;
    scored[ai[k]!]! += w[k]! * ag[k]!;
    conceded[hi[k]!]! += w[k]! * ag[k]!;
    conceded[ai[k]!]! += w[k]! * hg[k]!;
    played[hi[k]!]! += 1;
    played[ai[k]!]! += 1;
  }
  const perMatch = weightSum > 0 ? (homeGoalSum + awayGoalSum) / (2 * weightSum) : 1.3;

  for (let iteration = 0; iteration < iterations && m > 0; iteration += 1) {
    // Attack: goals scored over goals expected with attack 1.
    exposure.fill(0);
    for (let k = 0; k < m; k += 1) {
      exposure[hi[k]!]! += w[k]! * base * home * defence[ai[k]!]!;
      exposure[ai[k]!]! += w[k]! * base * defence[hi[k]!]!;
    }
    for (let i = 0; i < n; i += 1) {
      attack[i] = (scored[i]! + shrinkage * perMatch) / (exposure[i]! + shrinkage * perMatch);
    }
    normaliseLog(attack);
    exposure.fill(0);
    for (let k = 0; k < m; k += 1) {
      exposure[ai[k]!]! += w[k]! * base * home * attack[hi[k]!]!;
      exposure[hi[k]!]! += w[k]! * base * attack[ai[k]!]!;
    }
    for (let i = 0; i < n; i += 1) {
      defence[i] = (conceded[i]! + shrinkage * perMatch) / (exposure[i]! + shrinkage * perMatch);
    }
    normaliseLog(defence);
    let homeExpected = 0;
    let awayExpected = 0;
    for (let k = 0; k < m; k += 1) {
      homeExpected += w[k]! * attack[hi[k]!]! * defence[ai[k]!]!;
      awayExpected += w[k]! * attack[ai[k]!]! * defence[hi[k]!]!;
    }
    // base and home together: away goals fix base, home goals then fix the home factor.
    base = awayExpected > 0 ? Math.max(0.05, awayGoalSum / awayExpected) : base;
    home = homeExpected > 0 && base > 0 ? Math.max(0.5, homeGoalSum / (base * homeExpected)) : home;
  }

  const rho = fitRho(m, (k) => [
    hg[k]!,
    ag[k]!,
    base * home * attack[hi[k]!]! * defence[ai[k]!]!,
    base * attack[ai[k]!]! * defence[hi[k]!]!,
    w[k]!,
  ]);

  const teams = new Map<T, TeamRating>();
  for (const [team, i] of index)
    teams.set(team, { attack: attack[i]!, defence: defence[i]!, matches: played[i]! });
  return { base, home, rho, teams, prior: weakerQuartile(attack, defence), fittedAt: asOf, matches: m };
}

/** Geometric mean 1, so attack and defence are relative to the league and base carries the level. */
function normaliseLog(values: Float64Array): void {
  if (values.length === 0) return;
  let sum = 0;
  for (const v of values) sum += Math.log(v);
  const scale = Math.exp(sum / values.length);
  for (let i = 0; i < values.length; i += 1) values[i] = values[i]! / scale;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
}

/** Promoted sides usually sit in the bottom quarter: weaker attack, leakier defence. */
function weakerQuartile(attack: Float64Array, defence: Float64Array): TeamRating {
  return { attack: quantile([...attack], 0.25), defence: quantile([...defence], 0.75), matches: 0 };
}

type Cell = [homeGoals: number, awayGoals: number, homeRate: number, awayRate: number, weight: number];

/** ρ maximising the weighted log τ over the low scores (the only place ρ enters). */
function fitRho(m: number, cell: (k: number) => Cell): number {
  let lower = -0.25;
  let upper = 0.25;
  const low: Cell[] = [];
  for (let k = 0; k < m; k += 1) {
    const c = cell(k);
    if (c[0] > 1 || c[1] > 1) continue;
    low.push(c);
    const [lo, hi] = rhoBounds(c[2], c[3]);
    lower = Math.max(lower, lo + 1e-6);
    upper = Math.min(upper, hi - 1e-6);
  }
  if (low.length === 0 || lower >= upper) return 0;
  const objective = (rho: number) => {
    let sum = 0;
    for (const [h, a, hr, ar, weight] of low) sum += weight * Math.log(dixonColesTau(h, a, hr, ar, rho));
    return sum;
  };
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lower;
  let b = upper;
  for (let step = 0; step < 40; step += 1) {
    const c = b - ratio * (b - a);
    const d = a + ratio * (b - a);
    if (objective(c) > objective(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/**
 * How much of a fixture's expected total goals comes from the pair's own ratings rather
 * than the league's average: the total is their weighted geometric mean. Totals fitted
 * from a season or two of results spread about twice as wide as the totals then scored
 * (docs/odds-calibration.md, "Total goals"), and in-play prices lean on the total most.
 */
export const PAIR_TOTAL_WEIGHT = 0.5;

/** Expected goals of two average sides of the competition (at a neutral ground, half the home factor each). */
export function leagueGoals(
  ratings: Pick<Ratings, "base" | "home">,
  neutral = false,
): { home: number; away: number } {
  const shared = Math.sqrt(ratings.home);
  return {
    home: ratings.base * (neutral ? shared : ratings.home),
    away: ratings.base * (neutral ? shared : 1),
  };
}

/**
 * Expected goals of a fixture; a team the fit has not seen gets the prior. The sides'
 * shares come from the ratings; their total is steadied toward the league's average
 * (`totalWeight` 1 keeps the pair's own, 0 gives the league's).
 */
export function expectedGoals<T extends string | number>(
  ratings: Ratings<T>,
  homeTeam: T,
  awayTeam: T,
  options: { neutral?: boolean; minMatches?: number; totalWeight?: number } = {},
): { home: number; away: number } {
  const minMatches = options.minMatches ?? 1;
  const weight = options.totalWeight ?? PAIR_TOTAL_WEIGHT;
  const rating = (team: T) => {
    const found = ratings.teams.get(team);
    return found && found.matches >= minMatches ? found : ratings.prior;
  };
  const h = rating(homeTeam);
  const a = rating(awayTeam);
  const average = leagueGoals(ratings, options.neutral);
  const home = average.home * h.attack * a.defence;
  const away = average.away * a.attack * h.defence;
  const pair = home + away;
  const league = average.home + average.away;
  if (!(pair > 0)) return { home, away };
  const scale = (league / pair) ** (1 - weight);
  return { home: home * scale, away: away * scale };
}
