import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Logger } from "../platform/logger.ts";
import { createRandom } from "../platform/random.ts";
import { matchStats, teams } from "../sports/schema.ts";
import {
  type MinuteFacts,
  newStatsPlay,
  playStatsMinute,
  resumeStatsPlay,
  type StatsPlay,
  storedStatsOf,
} from "../sports/service.ts";
import type { LiveService } from "./service.ts";
import type { SimAction, SimState } from "./sim-script.ts";

export type SimStatsOptions = {
  live: Pick<LiveService, "recordStats">;
  db: Db;
  logger: Logger;
  seed?: number;
};

/** The match minute a simulated minute counts towards; stoppage folds into 45 and 90. */
function matchMinute(state: SimState): number | null {
  if (state.minute < 1) return null;
  if (state.phase === "1H") return Math.min(45, state.minute);
  if (state.phase === "2H") return 45 + Math.min(45, state.minute);
  return null;
}

/** What the timeline got from one side this minute: the statistics grow around it. */
export function factsOf(actions: readonly SimAction[], teamId: number): MinuteFacts {
  const mine = actions.filter((action) => action.teamId === teamId);
  const count = (...types: string[]) => mine.filter((action) => types.includes(action.type)).length;
  return {
    goals: count("goal", "penalty-goal", "own-goal"),
    penalties: count("penalty-goal"),
    missedPenalties: count("missed-penalty"),
    cards: count("yellow-card", "second-yellow", "red-card"),
  };
}

/**
 * Live statistics for simulated matches: after each minute the simulator
 * plays, shots, corners, fouls and possession move on around what the minute's
 * actions were, and the live service stores and streams them. Draws from its
 * own generator, so the simulator's events stay as its seed makes them.
 */
export function createSimStats(options: SimStatsOptions) {
  const { live, db, logger } = options;
  const draw = createRandom((options.seed ?? Date.now()) ^ 0x5a7c);
  const plays = new Map<number, { play: StatsPlay; last: string }>();

  async function load(state: SimState): Promise<StatsPlay> {
    const [strengthRows, stored] = await Promise.all([
      db.select({ id: teams.id, strength: teams.strength }).from(teams).where(inArray(teams.id, state.teams)),
      db.select().from(matchStats).where(eq(matchStats.matchId, state.matchId)),
    ]);
    const strength = (id: number) => strengthRows.find((row) => row.id === id)?.strength ?? 50;
    const strengths: [number, number] = [strength(state.teams[0]), strength(state.teams[1])];
    const [home, away] = state.teams.map((id) => stored.find((row) => row.teamId === id));
    return home && away ? resumeStatsPlay(strengths, [home, away]) : newStatsPlay(strengths);
  }

  return {
    /** Called once per simulated minute with the actions it produced. */
    async afterMinute(state: SimState, actions: readonly SimAction[]): Promise<void> {
      const minute = matchMinute(state);
      const key = `${state.phase}:${state.minute}`;
      const known = plays.get(state.matchId);
      if (minute === null || known?.last === key) {
        if (state.phase === "over") plays.delete(state.matchId);
        return;
      }
      try {
        const entry = known ?? { play: await load(state), last: key };
        entry.last = key;
        plays.set(state.matchId, entry);
        playStatsMinute(entry.play, draw, minute, [
          factsOf(actions, state.teams[0]),
          factsOf(actions, state.teams[1]),
        ]);
        await live.recordStats(state.matchId, storedStatsOf(entry.play));
      } catch (error) {
        logger.warn({ err: error, matchId: state.matchId }, "simulator: statistics failed");
      }
    },
    forget(matchId: number) {
      plays.delete(matchId);
    },
  };
}
