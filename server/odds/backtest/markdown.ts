import { type BacktestReport, CHECKPOINTS } from "./run.ts";

const f = (value: number, digits = 4) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** A Markdown table with padded columns, as the formatter writes it. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

/** docs/odds-calibration.md: every number comes from the report, nothing is typed by hand. */
export function calibrationMarkdown(
  report: BacktestReport,
  meta: { command: string; source: string; seconds: number },
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
    `In-play by goal minute is skipped for ${report.seasonsWithoutMinutes.length} of ${report.seasonsScored.length} seasons, whose files have no scorers' minutes:`,
    report.seasonsWithoutMinutes.join(", ") || "none",
    "",
  );
  return lines.join("\n");
}
