import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type LineupPosition, lineupPlayers, matches, matchLineups, matchStats, players } from "../schema.ts";
import type { StoredStats } from "./stats.ts";

type Writer = Pick<Db, "insert" | "update" | "delete" | "select">;

export type LineupFact = {
  formation: string | null;
  coach: string | null;
  starters: Array<{
    name: string;
    shirtNumber: number | null;
    position: LineupPosition | null;
    captain?: boolean;
  }>;
  bench: Array<{ name: string; shirtNumber: number | null; position: LineupPosition | null }>;
};

/** What a feed knows about a match beyond its events; every part is optional. */
export type MatchCentreFacts = {
  source: string;
  referee?: string | null;
  attendance?: number | null;
  lineups?: { home: LineupFact | null; away: LineupFact | null };
  stats?: [StoredStats & { pressure?: number[] }, StoredStats & { pressure?: number[] }] | null;
};

/** Both teams' statistics, replacing what was stored. */
export async function writeMatchStats(
  db: Writer,
  matchId: number,
  teamIds: [number, number],
  stats: [StoredStats & { pressure?: number[] }, StoredStats & { pressure?: number[] }],
  source: string,
  now = new Date(),
): Promise<void> {
  const rows = teamIds.map((teamId, i) => ({
    matchId,
    teamId,
    ...stats[i]!,
    pressure: stats[i]!.pressure ?? [],
    source,
    updatedAt: now,
  }));
  await db
    .insert(matchStats)
    .values(rows)
    .onConflictDoUpdate({
      target: [matchStats.matchId, matchStats.teamId],
      set: {
        possession: sql`excluded.possession`,
        shots: sql`excluded.shots`,
        shotsOnTarget: sql`excluded.shots_on_target`,
        corners: sql`excluded.corners`,
        fouls: sql`excluded.fouls`,
        offsides: sql`excluded.offsides`,
        saves: sql`excluded.saves`,
        xg: sql`excluded.xg`,
        pressure: sql`excluded.pressure`,
        source: sql`excluded.source`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Stores a feed's officials, line-ups and statistics for a match in one transaction. */
export async function saveMatchCentreFacts(
  db: Db,
  matchId: number,
  facts: MatchCentreFacts,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.id, matchId));
    if (!match) return false;
    const officials = {
      ...(facts.referee !== undefined ? { referee: facts.referee } : {}),
      ...(facts.attendance !== undefined ? { attendance: facts.attendance } : {}),
    };
    if (Object.keys(officials).length > 0)
      await tx.update(matches).set(officials).where(eq(matches.id, matchId));
    if (facts.lineups) {
      for (const [teamId, lineup] of [
        [match.home, facts.lineups.home],
        [match.away, facts.lineups.away],
      ] as const) {
        if (!lineup) continue;
        await writeLineup(tx, matchId, teamId, lineup, facts.source);
      }
    }
    if (facts.stats) await writeMatchStats(tx, matchId, [match.home, match.away], facts.stats, facts.source);
    return true;
  });
}

async function writeLineup(tx: Writer, matchId: number, teamId: number, lineup: LineupFact, source: string) {
  await tx
    .delete(lineupPlayers)
    .where(sql`${lineupPlayers.matchId} = ${matchId} and ${lineupPlayers.teamId} = ${teamId}`);
  await tx
    .insert(matchLineups)
    .values({ matchId, teamId, formation: lineup.formation, coach: lineup.coach, source })
    .onConflictDoUpdate({
      target: [matchLineups.matchId, matchLineups.teamId],
      set: { formation: lineup.formation, coach: lineup.coach, source },
    });
  const squad = await tx
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.teamId, teamId));
  const idOf = new Map(squad.map((player) => [player.name, player.id]));
  const rows = [
    ...lineup.starters.map((player) => ({ ...player, starter: true })),
    ...lineup.bench.map((player) => ({ ...player, starter: false, captain: false })),
  ].map((player, slot) => ({
    matchId,
    teamId,
    playerId: idOf.get(player.name) ?? null,
    name: player.name,
    shirtNumber: player.shirtNumber,
    position: player.position,
    starter: player.starter,
    captain: player.captain ?? false,
    slot,
  }));
  if (rows.length > 0) await tx.insert(lineupPlayers).values(rows);
}
