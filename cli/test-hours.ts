// `npm run test:hours`: the end-to-end journeys that depend on live play, run against the demo world
// booted as at chosen moments (DEMO_NOW), each on a fresh database, with no retries; a table of the
// results at the end. Run the build first (`npm run build`), as for any end-to-end spec.
//
//   npm run test:hours -- 03:55 15:55        those times today (UTC)
//   npm run test:hours -- --all              each of the 24 hours today, at 55 past
//   npm run test:hours -- --all --minute 10 --date 2027-03-28
//   npm run test:hours -- --list             names the journeys and runs nothing
//
// The journeys that depend on live play are the specs that ask for a match in play
// (tests/e2e/support/in-play.ts), themselves or through a helper, and those that read a live row's prices.
import { spawnSync } from "node:child_process";
import { globSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importClosure, root } from "./test-graph.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const date = option("--date") ?? new Date().toISOString().slice(0, 10);
const minute = Number(option("--minute") ?? 55);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(minute) || minute < 0 || minute > 59) {
  process.stderr.write("test:hours: --date takes YYYY-MM-DD and --minute 0 to 59\n");
  process.exit(2);
}
const named = args.filter((arg) => /^\d{2}:\d{2}$/.test(arg));
const times = args.includes("--all")
  ? Array.from(
      { length: 24 },
      (_, hour) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`,
    )
  : named;

// Every spec can ask (the `inPlay` fixture): those whose own code, or a helper of theirs, does.
const asksForPlay = /\binPlay\(|demoPages\(|sportMatchPages\(|data-row-price/;
const fixtures = new Set(["tests/e2e/support/fixtures.ts", "tests/e2e/support/in-play.ts"]);
// Lighthouse's budget opens the live match page too, but it measures the page rather than live play,
// and it is the suite's longest test: `npm test` holds it at whatever hour it runs.
const measures = new Set(["tests/e2e/site/lighthouse.spec.ts"]);
const specs = globSync("tests/e2e/**/*.spec.ts", { cwd: root })
  .sort()
  .filter((spec) => !measures.has(spec))
  .filter((spec) =>
    [...importClosure(spec)].some(
      (file) =>
        file.startsWith("tests/e2e/") &&
        !fixtures.has(file) &&
        asksForPlay.test(readFileSync(join(root, file), "utf8")),
    ),
  );

if (args.includes("--list") || times.length === 0) {
  process.stdout.write(
    `${specs.length} journeys depend on live play:\n${specs.map((s) => `  ${s}\n`).join("")}`,
  );
  if (times.length === 0 && !args.includes("--list")) {
    process.stderr.write("test:hours: name times (03:55) or --all\n");
    process.exit(2);
  }
  process.exit(0);
}

type Report = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  suites: unknown[];
};

/** The titles of the tests that failed, from Playwright's JSON report. */
function failedTitles(report: Report): string[] {
  const titles: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    const suite = node as {
      title?: string;
      suites?: unknown[];
      specs?: Array<{ title: string; ok: boolean; file?: string }>;
    };
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) if (!spec.ok) titles.push([...here, spec.title].join(" › "));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return titles;
}

const rows: string[] = [];
let allPassed = true;
for (const time of times) {
  const demoNow = `${date}T${time}Z`;
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-hours-"));
  const reportFile = join(dataDir, "report.json");
  process.stdout.write(`\n▶ DEMO_NOW=${demoNow}: ${specs.length} specs\n`);
  const started = Date.now();
  const { status } = spawnSync(
    "npx",
    ["playwright", "test", "--retries=0", "--reporter=line,json", ...specs],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        DEMO_NOW: demoNow,
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  let report: Report | null = null;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8")) as Report;
  } catch {
    // No report: Playwright did not start (the build is missing, the server did not boot).
  }
  rmSync(dataDir, { recursive: true, force: true });
  const passed = status === 0 && report !== null;
  allPassed &&= passed;
  const failed = report ? failedTitles(report) : ["(no report)"];
  rows.push(
    `| ${demoNow} | ${report?.stats.expected ?? 0} | ${report ? report.stats.unexpected : "—"} | ${seconds} s | ${
      passed ? "green" : `red: ${failed.join("; ")}`
    } |`,
  );
}

process.stdout.write(
  `\n| DEMO_NOW | passed | failed | time | result |\n| --- | --: | --: | --: | --- |\n${rows.join("\n")}\n`,
);
process.exit(allPassed ? 0 : 1);
