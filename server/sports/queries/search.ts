import { inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, players, teams } from "../schema.ts";
import { fold, matchScore } from "./fuzzy.ts";
import { loadTeams, selectCompetitionRefs, toTeamRef } from "./refs.ts";
import type { SearchResults } from "./types.ts";

type Named = { id: number; name: string; extra?: string };

function best(query: string, rows: Named[], limit: number): number[] {
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      score: Math.max(matchScore(query, row.name), row.extra ? matchScore(query, row.extra) : 0),
    }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((hit) => hit.id);
}

/**
 * Teams, competitions and players whose names answer `q`, best first. Names
 * are matched in memory so prefixes and typos work the same on PGlite and
 * PostgreSQL without extensions.
 */
export async function search(db: Db, q: string, options: { limit?: number } = {}): Promise<SearchResults> {
  const limit = options.limit ?? 10;
  if (fold(q).length === 0) return { teams: [], competitions: [], players: [] };
  const [teamNames, competitionNames, playerNames] = await Promise.all([
    db.select({ id: teams.id, name: teams.name, extra: teams.shortName }).from(teams),
    db
      .select({ id: competitions.id, name: competitions.name, extra: competitions.shortName })
      .from(competitions),
    db.select({ id: players.id, name: players.name }).from(players),
  ]);
  const teamIds = best(q, teamNames, limit);
  const competitionIds = best(q, competitionNames, limit);
  const playerIds = best(q, playerNames, limit);

  const teamRows = teamIds.length ? await db.select().from(teams).where(inArray(teams.id, teamIds)) : [];
  const teamById = new Map(teamRows.map((row) => [row.id, toTeamRef(row)]));
  const competitionRefs = competitionIds.length
    ? await selectCompetitionRefs(db, inArray(competitions.id, competitionIds))
    : [];
  const competitionById = new Map(competitionRefs.map((ref) => [ref.id, ref]));
  const playerRows = playerIds.length
    ? await db.select().from(players).where(inArray(players.id, playerIds))
    : [];
  const playerTeams = await loadTeams(
    db,
    playerRows.flatMap((row) => (row.teamId === null ? [] : [row.teamId])),
  );
  const playerById = new Map(
    playerRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        team: row.teamId === null ? null : (playerTeams.get(row.teamId) ?? null),
      },
    ]),
  );
  return {
    teams: teamIds.map((id) => teamById.get(id)!),
    competitions: competitionIds.map((id) => competitionById.get(id)!),
    players: playerIds.map((id) => playerById.get(id)!),
  };
}
