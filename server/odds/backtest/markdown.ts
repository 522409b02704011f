import { PAIR_TOTAL_WEIGHT } from "../model/dixon-coles.ts";
import { AVERAGE_SIDE, EARLY_GOAL, earlyGoalLines, pricesOf } from "./early-goal.ts";
import { type BacktestReport, CHECKPOINTS } from "./run.ts";

const f = (value: number, digits = 4) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** A Markdown table with padded columns, as the formatter writes it. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const decimal = (value: number | null) => (value === null ? "–" : value.toFixed(2));

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
  const [shown] = pricesOf(fitted.after);
  return [
    "## One early goal",
    "",
    `Draw no bet after a home goal at ${EARLY_GOAL.minute}' (1-0), from the model alone. Between two even sides at`,
    `the league average of ${AVERAGE_SIDE} goals each per 90 minutes the leader's fair chance is ${pct(even.after)}, a fair`,
    `price of ${decimal(1 / even.after)}; at the default ${margin * 100}% margin the prices read ${decimal(leader)} / ${decimal(trailer)}.`,
    "A goal is not counted twice (the score is the standing goals), the 11 × 11 score matrix loses",
    "nothing, and the game-state factors make the leader less sure, not more. What sent the prices",
    `to ${decimal(shown)} is a favourite (${pct(fitted.before)} before kickoff) whose pair fit came out at a low total, a fair`,
    `${decimal(1 / fitted.after)} after the goal, and the margin: spread in proportion, it takes a price that short`,
    "to the 1.01 floor. Steadying the total toward the league's (above) lengthens it.",
    "",
    ...table(
      ["case", "expected goals", "before kickoff", "1-0 at 27': leader", "fair price", "prices"],
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
        ];
      }),
    ),
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
    "minutes, which only the tournament files hold; Brier there is the three-way sum.",
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
  push("", ...totalGoals(report), "", ...earlyGoal());
  push(
    "",
    `In-play by goal minute is skipped for ${report.seasonsWithoutMinutes.length} of ${report.seasonsScored.length} seasons, whose files have no scorers' minutes:`,
    report.seasonsWithoutMinutes.join(", ") || "none",
    "",
  );
  return lines.join("\n");
}
