import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/connect.ts";
import { type PlanNode, planNodes, type Statement, statementRecorder } from "../../db/query-plans.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { matches, players, seasons, teams } from "../schema.ts";
import { generateBulkData } from "../testing/bulk-data.ts";
import { getMatchCentre } from "./centre.ts";
import { getHeadToHead, listMatchesByDate } from "./matches.ts";
import { readPlayerPage } from "./player-page.ts";
import { getTopScorers } from "./scorers.ts";
import { search } from "./search.ts";
import { getSeasonRecord } from "./season-record.ts";
import { getStandings } from "./standings.ts";
import { readTeamPage } from "./team-page.ts";
import { getTeam, listTeamMatches } from "./teams.ts";

// The tables that grow with the site: a read that scans one of them whole gets slower every season.
const largeTables = new Set(["matches", "match_events", "users", "teams", "players"]);
// Search scores names in memory (search.ts) and reads the name lists whole by design; no index
// could serve these, and they are the only whole-table reads allowed here.
const nameLists = new Set([
  'select "id", "name", "short_name", "local_names" from "teams"',
  'select "id", "name" from "players"',
]);
const now = new Date("2026-11-20T12:00:00Z");

let database: Database;
let recorder: Awaited<ReturnType<typeof statementRecorder>>;
const target = { matchId: 0, teamId: 0, playerId: 0, competitionId: 0, season: "", date: "", teamName: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  // One league over two seasons (760 matches and their events): enough rows for the planner to care.
  await generateBulkData(database.db, { scale: 0.0005, pepper: "plans", now, batchRows: 20_000 });
  const [match] = await database.db
    .select({ id: matches.id, kickoffAt: matches.kickoffAt, seasonId: matches.seasonId })
    .from(matches)
    .where(and(eq(matches.status, "finished"), eq(matches.roundNumber, 30)))
    .orderBy(asc(matches.id))
    .limit(1);
  const [season] = await database.db.select().from(seasons).where(eq(seasons.id, match!.seasonId));
  const [team] = await database.db.select().from(teams).orderBy(asc(teams.id)).limit(1);
  const [player] = await database.db
    .select()
    .from(players)
    .where(eq(players.teamId, team!.id))
    .orderBy(asc(players.id))
    .limit(1);
  Object.assign(target, {
    matchId: match!.id,
    teamId: team!.id,
    teamName: team!.name,
    playerId: player!.id,
    competitionId: season!.competitionId,
    season: season!.name,
    date: match!.kickoffAt.toISOString().slice(0, 10),
  });
  recorder = await statementRecorder(database);
});
afterAll(async () => {
  await recorder?.close();
  await database?.close();
});

/** The product reads a page makes, each run once on the recording handle. */
const reads: Array<[string, (db: Db) => Promise<unknown>]> = [
  ["day list", (db) => listMatchesByDate(db, { date: target.date, tz: "Europe/London", now })],
  ["standings", (db) => getStandings(db, target.competitionId, { season: target.season })],
  ["team page", (db) => readTeamPage(db, target.teamId, now)],
  ["season record", (db) => getSeasonRecord(db, target.teamId)],
  ["player page", (db) => readPlayerPage(db, target.playerId)],
  ["match centre", (db) => getMatchCentre(db, target.matchId)],
  ["head-to-head", (db) => getHeadToHead(db, target.matchId, 10)],
  ["search", (db) => search(db, target.teamName, { now })],
];

/** Scans that read a large table whole: a sequential scan, or an index walked without a condition. */
function fullScans(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => largeTables.has(node["Relation Name"] ?? ""))
    .filter((node) => node["Node Type"] === "Seq Scan")
    .map((node) => `${node["Node Type"]} on ${node["Relation Name"]}`);
}

describe("the team page's reads", () => {
  it("reads a club's header, ten fixtures, ten results and its league's scorers; nothing for an unknown id", async () => {
    const page = await readTeamPage(database.db, target.teamId, now);
    expect(page?.team.id).toBe(target.teamId);
    expect(page?.competitions.map((competition) => competition.id)).toEqual([target.competitionId]);
    expect(page?.results?.data).toHaveLength(10);
    expect(page?.results?.data.every((match) => match.status === "finished")).toBe(true);
    const clubs = (match: { home: { id: number }; away: { id: number } }) => [match.home.id, match.away.id];
    expect(page?.fixtures?.data.every((match) => clubs(match).includes(target.teamId))).toBe(true);
    expect(page?.scorerLists[0]?.length).toBeGreaterThan(0);
    expect(await readTeamPage(database.db, 2_000_000_000, now)).toBeNull();
  });

  it("answers what the team API's header, fixtures, results and scorers answer, read one by one", async () => {
    const db = database.db;
    for (const id of [target.teamId, target.teamId + 7]) {
      const team = await getTeam(db, id, now);
      const competitions = team!.competitions.slice(0, 3);
      expect(await readTeamPage(db, id, now)).toEqual({
        team,
        competitions,
        fixtures: await listTeamMatches(db, id, { when: "fixtures", limit: 10 }),
        results: await listTeamMatches(db, id, { when: "results", limit: 10 }),
        scorerLists: await Promise.all(competitions.map((c) => getTopScorers(db, c.id, { limit: 500 }))),
      });
      expect(team?.nextMatch).not.toBeNull();
      expect(team?.form).toHaveLength(5);
    }
  });
});

describe("query plans of the main reads", () => {
  it.each(reads)("%s reads large tables through indexes", async (_label, read) => {
    recorder.statements.length = 0;
    await read(recorder.db);
    const sent: Statement[] = [...recorder.statements];
    expect(sent.length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const statement of sent.filter((sent) => !nameLists.has(sent.sql))) {
      // With sequential scans priced out, one still chosen means no index can serve the query.
      const plan = await recorder.explain(statement, ["set enable_seqscan = off"]);
      for (const scan of fullScans(plan)) offenders.push(`${scan}: ${statement.sql}`);
    }
    expect(offenders).toEqual([]);
  });
});
