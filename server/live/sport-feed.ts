import { and, asc, eq, inArray } from "drizzle-orm";
import { isAppError } from "../http/errors.ts";
import { createRandom, type Random } from "../platform/random.ts";
import { type CompetitionFormat, competitions, matches, seasons, teams } from "../sports/schema.ts";
import { inPlayOrDue } from "./due.ts";
import { CONSOLE_SOURCE } from "./input.ts";
import { liveLog } from "./schema.ts";
import type { SimulatorOptions } from "./simulator.ts";

/** What every feed is given; the football simulator takes the same. */
export type SportFeedOptions = SimulatorOptions;

/** A live or due match of the feed's sport, with what a step needs to know about it. */
export type FeedMatch = typeof matches.$inferSelect & {
  /** The competition's rules of play; null takes the sport's usual format. */
  format: CompetitionFormat | null;
  strength: [number, number];
};

export type FeedStep = (match: FeedMatch, context: { random: Random; now: Date }) => Promise<void>;

/**
 * The frame every other sport's live feed shares: each tick it finds the sport's matches in play or
 * due to start and hands each to `step`, which plays on through `live.play`. A step refused because
 * someone else moved the match on (an operator, another process) is dropped: the next tick starts
 * from the row as it is.
 */
export function createSportFeed(
  options: SportFeedOptions & { sport: string; name: string; tickMs: number; step: FeedStep },
) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const random = createRandom(options.seed ?? Date.now());

  async function due(at: Date): Promise<FeedMatch[]> {
    const rows = await db
      .select({ match: matches, format: competitions.format })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(inPlayOrDue(db, at, { only: options.sport }))
      .orderBy(asc(matches.id));
    // A match an operator scores in the console is theirs: the feed lets go of it.
    const taken = new Set(
      rows.length === 0
        ? []
        : (
            await db
              .selectDistinct({ matchId: liveLog.matchId })
              .from(liveLog)
              .where(
                and(
                  eq(liveLog.source, CONSOLE_SOURCE),
                  inArray(
                    liveLog.matchId,
                    rows.map(({ match }) => match.id),
                  ),
                ),
              )
          ).map((row) => row.matchId),
    );
    const ids = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))];
    const strength = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: teams.id, strength: teams.strength })
              .from(teams)
              .where(inArray(teams.id, ids))
          ).map((row) => [row.id, row.strength]),
    );
    return rows
      .filter(({ match }) => !taken.has(match.id))
      .map(({ match, format }) => ({
        ...match,
        format,
        strength: [strength.get(match.homeTeamId) ?? 50, strength.get(match.awayTeamId) ?? 50],
      }));
  }

  async function tick() {
    const at = now();
    for (const match of await due(at)) {
      try {
        await options.step(match, { random, now: at });
      } catch (error) {
        if (isAppError(error)) {
          logger.debug({ matchId: match.id, code: error.code }, `${options.name}: step refused`);
          continue;
        }
        // One match's failure must not hold up every other match of the sport: report it and go on.
        options.health?.failed(error);
        logger.warn({ err: error, matchId: match.id }, `${options.name}: step failed`);
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    tick,
    start() {
      timer = setInterval(
        () => {
          if (running) return;
          running = tick()
            .then(() => options.health?.polled())
            .catch((error: unknown) => {
              options.health?.failed(error);
              logger.warn({ err: error }, `${options.name}: step failed`);
            })
            .finally(() => {
              running = undefined;
            });
        },
        Math.max(50, options.tickMs / options.speed),
      );
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
