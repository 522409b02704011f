// `npm run odds:backtest [-- <folder>] [--out docs/odds-calibration.md]`: predicts every
// openfootball league season from the ones before it (rolling, no look-ahead), and seasons
// the demo simulator plays, and writes the calibration page. Reads the files in place
// through the importer's parser.
import { existsSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { calibrationMarkdown } from "../server/odds/backtest/markdown.ts";
import { type BacktestSeason, runBacktest } from "../server/odds/backtest/run.ts";
import { parseOpenfootball } from "../server/sports/import/parse.ts";
import { readSources } from "../server/sports/import/sources.ts";
import { simulatedSeasons } from "./odds-sim-seasons.ts";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const outAt = args.indexOf("--out");
const out = resolve(
  outAt >= 0 ? args.splice(outAt, 2)[1]! : join(import.meta.dirname, "../docs/odds-calibration.md"),
);
// Beside the repository (CI, a checkout), or beside the folder that holds a worktree.
const besides = ["../../shared/data/openfootball", "../../../shared/data/openfootball"].map((path) =>
  join(import.meta.dirname, path),
);
const folder = resolve(
  args[0] ?? process.env.OPENFOOTBALL_DIR ?? besides.find((path) => existsSync(path)) ?? besides[0]!,
);
/** Four demo-sized leagues, three seasons each: the first of each only feeds the fit. */
const SIMULATION = { seed: 2026, leagues: 4, clubs: 16, seasons: 3 };
/** Tournaments played at one venue: no home side. */
const NEUTRAL = new Set(["worldcup", "clubworldcup"]);

const started = performance.now();
const { documents, problems } = await readSources([folder]);
if (problems.length > 0 || documents.length === 0) {
  process.stderr.write(`Cannot read ${folder}: ${problems.map((p) => p.reason).join("; ") || "no files"}\n`);
  process.exit(1);
}
const seasons: BacktestSeason[] = [];
for (const document of documents) {
  const outcome = parseOpenfootball(document.file, JSON.parse(document.text));
  if (!("parsed" in outcome)) continue;
  const { code, season, matches } = outcome.parsed;
  seasons.push({
    code,
    season,
    neutral: NEUTRAL.has(code),
    matches: matches.flatMap((m) =>
      m.status === "finished" && m.scores.ft
        ? [
            {
              home: m.home,
              away: m.away,
              at: m.kickoffAt,
              ft: m.scores.ft,
              ht: m.scores.ht,
              goals: m.goals.length
                ? m.goals.map((g) => ({ side: g.side, minute: g.minute, stoppage: g.stoppage ?? 0 }))
                : null,
            },
          ]
        : [],
    ),
  });
}
const report = runBacktest(seasons);
const simulated = runBacktest(simulatedSeasons(SIMULATION));
const seconds = (performance.now() - started) / 1000;
const source = `the ${documents.length} shared openfootball files`;
const simulation = `${SIMULATION.leagues} leagues of ${SIMULATION.clubs} clubs played ${SIMULATION.seasons} seasons each by the live simulator (seed ${SIMULATION.seed})`;
writeFileSync(
  out,
  calibrationMarkdown(
    report,
    { command: "npm run odds:backtest", source, seconds },
    { report: simulated, source: simulation },
  ),
);
const model = report.oneXTwo.model;
process.stdout.write(
  `${report.matches} matches in ${report.seasonsScored.length} seasons and ${simulated.matches} simulated, ${seconds.toFixed(1)} s; ` +
    `1X2 RPS ${model.rps.value.toFixed(4)}, log loss ${model.logLoss.value.toFixed(4)}; wrote ${relative(process.cwd(), out)}\n`,
);
