import { createRandom } from "../../platform/random.ts";
import { newStatsPlay, playStatsMinute, quietMinute, storedStatsOf } from "../centre/play-stats.ts";
import type { lineupPlayers, matchLineups, matchStats } from "../schema.ts";
import { rosterOf, seedOf } from "./lineups.ts";
import type { PlanMatch, PlanTeam } from "./plan.ts";

type Ids = {
  matchId: number;
  teamId: (team: PlanTeam) => number;
  playerId: (teamId: number, name: string) => number | null;
};

/** Like substitutions, line-ups are kept for the last ten days: every recent result keeps its statistics. */
export const keepsLineups = (kickoffAt: Date, now: Date) =>
  kickoffAt.getTime() >= now.getTime() - 10 * 86_400_000;

export type DemoCentreRows = {
  lineups: Array<typeof matchLineups.$inferInsert>;
  players: Array<typeof lineupPlayers.$inferInsert>;
  stats: Array<typeof matchStats.$inferInsert>;
};

/**
 * Referee and crowd of a demo match that has kicked off, seeded by the match alone. The referee is
 * one of the home league's country's officials (the cup's are its league's), as real competitions
 * appoint their own.
 */
export function demoOfficials(match: PlanMatch, capacity: number) {
  if (match.status === "scheduled") return { referee: null, attendance: null };
  const random = createRandom(seedOf(`${match.sourceKey}:officials`));
  return {
    referee: random.pick(match.home.league.referees),
    attendance: Math.round(capacity * (0.7 + random.next() * 0.3)),
  };
}

/** Minutes of play so far: the whole match once finished, else the running clock. */
function minutesPlayed(match: PlanMatch): number {
  if (match.status === "finished") return match.period === "FT" ? 90 : 120;
  return match.period === "HT" ? 45 : (match.minute ?? 0);
}

/**
 * Line-ups from the clubs' rosters and statistics played minute by minute
 * around the match's own events, so goals, cards and shots always agree.
 */
export function demoCentreRows(
  match: PlanMatch,
  ids: Ids,
  into: DemoCentreRows,
  options: { lineups: boolean } = { lineups: true },
): void {
  if (match.status !== "finished" && match.status !== "live") return;
  for (const team of options.lineups ? [match.home, match.away] : []) {
    const teamId = ids.teamId(team);
    const roster = rosterOf(team);
    into.lineups.push({
      matchId: ids.matchId,
      teamId,
      formation: roster.formation,
      coach: roster.coach,
      source: "demo",
    });
    const order = [
      ...roster.sheet,
      ...roster.players.map((_, i) => i).filter((i) => !roster.sheet.includes(i)),
    ];
    order.forEach((index, slot) => {
      const player = roster.players[index]!;
      into.players.push({
        matchId: ids.matchId,
        teamId,
        playerId: ids.playerId(teamId, player.name),
        name: player.name,
        shirtNumber: player.shirtNumber,
        position: player.position,
        starter: slot < roster.sheet.length,
        captain: index === roster.captain,
        slot,
      });
    });
  }
  const random = createRandom(seedOf(`${match.sourceKey}:stats`));
  const play = newStatsPlay([match.home.strength, match.away.strength]);
  const played = minutesPlayed(match);
  for (let minute = 1; minute <= played; minute += 1) {
    const facts = (["home", "away"] as const).map((side) => {
      const now = match.events.filter((e) => e.side === side && e.minute === minute && e.period !== "PEN");
      const count = (...types: string[]) => now.filter((e) => types.includes(e.type)).length;
      if (now.length === 0) return quietMinute;
      return {
        goals: count("goal", "penalty-goal", "own-goal"),
        penalties: count("penalty-goal"),
        missedPenalties: count("missed-penalty"),
        cards: count("yellow-card", "second-yellow", "red-card"),
      };
    }) as [typeof quietMinute, typeof quietMinute];
    playStatsMinute(play, random, minute, facts);
  }
  const [home, away] = storedStatsOf(play);
  into.stats.push(
    { matchId: ids.matchId, teamId: ids.teamId(match.home), ...home, source: "demo" },
    { matchId: ids.matchId, teamId: ids.teamId(match.away), ...away, source: "demo" },
  );
}
