import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { isAppError } from "../http/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { createRandom } from "../platform/random.ts";
import { matchEvents, matches, players, stages, teams } from "../sports/schema.ts";
import { PLAY_SPORTS } from "../sports/service.ts";
import { takenOverMatches } from "./console-scoring.ts";
import { inPlayOrDue } from "./due.ts";
import type { FeedReporter } from "./feed-health.ts";
import { refereeOf } from "./rules.ts";
import { liveLog } from "./schema.ts";
import type { LiveService } from "./service.ts";
import {
  dueReviews,
  isPause,
  maybeReview,
  type PeriodMarker,
  playMinute,
  rateFor,
  resumeAt,
  type SimAction,
  type SimState,
} from "./sim-script.ts";
import { createSimStats } from "./sim-stats.ts";

export type SimulatorOptions = {
  live: LiveService;
  db: Db;
  logger: Logger;
  /** Match minutes per real minute: 60 plays a minute each second. */
  speed: number;
  seed?: number;
  now?: () => Date;
  /** Told after every minute played, or why it failed. */
  health?: FeedReporter;
};

const followed = ["1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN"];

/** Each match's last period marker in the live log: where it stands when a simulator takes it up. */
async function lastPeriodMarkers(db: Db, matchIds: number[]): Promise<Map<number, PeriodMarker>> {
  const rows = await db
    .selectDistinctOn([liveLog.matchId], { matchId: liveLog.matchId, entry: liveLog.entry })
    .from(liveLog)
    .where(
      and(
        inArray(liveLog.matchId, matchIds),
        sql`${liveLog.entry}->>'kind' = 'event'`,
        sql`${liveLog.entry}->'event'->>'type' in ('period-start', 'period-end')`,
      ),
    )
    .orderBy(liveLog.matchId, desc(liveLog.seq));
  return new Map(
    rows.flatMap(({ matchId, entry }) =>
      entry.kind === "event" && (entry.event.type === "period-start" || entry.event.type === "period-end")
        ? [[matchId, { type: entry.event.type, period: entry.event.period, at: new Date(entry.at) }] as const]
        : [],
    ),
  );
}

/**
 * Plays the demo world's matches in real time through the ingest path: kicks
 * off scheduled matches when they are due and plays live ones to full time.
 */
export function createSimulator(options: SimulatorOptions) {
  const { live, db, logger } = options;
  const now = options.now ?? (() => new Date());
  const draw = createRandom(options.seed ?? Date.now());
  const tracked = new Map<number, SimState & { version: number }>();
  const stats = createSimStats({ live, db, logger, seed: options.seed });
  const unsubscribe = live.onEntry((entry) => {
    const state = tracked.get(entry.matchId);
    if (!state) return;
    // Goals from other sources (an operator, a correction) count towards a tie too.
    if (entry.match.version >= state.version) state.score = [entry.match.home ?? 0, entry.match.away ?? 0];
    state.version = Math.max(state.version, entry.match.version);
    if (entry.match.status !== "live") tracked.delete(entry.matchId);
  });

  /** Takes up the matches in play or due; answers those it started a period of just now. */
  async function follow(): Promise<Set<number>> {
    const at = now();
    // Not the sports that have feeds of their own, playing by their rules.
    const rows = await db
      .select()
      .from(matches)
      .where(inPlayOrDue(db, at, { except: PLAY_SPORTS }))
      .orderBy(asc(matches.id));
    // A match an operator scores in the live console is theirs from then on: the simulator lets go.
    const taken = await takenOverMatches(db, [...new Set([...tracked.keys(), ...rows.map((row) => row.id)])]);
    for (const matchId of taken) {
      if (tracked.delete(matchId)) stats.forget(matchId);
    }
    const fresh = rows.filter(
      (row) =>
        !tracked.has(row.id) &&
        !taken.has(row.id) &&
        (row.status === "scheduled" || followed.includes(row.period ?? "")),
    );
    const started = new Set<number>();
    if (fresh.length === 0) return started;
    const teamIds = [...new Set(fresh.flatMap((row) => [row.homeTeamId, row.awayTeamId]))];
    const strength = new Map(
      (
        await db
          .select({ id: teams.id, strength: teams.strength })
          .from(teams)
          .where(inArray(teams.id, teamIds))
      ).map((t) => [t.id, t.strength]),
    );
    const squad = await db
      .select({ teamId: players.teamId, name: players.name })
      .from(players)
      .where(inArray(players.teamId, teamIds))
      .orderBy(asc(players.id));
    const namesOf = (teamId: number) => squad.filter((p) => p.teamId === teamId).map((p) => p.name);
    const stageIds = fresh.flatMap((row) => (row.stageId === null ? [] : [row.stageId]));
    const knockouts = new Set(
      stageIds.length === 0
        ? []
        : (
            await db
              .select({ id: stages.id })
              .from(stages)
              .where(and(inArray(stages.id, stageIds), eq(stages.kind, "knockout")))
          ).map((stage) => stage.id),
    );
    const timeline = await db
      .select()
      .from(matchEvents)
      .where(
        inArray(
          matchEvents.matchId,
          fresh.map((row) => row.id),
        ),
      )
      .orderBy(asc(matchEvents.id));
    const markers = await lastPeriodMarkers(
      db,
      fresh.map((row) => row.id),
    );
    for (const row of fresh) {
      // The first eleven of a squad start; the match so far says who is still on the pitch.
      const [home, away] = [namesOf(row.homeTeamId), namesOf(row.awayTeamId)];
      const lineup = {
        starters: [home.slice(0, 11), away.slice(0, 11)] as [string[], string[]],
        bench: [home.slice(11), away.slice(11)] as [string[], string[]],
      };
      const played = timeline.filter((event) => event.matchId === row.id && !event.cancelled);
      const referee = refereeOf(played, row, lineup);
      const sides = referee.teams;
      const state: SimState & { version: number } = {
        matchId: row.id,
        version: row.version,
        teams: [row.homeTeamId, row.awayTeamId],
        rates: rateFor([strength.get(row.homeTeamId) ?? 50, strength.get(row.awayTeamId) ?? 50]),
        squads: [[...sides[0].onPitch!], [...sides[1].onPitch!]],
        benches: [[...sides[0].bench!], [...sides[1].bench!]],
        phase: "1H",
        knockout: row.stageId !== null && knockouts.has(row.stageId),
        score: [row.homeScore ?? 0, row.awayScore ?? 0],
        shootout: row.period === "PEN" ? referee : null,
        minute: 0,
        added: draw.int(1, 5),
        breakLeft: 15,
        subsLeft: [5 - sides[0].subs, 5 - sides[1].subs],
        windowsLeft: [3 - sides[0].windows, 3 - sides[1].windows],
        booked: [new Set(sides[0].booked), new Set(sides[1].booked)],
        reviews: [],
      };
      // Time that passed before we started following the match ran at real speed.
      if (row.status === "live")
        Object.assign(state, resumeAt(row, markers.get(row.id) ?? null, at, state.added));
      tracked.set(row.id, state);
      // A period that starts now is played from the next minute, as after a break.
      if (row.status === "scheduled") {
        await submit(state, { type: "period-start", period: "1H", minute: 0 });
        started.add(row.id);
      } else if (state.phase === "PEN" && row.period !== "PEN") {
        // Extra time ended, but the shoot-out was not under way yet.
        await submit(state, { type: "period-start", period: "PEN", minute: 120 });
        started.add(row.id);
      }
    }
    return started;
  }

  async function submit(state: SimState & { version: number }, action: SimAction) {
    const { scoring, ...event } = action;
    try {
      // Stamped with our clock, so periods and breaks are timed the way we play them.
      const result = await live.ingest(
        {
          source: "simulator",
          sourceEventId: `${state.matchId}:v${state.version}`,
          matchId: state.matchId,
          event,
        },
        { now: now() },
      );
      state.version = Math.max(state.version, result.entry.match.version);
      state.score = [result.entry.match.home ?? 0, result.entry.match.away ?? 0];
      if (scoring && result.applied) maybeReview(state, draw, result.entry.event.id);
    } catch (error) {
      // Someone else (an operator, a feed) moved the match on; pick it up afresh next minute.
      if (!isAppError(error)) throw error;
      logger.debug({ matchId: state.matchId, code: error.code }, "simulator: event refused");
      tracked.delete(state.matchId);
    }
  }

  /** Plays one match minute everywhere. */
  async function playOneMinute() {
    const started = await follow();
    for (const state of [...tracked.values()]) {
      if (started.has(state.matchId)) continue;
      // VAR verdicts go in first: the minute's play (a final whistle, extra time) needs the score after them.
      const reviews = dueReviews(state);
      for (const action of reviews) {
        if (tracked.has(state.matchId)) await submit(state, action);
      }
      const played = tracked.has(state.matchId) ? playMinute(state, draw) : [];
      const actions = [...reviews, ...played];
      for (const action of played) {
        if (!tracked.has(state.matchId)) break;
        await submit(state, action);
      }
      if (tracked.has(state.matchId)) await stats.afterMinute(state, actions);
      else stats.forget(state.matchId);
      if (state.phase === "over") tracked.delete(state.matchId);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    playOneMinute,
    /** Takes up the matches in play or due, as the start of each minute does, without playing. */
    takeUp: async () => void (await follow()),
    get tracked() {
      return [...tracked.keys()];
    },
    /** Where it has a match: the period or break, the minutes played in a period, the minutes left of a break. */
    progressOf(matchId: number) {
      const state = tracked.get(matchId);
      if (!state) return undefined;
      const pause = isPause(state.phase);
      const played = !pause && state.phase !== "PEN" && state.phase !== "over";
      return {
        phase: state.phase,
        minute: played ? state.minute : null,
        breakLeft: pause ? state.breakLeft : null,
      };
    },
    start() {
      timer = setInterval(
        () => {
          if (running) return;
          running = playOneMinute()
            .then(() => options.health?.polled())
            .catch((error: unknown) => {
              options.health?.failed(error);
              logger.warn({ err: error }, "simulator: minute failed");
            })
            .finally(() => {
              running = undefined;
            });
        },
        Math.max(50, 60_000 / options.speed),
      );
    },
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
