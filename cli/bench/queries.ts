// `npm run bench:queries`: times each read behind the scores and match pages, called in-process
// on a fresh embedded database seeded with the demo world (DATABASE_URL: on PostgreSQL instead).
// Prints the median and p90 of each read after warm-up. Options: --rounds=40.
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../../server/db/testing.ts";
import { seedDemoWorld } from "../../server/sports/demo/seed.ts";
import { listCompetitions } from "../../server/sports/queries/competitions.ts";
import {
  getHeadToHead,
  getMatch,
  listLiveMatches,
  listMatchesByDate,
} from "../../server/sports/queries/matches.ts";
import { getStandings } from "../../server/sports/queries/standings.ts";

const rounds = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.split("=")[1] ?? 40);

const database = await createTestDatabase();
const db = database.db;
try {
  await seedDemoWorld(db);
  const today = new Date().toISOString().slice(0, 10);
  const day = await listMatchesByDate(db, { date: today, tz: "UTC" });
  const finished = day.flatMap((group) => group.matches).find((match) => match.status === "finished");
  if (!finished) throw new Error("no finished match today to measure");
  const match = await getMatch(db, finished.id);
  const competitionId = match!.competition.id;
  const season = match!.season.name;

  const reads: Array<[string, () => Promise<unknown>]> = [
    ["scores of the day", () => listMatchesByDate(db, { date: today, tz: "Europe/London" })],
    ["live matches", () => listLiveMatches(db)],
    ["browse rail (competitions)", () => listCompetitions(db, { limit: 300 })],
    [`match ${finished.id}`, () => getMatch(db, finished.id)],
    ["head-to-head", () => getHeadToHead(db, finished.id, 10)],
    ["standings (match snippet)", () => getStandings(db, competitionId, { season })],
  ];
  console.log(`${rounds} rounds each, after 5 warm-up calls\n`);
  console.log("| read | p50 ms | p90 ms |\n|---|---:|---:|");
  for (const [label, read] of reads) {
    for (let i = 0; i < 5; i++) await read();
    const durations: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      await read();
      durations.push(performance.now() - t0);
    }
    durations.sort((a, b) => a - b);
    const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!;
    console.log(`| ${label} | ${at(0.5).toFixed(2)} | ${at(0.9).toFixed(2)} |`);
  }
} finally {
  await database.close();
}
