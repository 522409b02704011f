// `npm run bench:data [-- --scale=0.1 --rounds=60]`: times the main reads against a generated
// world of that scale (cli/gen-data.ts), through the product's own query functions. Uses
// DATABASE_URL when set, else an embedded database kept in DATA_DIR/bench-data-<scale>, and
// generates the world there first unless it is already present. Every round reads a different
// day, table, team or match, so the read caches miss as they would across many visitors.
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../../server/config/config.ts";
import { connectDatabase } from "../../server/db/connect.ts";
import { getMatchCentre } from "../../server/sports/queries/centre.ts";
import { getHeadToHead, listMatchesByDate } from "../../server/sports/queries/matches.ts";
import { getTopScorers } from "../../server/sports/queries/scorers.ts";
import { search } from "../../server/sports/queries/search.ts";
import { getStandings } from "../../server/sports/queries/standings.ts";
import { readTeamPage } from "../../server/sports/queries/team-page.ts";
import { getTeam, listTeamMatches } from "../../server/sports/queries/teams.ts";
import { matches, seasons, teams } from "../../server/sports/schema.ts";
import { generateBulkData } from "../../server/sports/testing/bulk-data.ts";
import { hasBulkWorld } from "../../server/sports/testing/bulk-world.ts";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const scale = option("scale", 0.1);
const rounds = option("rounds", 60);
const warmUp = 5;

const config = loadConfig();
const database = await connectDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.dataDir, `bench-data-${scale}`),
});
const db = database.db;
try {
  await database.migrate();
  if (!(await hasBulkWorld(db))) {
    process.stdout.write(`Generating the scale ${scale} world on ${database.kind}…\n`);
    const summary = await generateBulkData(db, { scale, pepper: config.secrets.passwordPepper });
    process.stdout.write(`${JSON.stringify(summary.rows)} in ${summary.seconds.toFixed(1)} s\n`);
  }
  const count = warmUp + rounds;
  // Targets drawn at random (the same ones for a given database), one per round.
  await db.execute(sql`select setseed(0.42)`);
  const finished = await db
    .select({ id: matches.id, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.status, "finished"))
    .orderBy(sql`random()`)
    .limit(count * 2);
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .orderBy(sql`random()`)
    .limit(count);
  const seasonRows = await db
    .select({ competitionId: seasons.competitionId, name: seasons.name })
    .from(seasons)
    .orderBy(sql`random()`)
    .limit(count);
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const dayOf = (i: number) => pick(finished, i).kickoffAt.toISOString().slice(0, 10);
  // Half the searches name one club, the other half a partial name with a typo.
  const searchFor = (i: number) => {
    const name = pick(teamRows, i).name;
    return i % 2 === 0 ? name : `${name.slice(0, 5)}x${name.slice(6, 9)}`;
  };

  const reads: Array<[string, (i: number) => Promise<unknown>]> = [
    ["day list", (i) => listMatchesByDate(db, { date: dayOf(i), tz: "Europe/London" })],
    [
      "standings",
      (i) => getStandings(db, pick(seasonRows, i).competitionId, { season: pick(seasonRows, i).name }),
    ],
    ["team page (all it awaits)", (i) => readTeamPage(db, pick(teamRows, i).id)],
    ["- team header", (i) => getTeam(db, pick(teamRows, i).id)],
    ["- team results", (i) => listTeamMatches(db, pick(teamRows, i).id, { when: "results", limit: 10 })],
    ["- top scorers", (i) => getTopScorers(db, pick(seasonRows, i).competitionId, { limit: 500 })],
    ["match centre", (i) => getMatchCentre(db, pick(finished, i).id)],
    ["head-to-head", (i) => getHeadToHead(db, pick(finished, count + i).id, 10)],
    ["search", (i) => search(db, searchFor(i))],
  ];

  const sizes: string[] = [];
  for (const table of ["matches", "match_events", "teams", "players", "users"]) {
    const result = await db.execute<{ rows: string }>(
      sql`select count(*)::text as rows from ${sql.raw(table)}`,
    );
    const [row] = (result as unknown as { rows: Array<{ rows: string }> }).rows;
    sizes.push(`${table} ${Number(row!.rows).toLocaleString("en")}`);
  }
  process.stdout.write(`${database.kind}, scale ${scale}: ${sizes.join(", ")}\n`);
  process.stdout.write(`${rounds} rounds each after ${warmUp} warm-up calls, a new target every call\n\n`);
  process.stdout.write("| read | p50 ms | p95 ms |\n|---|---:|---:|\n");
  for (const [label, read] of reads) {
    for (let i = 0; i < warmUp; i++) await read(i);
    const durations: number[] = [];
    for (let i = warmUp; i < count; i++) {
      const t0 = performance.now();
      await read(i);
      durations.push(performance.now() - t0);
    }
    durations.sort((a, b) => a - b);
    const at = (q: number) => durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)]!;
    process.stdout.write(`| ${label} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |\n`);
  }
} finally {
  await database.close();
}
