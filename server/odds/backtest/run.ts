import {
  expectedGoals,
  type FitResult,
  fitDixonColes,
  leagueGoals,
  PAIR_TOTAL_WEIGHT,
  type Ratings,
} from "../model/dixon-coles.ts";
import { type InPlayState, PRE_MATCH, type Side } from "../model/in-play.ts";
import { marketProbabilities } from "../model/markets.ts";
import { Elo } from "./elo.ts";
import { MarginTally } from "./margins.ts";
import { brier, GoalsReliability, logLoss, Mean, poissonLogLoss, Reliability, rps } from "./metrics.ts";

/** A goal by clock minute: 45+2 is minute 45, stoppage 2. */
export type BacktestGoal = { side: Side; minute: number; stoppage: number };

export type BacktestMatch = {
  home: string;
  away: string;
  at: Date;
  ft: [number, number];
  ht?: [number, number];
  /** Null when the data has no complete list of scorers with minutes. */
  goals: BacktestGoal[] | null;
};

export type BacktestSeason = { code: string; season: string; neutral: boolean; matches: BacktestMatch[] };

export type BacktestOptions = {
  /** Past seasons the fit sees besides the current one's results so far. */
  historySeasons?: number;
  xi?: number;
};

type Forecast = "model" | "frequencies" | "elo";
const FORECASTS: Forecast[] = ["model", "frequencies", "elo"];
/** In-play checkpoints by the clock: 45 is half-time. */
export const CHECKPOINTS = [
  { label: "0' (kick-off)", minute: 0 },
  { label: "15'", minute: 15 },
  { label: "30'", minute: 30 },
  { label: "45' (half-time)", minute: 45 },
  { label: "60'", minute: 60 },
  { label: "75'", minute: 75 },
  { label: "85'", minute: 85 },
] as const;
/** Fifteen-minute stretches of normal time; every minute in one is a forecast. */
export const MINUTE_BUCKETS = [0, 15, 30, 45, 60, 75].map((from) => ({
  label: `${from}–${from + 15}`,
  from,
  to: from + 15,
}));
/** The in-play model against two baselines that know less: one ignores the match, one the teams. */
export const IN_PLAY_FORECASTS = ["model", "preMatch", "scoreOnly"] as const;
type InPlayForecast = (typeof IN_PLAY_FORECASTS)[number];
/** Weights of the pair's own total tried against the goals then scored (PAIR_TOTAL_WEIGHT is the one used). */
export const TOTAL_WEIGHTS = [1, 0.75, PAIR_TOTAL_WEIGHT, 0.25, 0];

const WEEK = 7 * 86_400_000;

export function emptyReport() {
  return {
    seasonsScored: [] as string[],
    seasonsWithoutMinutes: [] as string[],
    matches: 0,
    oneXTwo: Object.fromEntries(
      FORECASTS.map((f) => [f, { rps: new Mean(), logLoss: new Mean() }]),
    ) as Record<Forecast, { rps: Mean; logLoss: Mean }>,
    markets: {
      "1x2": { brier: new Mean(), logLoss: new Mean(), reliability: new Reliability() },
      "odd-even": { brier: new Mean(), logLoss: new Mean(), reliability: new Reliability() },
      "two-way": { brier: new Mean(), logLoss: new Mean(), reliability: new Reliability() },
      "last-team-to-score": { brier: new Mean(), logLoss: new Mean(), reliability: new Reliability() },
    },
    /** 1X2 log loss at each checkpoint, from goal minutes (tournaments) or half-time scores (leagues). */
    inPlay: CHECKPOINTS.map((checkpoint) => ({
      label: checkpoint.label,
      minutes: new Mean(),
      halfTime: new Mean(),
    })),
    /** 1X2 ranked probability score over every minute of each stretch, for each forecast. */
    byMinute: MINUTE_BUCKETS.map((bucket) => ({
      label: bucket.label,
      matches: 0,
      rps: Object.fromEntries(IN_PLAY_FORECASTS.map((f) => [f, new Mean()])) as Record<InPlayForecast, Mean>,
    })),
    /** Expected total goals against the goals scored: the pair's own fit, steadied, and by weight. */
    totals: {
      weights: TOTAL_WEIGHTS.map((weight) => ({ weight, poisson: new Mean() })),
      fitted: new GoalsReliability(),
      steadied: new GoalsReliability(),
    },
    /** The margin laid both ways on the pre-match markets and on in-play states every five minutes. */
    margins: { preMatch: new MarginTally(), inPlay: new MarginTally() },
    fitMs: new Mean(),
  };
}
export type BacktestReport = ReturnType<typeof emptyReport>;

const outcomeOf = ([h, a]: [number, number]) => (h > a ? 0 : h === a ? 1 : 2);
const byClock = (g: BacktestGoal) => g.minute * 100 + g.stoppage;

/**
 * The state with the clock at `minute` of normal time (0 before kickoff, 45 at half-time)
 * from the goals before it; a goal in first-half stoppage counts by half-time.
 */
export function stateAtMinute(minute: number, goals: BacktestGoal[]): InPlayState {
  if (minute === 0) return PRE_MATCH;
  const phase = minute < 45 ? "1H" : minute === 45 ? "HT" : "2H";
  const before = goals
    .filter((g) => (phase === "HT" ? g.minute <= 45 : g.minute < minute))
    .sort((a, b) => byClock(a) - byClock(b));
  return {
    ...PRE_MATCH,
    phase,
    minute,
    home: before.filter((g) => g.side === "home").length,
    away: before.filter((g) => g.side === "away").length,
    lastScorer: before.at(-1)?.side ?? null,
  };
}

/** Whether the goal list accounts for the full-time score. */
const completeGoals = (match: BacktestMatch) =>
  match.goals !== null &&
  match.goals.filter((g) => g.minute <= 90 && g.side === "home").length === match.ft[0] &&
  match.goals.filter((g) => g.minute <= 90 && g.side === "away").length === match.ft[1];

/**
 * Rolling, no look-ahead: for each competition, each season after its first is
 * predicted week by week from a fit on the seasons before it and the weeks already played.
 */
export function runBacktest(
  seasons: BacktestSeason[],
  options: BacktestOptions = {},
  report = emptyReport(),
) {
  const historySeasons = options.historySeasons ?? 2;
  const byCode = new Map<string, BacktestSeason[]>();
  for (const season of seasons) {
    const list = byCode.get(season.code) ?? [];
    list.push(season);
    byCode.set(season.code, list);
  }
  for (const list of byCode.values()) {
    const ordered = list
      .map((s) => ({ ...s, matches: [...s.matches].sort((a, b) => a.at.getTime() - b.at.getTime()) }))
      .filter((s) => s.matches.length > 0)
      .sort((a, b) => a.matches[0]!.at.getTime() - b.matches[0]!.at.getTime());
    const elo = new Elo<string>();
    const done: BacktestSeason[] = [];
    for (const season of ordered) {
      if (done.length > 0) scoreSeason(season, done.slice(-historySeasons), elo, report, options);
      else for (const m of season.matches) elo.update(m.home, m.away, m.ft[0], m.ft[1], season.neutral);
      done.push(season);
    }
  }
  return report;
}

function scoreSeason(
  season: BacktestSeason,
  history: BacktestSeason[],
  elo: Elo<string>,
  report: BacktestReport,
  options: BacktestOptions,
) {
  const name = `${season.code} ${season.season}`;
  report.seasonsScored.push(name);
  if (!season.matches.some(completeGoals)) report.seasonsWithoutMinutes.push(name);
  const known: FitResult<string>[] = history.flatMap((s) =>
    s.matches.map((m) => ({ home: m.home, away: m.away, homeGoals: m.ft[0], awayGoals: m.ft[1], at: m.at })),
  );
  const counts = [1, 1, 1];
  for (const m of history.flatMap((s) => s.matches)) counts[outcomeOf(m.ft)]! += 1;
  const start = season.matches[0]!.at.getTime();
  let week = -1;
  let ratings: Ratings<string> | null = null;
  let pending: BacktestMatch[] = [];
  for (const match of season.matches) {
    const thisWeek = Math.floor((match.at.getTime() - start) / WEEK);
    if (thisWeek !== week || ratings === null) {
      // Results of the week before join the data only now: nothing is seen before it happened.
      for (const m of pending) {
        known.push({ home: m.home, away: m.away, homeGoals: m.ft[0], awayGoals: m.ft[1], at: m.at });
        counts[outcomeOf(m.ft)]! += 1;
      }
      pending = [];
      week = thisWeek;
      const started = performance.now();
      ratings = fitDixonColes(known, { xi: options.xi, asOf: match.at });
      report.fitMs.add(performance.now() - started);
    }
    scoreMatch(match, season.neutral, ratings, elo, counts, report);
    pending.push(match);
    elo.update(match.home, match.away, match.ft[0], match.ft[1], season.neutral);
  }
}

function scoreMatch(
  match: BacktestMatch,
  neutral: boolean,
  ratings: Ratings<string>,
  elo: Elo<string>,
  counts: number[],
  report: BacktestReport,
) {
  report.matches += 1;
  const rates = expectedGoals(ratings, match.home, match.away, { neutral });
  scoreTotals(match, neutral, ratings, report);
  const pre = marketProbabilities(rates, PRE_MATCH, { rho: ratings.rho });
  const outcome = outcomeOf(match.ft);
  const total = counts[0]! + counts[1]! + counts[2]!;
  const forecasts: Record<Forecast, number[]> = {
    model: [pre["1x2"].home, pre["1x2"].draw, pre["1x2"].away],
    frequencies: counts.map((c) => c / total),
    elo: elo.probabilities(match.home, match.away, counts[1]! / total, neutral),
  };
  for (const forecast of FORECASTS) {
    report.oneXTwo[forecast].rps.add(rps(forecasts[forecast], outcome));
    report.oneXTwo[forecast].logLoss.add(logLoss(forecasts[forecast], outcome));
  }

  const result = report.markets["1x2"];
  result.brier.add(brier(forecasts.model, outcome));
  result.logLoss.add(logLoss(forecasts.model, outcome));
  for (const [i, probability] of forecasts.model.entries())
    result.reliability.add(probability, i === outcome);

  const odd = (match.ft[0] + match.ft[1]) % 2 === 1;
  addBinary(report.markets["odd-even"], pre["odd-even"].odd, odd);
  if (outcome !== 1) addBinary(report.markets["two-way"], pre["two-way"].home, outcome === 0);
  report.margins.preMatch.add(forecasts.model, outcome);
  report.margins.preMatch.add([pre["odd-even"].odd, pre["odd-even"].even], odd ? 0 : 1);
  report.margins.preMatch.add([pre["two-way"].home, pre["two-way"].away], drawNoBetWinner(outcome));

  const complete = completeGoals(match);
  if (complete) {
    const goals = match.goals!.filter((g) => g.minute <= 90).sort((a, b) => byClock(a) - byClock(b));
    const last = goals.at(-1)?.side ?? null;
    const p = pre["last-team-to-score"];
    const probabilities = [p.home, p.away, p.none];
    const index = last === "home" ? 0 : last === "away" ? 1 : 2;
    const market = report.markets["last-team-to-score"];
    market.brier.add(brier(probabilities, index));
    market.logLoss.add(logLoss(probabilities, index));
    for (const [i, probability] of probabilities.entries()) market.reliability.add(probability, i === index);
    for (const [i, checkpoint] of CHECKPOINTS.entries()) {
      const state = stateAtMinute(checkpoint.minute, goals);
      const live = marketProbabilities(rates, state, { rho: ratings.rho })["1x2"];
      report.inPlay[i]!.minutes.add(logLoss([live.home, live.draw, live.away], outcome));
    }
    scoreMinutes(goals, outcome, rates, leagueGoals(ratings, neutral), ratings.rho, pre["1x2"], report);
  } else if (match.ht) {
    for (const [i, checkpoint] of CHECKPOINTS.entries()) {
      if (checkpoint.minute !== 0 && checkpoint.minute !== 45) continue;
      const state =
        checkpoint.minute === 0
          ? PRE_MATCH
          : { ...PRE_MATCH, phase: "HT" as const, minute: 45, home: match.ht[0], away: match.ht[1] };
      const live = marketProbabilities(rates, state, { rho: ratings.rho })["1x2"];
      report.inPlay[i]!.halfTime.add(logLoss([live.home, live.draw, live.away], outcome));
    }
  }
}

function addBinary(
  market: { brier: Mean; logLoss: Mean; reliability: Reliability },
  probability: number,
  happened: boolean,
) {
  const pair = [probability, 1 - probability];
  const index = happened ? 0 : 1;
  market.brier.add(brier(pair, index) / 2);
  market.logLoss.add(logLoss(pair, index));
  market.reliability.add(probability, happened);
  market.reliability.add(1 - probability, !happened);
}

const ordered = (p: { home: number; draw: number; away: number }) => [p.home, p.draw, p.away];
/** Draw no bet's winning side by the 1X2 outcome; a draw is void. */
const drawNoBetWinner = (outcome: number) => (outcome === 1 ? null : outcome === 0 ? 0 : 1);

/**
 * Every minute of normal time forecast three ways: the in-play model; the pre-match
 * forecast held all match (what a page that never reprices would say); and the score
 * and clock alone, with two average sides of the competition (no team knowledge).
 */
function scoreMinutes(
  goals: BacktestGoal[],
  outcome: number,
  rates: { home: number; away: number },
  average: { home: number; away: number },
  rho: number,
  preMatch: { home: number; draw: number; away: number },
  report: BacktestReport,
) {
  for (const [i, bucket] of MINUTE_BUCKETS.entries()) {
    const scores = report.byMinute[i]!;
    scores.matches += 1;
    for (let minute = bucket.from; minute < bucket.to; minute += 1) {
      const state = stateAtMinute(minute, goals);
      const live = marketProbabilities(rates, state, { rho });
      if (minute % 5 === 0 && minute > 0) {
        report.margins.inPlay.add(ordered(live["1x2"]), outcome);
        report.margins.inPlay.add([live["two-way"].home, live["two-way"].away], drawNoBetWinner(outcome));
      }
      const forecasts: Record<InPlayForecast, number[]> = {
        model: ordered(live["1x2"]),
        preMatch: ordered(preMatch),
        scoreOnly: ordered(marketProbabilities(average, state, { rho })["1x2"]),
      };
      for (const forecast of IN_PLAY_FORECASTS) scores.rps[forecast].add(rps(forecasts[forecast], outcome));
    }
  }
}

/** The expected total goals of the pair's own fit, steadied, and at each weight, against the goals scored. */
function scoreTotals(
  match: BacktestMatch,
  neutral: boolean,
  ratings: Ratings<string>,
  report: BacktestReport,
) {
  const scored = match.ft[0] + match.ft[1];
  const totalAt = (totalWeight: number) => {
    const goals = expectedGoals(ratings, match.home, match.away, { neutral, totalWeight });
    return goals.home + goals.away;
  };
  for (const entry of report.totals.weights) entry.poisson.add(poissonLogLoss(totalAt(entry.weight), scored));
  report.totals.fitted.add(totalAt(1), scored);
  report.totals.steadied.add(totalAt(PAIR_TOTAL_WEIGHT), scored);
}
