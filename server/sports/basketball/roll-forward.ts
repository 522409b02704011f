import { and, eq, max } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, matches, seasons } from "../schema.ts";
import { demoBasketballLeague } from "./demo-plan.ts";

const day = 86_400_000;

/** As the football leagues': a month of games ahead always. */
const rollAhead = 35 * day;

/**
 * The demo basketball league's regular season goes on as days pass, as real ones run for months: when
 * its last game is less than five weeks ahead, its last round robin is played again, home and away
 * swapped, each round three days after the one before at the same clock times, in the same stage and
 * conferences. Rounds are numbered on, and the games' source keys with them, so a second run writes
 * nothing. Answers how many games it added.
 * docs/decisions/080-demo-seasons-roll-forward.md
 */
export async function rollDemoBasketballForward(db: Db, now = new Date()): Promise<number> {
  const [current] = await db
    .select({ seasonId: seasons.id, last: max(matches.kickoffAt), rounds: max(matches.roundNumber) })
    .from(competitions)
    .innerJoin(seasons, and(eq(seasons.competitionId, competitions.id), eq(seasons.isCurrent, true)))
    .innerJoin(matches, eq(matches.seasonId, seasons.id))
    .where(and(eq(competitions.sourceKey, `demo:${demoBasketballLeague.key}`), eq(competitions.isDemo, true)))
    .groupBy(seasons.id);
  if (!current?.last || !current.rounds || current.last.getTime() - now.getTime() >= rollAhead) return 0;
  const games = await db
    .select({
      stageId: matches.stageId,
      groupId: matches.groupId,
      roundNumber: matches.roundNumber,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      kickoffAt: matches.kickoffAt,
      sourceKey: matches.sourceKey,
    })
    .from(matches)
    .where(eq(matches.seasonId, current.seasonId));
  const clubs = new Set(games.flatMap((game) => [game.home, game.away])).size;
  const cycle = clubs - 1;
  let last = games;
  let lastRound = current.rounds;
  const added: typeof games = [];
  for (let latest = current.last.getTime(); latest - now.getTime() < rollAhead; ) {
    const previous = last.filter((game) => (game.roundNumber ?? 0) > lastRound - cycle);
    last = previous.map((game) => {
      const roundNumber = (game.roundNumber ?? 0) + cycle;
      const slot = game.sourceKey?.split(":").at(-1);
      return {
        ...game,
        roundNumber,
        home: game.away,
        away: game.home,
        kickoffAt: new Date(game.kickoffAt.getTime() + 3 * cycle * day),
        sourceKey: `demo:${demoBasketballLeague.key}:r${roundNumber}:${slot}`,
      };
    });
    lastRound += cycle;
    added.push(...last);
    latest = Math.max(...last.map((game) => game.kickoffAt.getTime()));
  }
  const written = await db
    .insert(matches)
    .values(
      added.map((game) => ({
        seasonId: current.seasonId,
        stageId: game.stageId,
        groupId: game.groupId,
        round: `Round ${game.roundNumber}`,
        roundNumber: game.roundNumber,
        homeTeamId: game.home,
        awayTeamId: game.away,
        kickoffAt: game.kickoffAt,
        status: "scheduled" as const,
        sourceKey: game.sourceKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: matches.id });
  return written.length;
}
