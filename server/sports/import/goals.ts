import { and, eq, inArray } from "drizzle-orm";
import { chunk, type Tx } from "../../platform/transactions.ts";
import { type MatchEventType, type MatchPeriod, matchEvents, players } from "../schema.ts";
import type { ParsedFile, ParsedGoal, ParsedMatch } from "./parse.ts";

function periodOf(goal: ParsedGoal): MatchPeriod {
  if (goal.minute <= 45) return "1H";
  if (goal.minute <= 90) return "2H";
  return goal.minute <= 105 ? "ET1" : "ET2";
}

const periodRank: Record<string, number> = { "1H": 0, "2H": 1, ET1: 2, ET2: 3 };

/** Replaces the imported goals of every match in the file (goals are the only events the files carry). */
export async function writeGoals(
  tx: Tx,
  file: ParsedFile,
  matchIds: Map<string, number>,
  sourceKeyOf: (m: ParsedMatch) => string,
  teamId: (raw: string) => number,
  allNew = false,
): Promise<number> {
  const withGoals = file.matches.filter((m) => m.goals.length > 0);
  const ids = file.matches.map((m) => matchIds.get(sourceKeyOf(m))!);
  // Matches created just now have no goals yet: nothing to delete.
  for (const part of allNew ? [] : chunk(ids, 1000)) {
    await tx
      .delete(matchEvents)
      .where(and(eq(matchEvents.source, "openfootball"), inArray(matchEvents.matchId, part)));
  }
  if (withGoals.length === 0) return 0;

  const scorerRows = new Map<string, { teamId: number; name: string }>();
  for (const m of withGoals) {
    for (const goal of m.goals) {
      const side = goal.ownGoal ? (goal.side === "home" ? "away" : "home") : goal.side;
      const playerTeam = teamId(side === "home" ? m.home : m.away);
      scorerRows.set(`${playerTeam}|${goal.name}`, { teamId: playerTeam, name: goal.name });
    }
  }
  const playerIds = new Map<string, number>();
  for (const part of chunk([...scorerRows.values()], 1000)) {
    await tx.insert(players).values(part).onConflictDoNothing();
    const rows = await tx
      .select({ id: players.id, teamId: players.teamId, name: players.name })
      .from(players)
      .where(
        and(
          inArray(players.teamId, [...new Set(part.map((p) => p.teamId))]),
          inArray(
            players.name,
            part.map((p) => p.name),
          ),
        ),
      );
    for (const row of rows) playerIds.set(`${row.teamId}|${row.name}`, row.id);
  }

  const eventRows = withGoals.flatMap((m) => {
    const ordered = m.goals
      .map((goal) => ({ goal, period: periodOf(goal) }))
      .sort(
        (a, b) =>
          periodRank[a.period]! - periodRank[b.period]! ||
          a.goal.minute - b.goal.minute ||
          (a.goal.stoppage ?? 0) - (b.goal.stoppage ?? 0),
      );
    let home = 0;
    let away = 0;
    return ordered.map(({ goal, period }, i) => {
      if (goal.side === "home") home += 1;
      else away += 1;
      const playerSide = goal.ownGoal ? (goal.side === "home" ? "away" : "home") : goal.side;
      const playerTeam = teamId(playerSide === "home" ? m.home : m.away);
      const type: MatchEventType = goal.ownGoal ? "own-goal" : goal.penalty ? "penalty-goal" : "goal";
      return {
        matchId: matchIds.get(sourceKeyOf(m))!,
        type,
        period,
        minute: goal.minute,
        stoppage: goal.stoppage,
        // A goal counts for the side it is credited to, own goals included.
        teamId: teamId(goal.side === "home" ? m.home : m.away),
        playerId: playerIds.get(`${playerTeam}|${goal.name}`) ?? null,
        playerName: goal.name,
        detail: { score: `${home}-${away}` },
        source: "openfootball",
        sourceEventId: `${sourceKeyOf(m)}:${i + 1}`,
      };
    });
  });
  for (const part of chunk(eventRows, 2000)) await tx.insert(matchEvents).values(part);
  return eventRows.length;
}
