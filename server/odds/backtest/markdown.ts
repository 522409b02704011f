import { decimalPriceText } from "../../../shared/odds-price.ts";
import { PAIR_TOTAL_WEIGHT } from "../model/dixon-coles.ts";
import { AVERAGE_SIDE, EARLY_GOAL, earlyGoalLines, pricesOf } from "./early-goal.ts";
import {
  BACKTEST_MARGIN,
  CHANCE_BANDS,
  MARGIN_WAYS,
  type MarginTally,
  type MarginWay,
  proportionalPrices,
} from "./margins.ts";
import { type BacktestReport, CHECKPOINTS } from "./run.ts";

const f = (value: number, digits = 4) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** A Markdown table with padded columns, as the formatter writes it. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const decimal = (value: number | null) => (value === null ? "–" : decimalPriceText(value));

/** The in-play model and its baselines over each stretch of normal time. */
function byMinuteTable(report: BacktestReport): string[] {
  return table(
    ["minutes", "matches", "in-play model", "pre-match held", "score and clock only"],
    report.byMinute.map((bucket) => [
      bucket.label,
      String(bucket.matches),
      f(bucket.rps.model.value),
      f(bucket.rps.preMatch.value),
      f(bucket.rps.scoreOnly.value),
    ]),
  );
}

function totalGoals(report: BacktestReport): string[] {
  const best = report.totals.weights.reduce((a, b) => (b.poisson.value < a.poisson.value ? b : a));
  const fitted = report.totals.fitted.rows();
  const steadied = report.totals.steadied.rows();
  return [
    "## Total goals",
    "",
    "In-play prices lean on how many goals are still to come, so on the expected total of the pair.",
    "The pair's own total (base × attack × defence) spreads far wider than the goals then scored: a",
    "fixture fitted under 1.5 goals sees about a goal more. Each fixture's total is therefore the",
    `weighted geometric mean of the pair's and the league's average, the pair weighing ${PAIR_TOTAL_WEIGHT};`,
    "the sides' shares stay as fitted. Poisson log loss of each match's total goals by that weight",
    `(1 is the pair's own, 0 the league's; lowest here: ${best.weight}):`,
    "",
    ...table(
      ["pair's weight", "Poisson log loss"],
      report.totals.weights.map((entry) => [String(entry.weight), f(entry.poisson.value)]),
    ),
    "",
    "Expected total against goals scored, binned by the expectation:",
    "",
    ...table(
      ["expected total", "matches (fitted)", "fitted", "scored", "matches (steadied)", "steadied", "scored"],
      fitted.map((row, i) => [
        row.range,
        String(row.count),
        f(row.expected, 2),
        f(row.scored, 2),
        String(steadied[i]!.count),
        f(steadied[i]!.expected, 2),
        f(steadied[i]!.scored, 2),
      ]),
    ),
  ];
}

function earlyGoal(): string[] {
  const { even, flat, wide, byTotal, fitted, steadied, margin } = earlyGoalLines();
  const [leader, trailer] = pricesOf(even.after);
  const shown = proportionalPrices([fitted.after, 1 - fitted.after], margin)[0] ?? null;
  const [now] = pricesOf(fitted.after);
  return [
    "## One early goal",
    "",
    `Draw no bet after a home goal at ${EARLY_GOAL.minute}' (1-0), from the model alone. Between two even sides at`,
    `the league average of ${AVERAGE_SIDE} goals each per 90 minutes the leader's fair chance is ${pct(even.after)}, a fair`,
    `price of ${decimal(1 / even.after)}; at the default ${margin * 100}% margin the prices read ${decimal(leader)} / ${decimal(trailer)}.`,
    "A goal is not counted twice (the score is the standing goals), the 11 × 11 score matrix loses",
    "nothing, and the game-state factors make the leader less sure, not more. What sent the prices",
    `to ${decimal(shown)} is a favourite (${pct(fitted.before)} before kickoff) whose pair fit came out at a low total, a fair`,
    `${decimal(1 / fitted.after)} after the goal, and the margin: spread in proportion, it took a price that short`,
    `to the 1.01 floor. Laid by the power method (below) it reads ${decimal(now ?? null)}, and steadying the total toward`,
    "the league's (above) lengthens it.",
    "",
    ...table(
      [
        "case",
        "expected goals",
        "before kickoff",
        "1-0 at 27': leader",
        "fair price",
        "prices",
        "in proportion",
      ],
      [even, flat, wide, ...byTotal, fitted, steadied].map((entry) => {
        const before = pricesOf(entry.before);
        const after = pricesOf(entry.after);
        return [
          entry.label,
          `${entry.rates.home.toFixed(2)} – ${entry.rates.away.toFixed(2)}`,
          `${decimal(before[0])} / ${decimal(before[1])}`,
          pct(entry.after),
          decimal(1 / entry.after),
          `${decimal(after[0])} / ${decimal(after[1])}`,
          proportionalPrices([entry.after, 1 - entry.after], margin)
            .map((price) => decimal(price ?? null))
            .join(" / "),
        ];
      }),
    ),
  ];
}

/** The margin laid in proportion (before) and by the power method (now), band by band. */
function margins(report: BacktestReport): string[] {
  const ways = Object.keys(MARGIN_WAYS) as MarginWay[];
  const section = (title: string, tally: MarginTally) => [
    "",
    `### ${title}`,
    "",
    ...table(
      [
        "fair chance",
        "selections",
        ...ways.flatMap((way) => [`${MARGIN_WAYS[way].label}: return`, "at the floor", "above fair"]),
      ],
      CHANCE_BANDS.map((band, i) => [
        band.label,
        String(tally.bands.power[i]!.selections),
        ...ways.flatMap((way) => {
          const entry = tally.bands[way][i]!;
          return [f(entry.returns.value, 3), String(entry.atFloor), String(entry.aboveFair)];
        }),
      ]),
    ),
  ];
  return [
    "## The margin: power method against the proportional spread",
    "",
    `Every priced selection at the default ${BACKTEST_MARGIN * 100}% margin, laid both ways: the mean return of a stake of 1`,
    "(the price when it won, 0 when it lost; void draw-no-bet stakes left out), how many sat on the",
    "floor (1.01 before, 1.001 now) and how many paid more than their fair price. Spread in proportion",
    "the favourite carried the margin; the power method (docs/decisions/073-odds-margin-power-method.md)",
    "lays it on the longer price, as books do, so returns fall from favourite to long shot.",
    ...section("Pre-match: 1X2, odd-even, draw no bet", report.margins.preMatch),
    ...section("In play, every five minutes: 1X2 and draw no bet", report.margins.inPlay),
  ];
}

/** docs/odds-calibration.md: every number comes from the reports and the model, nothing is typed by hand. */
export function calibrationMarkdown(
  report: BacktestReport,
  meta: { command: string; source: string; seconds: number },
  simulated?: { report: BacktestReport; source: string },
) {
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(
    "# Odds calibration",
    "",
    `Written by \`${meta.command}\` from ${meta.source}; do not edit by hand.`,
    "Each competition's seasons after its first are predicted week by week from a Dixon–Coles fit on",
    "the two seasons before and the weeks already played (rolling, no look-ahead). Lower is better for",
    "every score.",
    "",
    `Seasons scored: ${report.seasonsScored.length}; matches: ${report.matches}; mean time per refit`,
    `${f(report.fitMs.value, 1)} ms over ${report.fitMs.count} refits; whole run ${meta.seconds.toFixed(1)} s.`,
    "",
    "## Pre-match 1X2",
    "",
  );
  const names = {
    model: "Dixon–Coles",
    frequencies: "league home/draw/away frequencies",
    elo: "Elo (K 20, home +60)",
  };
  push(
    ...table(
      ["forecast", "ranked probability score", "log loss"],
      Object.entries(names).map(([key, label]) => {
        const scores = report.oneXTwo[key as keyof typeof names];
        return [label, f(scores.rps.value), f(scores.logLoss.value)];
      }),
    ),
  );
  push("", "## Markets (pre-match forecasts)", "");
  push(
    ...table(
      ["market", "matches", "Brier score", "log loss"],
      Object.entries(report.markets).map(([key, market]) => [
        key,
        String(market.brier.count),
        f(market.brier.value),
        f(market.logLoss.value),
      ]),
    ),
  );
  push(
    "",
    "Two-way leaves out drawn matches (stakes returned). Last team to score needs the scorers with",
    "minutes, which only the tournament files hold. Brier for the three-way markets (1x2, last team",
    "to score) is the sum over their three selections.",
  );
  for (const [key, market] of Object.entries(report.markets)) {
    push("", `### Reliability: ${key}`, "", "Every selection's forecast, binned.", "");
    push(
      ...table(
        ["forecast", "selections", "mean forecast", "observed"],
        market.reliability
          .rows()
          .filter((row) => row.count > 0)
          .map((row) => [row.range, String(row.count), f(row.predicted, 3), f(row.observed, 3)]),
      ),
    );
  }
  push(
    "",
    "## In-play 1X2 log loss by minute",
    "",
    "States are rebuilt from the real goal minutes where the data has them; league files only hold",
    "half-time scores, so those seasons give the kick-off and half-time rows only.",
    "",
  );
  push(
    ...table(
      ["minute", "matches (goal minutes)", "log loss", "matches (half-time score)", "log loss"],
      report.inPlay.map((bucket, i) => [
        CHECKPOINTS[i]!.label,
        String(bucket.minutes.count),
        f(bucket.minutes.value),
        bucket.halfTime.count ? String(bucket.halfTime.count) : "–",
        bucket.halfTime.count ? f(bucket.halfTime.value) : "–",
      ]),
    ),
  );
  push(
    "",
    "## In-play 1X2 by minute of play",
    "",
    "Ranked probability score of the full-time 1X2 forecast at every minute of normal time,",
    "averaged over fifteen-minute stretches, for the matches with every goal's minute. The",
    "in-play model is beaten if it is no better than the pre-match forecast held all match (a",
    "page that never reprices) or than the score and clock alone with two average sides of the",
    "competition (no knowledge of the teams).",
    "",
    ...byMinuteTable(report),
  );
  if (simulated) {
    const pre = simulated.report.oneXTwo;
    push(
      "",
      "### The demo simulator's own matches",
      "",
      `${simulated.source}: ${simulated.report.matches} matches scored in ${simulated.report.seasonsScored.length} seasons, each predicted`,
      "like the leagues above. The simulator's goal rates ignore cards and the score, so the model's",
      "red-card and game-state factors are checked here against play that has neither.",
      `Pre-match 1X2 ranked probability score: Dixon–Coles ${f(pre.model.rps.value)}, league frequencies`,
      `${f(pre.frequencies.rps.value)}, Elo ${f(pre.elo.rps.value)}.`,
      "",
      ...byMinuteTable(simulated.report),
    );
  }
  push("", ...totalGoals(report), "", ...earlyGoal(), "", ...margins(report));
  push(
    "",
    `In-play by goal minute is skipped for ${report.seasonsWithoutMinutes.length} of ${report.seasonsScored.length} seasons, whose files have no scorers' minutes:`,
    report.seasonsWithoutMinutes.join(", ") || "none",
    "",
  );
  return lines.join("\n");
}
