// `npm run bench:import [-- <folder>] [--runs N]`: imports every openfootball file into a
// fresh embedded database, three times by default, and reports the median; then times
// seeding the demo world into an empty database the same way.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { connectDatabase } from "../../server/db/connect.ts";
import { seedDemoWorld } from "../../server/sports/demo/seed.ts";
import { importDocuments } from "../../server/sports/import/import-files.ts";
import { readSources } from "../../server/sports/import/sources.ts";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const folder = resolve(args[0] ?? join(import.meta.dirname, "../../../shared/data/openfootball"));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-bench-"));
  const database = await connectDatabase({ dataDir });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const { documents, problems } = await readSources([folder]);
if (problems.length > 0 || documents.length === 0) {
  process.stderr.write(`Cannot read ${folder}: ${problems.map((p) => p.reason).join("; ") || "no files"}\n`);
  process.exit(1);
}
process.stdout.write(
  `Importing ${documents.length} files from ${folder}, ${runs} runs, each into a fresh embedded database\n`,
);

// CPU time alongside wall time: on a shared machine the wall clock also measures the neighbours.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const times: number[] = [];
const importCpu: number[] = [];
let matchCount = 0;
for (let run = 1; run <= runs; run += 1) {
  const { database, dispose } = await freshDatabase();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const summary = await importDocuments(database.db, documents);
  importCpu.push(cpuMs(cpu) / 1000);
  const seconds = (performance.now() - started) / 1000;
  await dispose();
  matchCount = summary.matchesCreated;
  times.push(seconds);
  process.stdout.write(
    `  run ${run}: ${seconds.toFixed(1)} s, ${summary.matchesCreated} matches, ${summary.events} goals, ${summary.teamsCreated} teams, ${summary.errors.length} errors\n`,
  );
}
const importSeconds = median(times);
process.stdout.write(
  `Import: median ${importSeconds.toFixed(1)} s wall (${median(importCpu).toFixed(1)} s CPU) for ${matchCount} matches = ${Math.round(matchCount / importSeconds)} matches/s\n`,
);

const seeds: number[] = [];
const seedCpu: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const { database, dispose } = await freshDatabase();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await seedDemoWorld(database.db);
  seedCpu.push(cpuMs(cpu));
  seeds.push(performance.now() - started);
  await dispose();
}
process.stdout.write(
  `Demo world seed: median ${Math.round(median(seeds))} ms wall, ${Math.round(median(seedCpu))} ms CPU (wall runs: ${seeds.map(Math.round).join(", ")} ms)\n`,
);
