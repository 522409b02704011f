// `npm run bench:odds [-- <league file>] [--runs N]`: times one Dixon–Coles fit of a
// 380-match season (the Premier League 2023/24 by default) and reports the median.
// `npm run bench:odds -- --stream [--goals N]`: goal ingested → its prices at a client of the
// match's live stream (cli/bench/odds-stream.ts).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fitDixonColes } from "../../server/odds/model/dixon-coles.ts";
import { parseOpenfootball } from "../../server/sports/import/parse.ts";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
if (args.includes("--stream")) {
  const { benchOddsStream, describeTimes } = await import("./odds-stream.ts");
  const goalsAt = args.indexOf("--goals");
  const { toOdds, toEvent } = await benchOddsStream(goalsAt >= 0 ? Number(args[goalsAt + 1]) : 200);
  process.stdout.write(`${describeTimes("ingest → match-event on the match stream", toEvent)}\n`);
  process.stdout.write(`${describeTimes("ingest → odds on the match stream", toOdds)}\n`);
  process.exit(0);
}
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 21;
const relativeFile = "football.json/2023-24/en.1.json";
const candidates = ["../../../shared/data/openfootball", "../../../../shared/data/openfootball"].map((path) =>
  join(import.meta.dirname, path, relativeFile),
);
const file = resolve(args[0] ?? candidates.find((path) => existsSync(path)) ?? candidates[0]!);
const outcome = parseOpenfootball(file, JSON.parse(readFileSync(file, "utf8")));
if (!("parsed" in outcome)) throw new Error(`${file} holds no matches`);
const results = outcome.parsed.matches.flatMap((m) =>
  m.scores.ft
    ? [{ home: m.home, away: m.away, homeGoals: m.scores.ft[0], awayGoals: m.scores.ft[1], at: m.kickoffAt }]
    : [],
);
/** The baseline is one pass of team averages (a single update of each rating, as in counting goals). */
for (const [label, iterations] of [
  ["one pass (baseline)", 1],
  ["full fit", undefined],
] as const) {
  const times: number[] = [];
  let ratings = fitDixonColes(results, { iterations });
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    ratings = fitDixonColes(results, { iterations });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  process.stdout.write(
    `${label}: ${results.length} matches, median ${median.toFixed(2)} ms over ${runs} runs ` +
      `(min ${times[0]!.toFixed(2)}, max ${times.at(-1)!.toFixed(2)}); home ×${ratings.home.toFixed(3)}, rho ${ratings.rho.toFixed(3)}\n`,
  );
}
