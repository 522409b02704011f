import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import type { LiveService } from "../live/service.ts";
import type { AuditActor } from "../platform/audit/audit.ts";
import { JOBS_TOPIC } from "../platform/job-progress.ts";
import { defineJob, type Jobs } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import { frame } from "../platform/streams/frames.ts";
import type { StreamHub, Topic } from "../platform/streams/hub.ts";
import type { StreamPart } from "../platform/streams/multiplex.ts";
import { matches, seasons } from "../sports/schema.ts";
import { beforeKickoff, type MatchOddsState, readMatchState } from "./match-state.ts";
import { refitRatings } from "./ratings.ts";
import { latestRowPrices, type RowPrice, rowPriceOf } from "./row-prices.ts";
import { oddsPrices, oddsRatings } from "./schema.ts";
import {
  type OddsPreference,
  type OddsSettingsPatch,
  type OddsSettingsView,
  readOddsSettings,
  readPreference,
  savePreference,
  updateOddsSettings,
} from "./settings.ts";
import { type MatchOdds, matchOdds, oddsOfState } from "./view.ts";

/** Odds have their own topic and sequence: nothing rides the live log's numbering. */
export { adoptGuestPreference } from "./settings.ts";

export const ODDS_TOPIC = "odds";
export const oddsGroupOf = (matchId: number) => `match:${matchId}`;
/** Every live match's row prices (`price` frames), for the all-matches live stream. */
export const ODDS_ROWS_GROUP = "rows";
/** Nightly, after the night's results are in. */
export const REFIT_CRON = "40 3 * * *";
const IMPORT_JOB = "openfootball-import";

type OddsEntry = { seq: number; odds: MatchOdds };

export type OddsService = ReturnType<typeof createOddsService>;

export type OddsDeps = {
  db: Db;
  config: Pick<Config, "ODDS_ENABLED">;
  logger: Logger;
  live: Pick<LiveService, "onEntry">;
  streams: StreamHub;
  jobs: Jobs;
  /** The wall clock the match clock is read against; tests move it by hand. */
  now?: () => Date;
};

/** How often live matches are repriced without an event: well inside each match minute. */
export const REPRICE_EVERY_MS = 10_000;

/** A history row per minute of play (stoppage minutes too) and per status within it. */
const minuteKey = (odds: MatchOdds, match: MatchOddsState) =>
  `minute:${odds.minute ?? 0}${match.state.stoppage > 0 ? `+${match.state.stoppage}` : ""}:${odds.status}`;

/** What a fan would notice changing: the state and every price and chance. */
const shown = (odds: MatchOdds) => JSON.stringify([odds.status, odds.minute, odds.score, odds.markets]);

/**
 * Prices for live matches: recomputed from the stored match after every live event
 * this process hears and as the match clock runs, kept as price history, and sent on
 * the `odds` topic. Every process computes the same prices from the same state and
 * minute, so each feeds its own streams (local sequence) and the history's key makes
 * their writes one row.
 */
export function createOddsService(deps: OddsDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const latest = new Map<number, MatchOdds>();
  let seq = 0;
  const topic: Topic<OddsEntry> = deps.streams.topic<OddsEntry>(ODDS_TOPIC, {
    seqOf: (entry) => entry.seq,
    route: (entry) => {
      const row = rowPriceOf(entry.odds);
      const match = [oddsGroupOf(entry.odds.match_id), frame("odds", entry.odds, entry.seq)] as const;
      return row ? [match, [ODDS_ROWS_GROUP, frame("price", row, entry.seq)] as const] : [match];
    },
    onDeliver: (entry) => latest.set(entry.odds.match_id, entry.odds),
    ready: (group, lastSeq) => {
      if (group === ODDS_ROWS_GROUP) {
        const prices = [...latest.values()].map(rowPriceOf).filter((row) => row !== null);
        return frame("ready", { seq: lastSeq, prices });
      }
      const matchId = Number(group.slice("match:".length));
      return frame("ready", { seq: lastSeq, odds: latest.get(matchId) ?? null });
    },
    window: 2_000,
  });

  const refitJob = defineJob({
    name: "odds-refit",
    payload: z.object({ competition_ids: z.array(z.number().int().positive()).max(10_000).optional() }),
    retries: 2,
    timeoutSeconds: 900,
    async handle(run) {
      await run.progress({ done: 0, total: 1, message: "fitting ratings" });
      const result = await refitRatings(db, run.payload.competition_ids);
      await run.progress({
        done: 1,
        total: 1,
        message: `${result.competitions} competition(s) from ${result.results} results`,
      });
    },
  });

  /** A history row of the prices as published: the fair chances per market, the margin, the score. */
  const historyRow = (odds: MatchOdds, key: string) => ({
    matchId: odds.match_id,
    key,
    status: odds.status,
    minute: odds.minute,
    home: odds.score[0],
    away: odds.score[1],
    probabilities: Object.fromEntries(
      odds.markets.map((market) => [
        market.key,
        Object.fromEntries(market.selections.map((s) => [s.key, s.probability])),
      ]),
    ),
    margin: odds.margin,
  });

  /**
   * A match's history starts at its pre-match price, dated at kick-off, whenever this process first
   * prices it in play (a server started mid-match, a match that kicked off unwatched): the chart
   * begins where the match began, not at the minute a server first looked.
   */
  const opened = new Set<number>();
  async function openHistory(match: MatchOddsState, settings: OddsSettingsView): Promise<void> {
    if (opened.has(match.matchId) || match.state.phase === "pre") return;
    const first = await oddsOfState(db, beforeKickoff(match), settings, match.kickoffAt);
    await db
      .insert(oddsPrices)
      .values({ ...historyRow(first, "pre-match"), at: match.kickoffAt })
      .onConflictDoNothing();
    opened.add(match.matchId);
  }

  /**
   * Prices of a match now, stored under `key` (an event, a minute, the settlement) and
   * sent to its stream; with `onlyChanged`, sent only when they differ from the last sent.
   */
  async function reprice(
    matchId: number,
    key: (odds: MatchOdds, match: MatchOddsState) => string,
    onlyChanged = false,
  ): Promise<MatchOdds | null> {
    const at = now();
    const settings = await readOddsSettings(db);
    const match = await readMatchState(db, matchId, at);
    if (!match || settings.disabled_competitions.includes(match.competitionId)) {
      // Switched off: nothing more is sent, and no stream starts from its last prices.
      latest.delete(matchId);
      return null;
    }
    const odds = await oddsOfState(db, match, settings, at);
    const before = latest.get(matchId);
    if (onlyChanged && before && shown(before) === shown(odds)) return odds;
    await openHistory(match, settings);
    await db
      .insert(oddsPrices)
      .values(historyRow(odds, key(odds, match)))
      .onConflictDoNothing();
    seq += 1;
    topic.receive({ seq, odds });
    return odds;
  }

  const failed = (error: unknown) => logger.warn({ err: error }, "odds: repricing failed");

  /** The match's odds now, refused for an unknown match or one whose competition shows none. */
  const oddsOfMatch = async (matchId: number): Promise<MatchOdds> =>
    matchOdds(db, matchId, await readOddsSettings(db), now());

  /**
   * A suspension lifts and the clock moves without any event: every live match is priced
   * again, and what changed is sent, so prices move with the time left as well as with
   * events. One history row a minute of play, and one when a suspension ends.
   */
  async function repriceLive(): Promise<void> {
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, "live"))
      .orderBy(asc(matches.id));
    await Promise.all(rows.map((row) => reprice(row.id, minuteKey, true).catch(failed)));
  }
  const timers: NodeJS.Timeout[] = [];
  const stops: Array<() => void> = [];

  return {
    topic,
    job: refitJob,
    /** Subscribes to live events and the minute tick, and schedules the nightly refit. */
    async start(): Promise<() => Promise<void>> {
      if (!deps.config.ODDS_ENABLED) return async () => {};
      await deps.jobs.every(refitJob, REFIT_CRON, {});
      // A new site (or one upgraded to odds) fits its ratings before its first price: priced on the
      // league-average stand-in, every match would open at one price and jump once the fit landed.
      const [fitted] = await db.select({ id: oddsRatings.competitionId }).from(oddsRatings).limit(1);
      if (!fitted) await refitRatings(db).catch(failed);
      // Events are priced one after another, in the order they were logged: two quick goals send
      // their prices in that order, and a price out means every earlier event's is out too.
      let priced = Promise.resolve();
      stops.push(
        deps.live.onEntry((entry) => {
          priced = priced
            .then(() =>
              reprice(entry.matchId, (odds) =>
                odds.status === "settled" ? "settled" : `event:${entry.seq}`,
              ),
            )
            .then(() => undefined, failed);
        }),
      );
      // After an import finishes, the new results go into the ratings.
      stops.push(
        deps.streams.bus.subscribe((name, message) => {
          const entry = message as { kind?: string; state?: string };
          if (name === JOBS_TOPIC && entry.kind === IMPORT_JOB && entry.state === "completed") {
            void deps.jobs.send(refitJob, {}, { singletonKey: "after-import" }).catch(failed);
          }
        }),
      );
      // A server starting mid-match prices its live matches at once: a stream's `ready` and the
      // history have them before the first tick.
      await repriceLive().catch(failed);
      const tick = setInterval(() => void repriceLive().catch(failed), REPRICE_EVERY_MS);
      tick.unref();
      timers.push(tick);
      return async () => {
        for (const timer of timers) clearInterval(timer);
        for (const stop of stops) stop();
      };
    },
    enabled: deps.config.ODDS_ENABLED,
    /** The match's odds now, as the API answers them: refused for an unknown match or one whose competition shows none. */
    ofMatch: oddsOfMatch,
    /** The match's odds now; null when odds are off on the site or for its competition (unknown match: 404). */
    async current(matchId: number): Promise<MatchOdds | null> {
      if (!deps.config.ODDS_ENABLED) return null;
      try {
        return await oddsOfMatch(matchId);
      } catch (error) {
        if ((error as { code?: string }).code === "odds-disabled") return null;
        throw error;
      }
    },
    settings: () => readOddsSettings(db),
    /**
     * The odds part of another domain's stream: a match's full odds, or (null) every
     * live row's prices. Null when the operator shows none there (site or competition).
     */
    async streamPart(matchId: number | null): Promise<StreamPart | null> {
      if (!deps.config.ODDS_ENABLED) return null;
      if (matchId === null) return { topic, group: ODDS_ROWS_GROUP };
      const [row] = await db
        .select({ competitionId: seasons.competitionId })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(eq(matches.id, matchId));
      if (!row || (await readOddsSettings(db)).disabled_competitions.includes(row.competitionId)) return null;
      return { topic, group: oddsGroupOf(matchId) };
    },
    /** Live rows' prices for a list page, in one query; empty with odds off on the site. */
    async rowPrices(matchIds: readonly number[]): Promise<RowPrice[]> {
      if (!deps.config.ODDS_ENABLED) return [];
      return latestRowPrices(db, await readOddsSettings(db), matchIds);
    },
    updateSettings: (
      by: { actor: AuditActor; ip?: string | null },
      baseVersion: number,
      patch: OddsSettingsPatch,
    ) => updateOddsSettings(db, by, baseVersion, patch),
    preference: (userId: number) => readPreference(db, userId),
    savePreference: (userId: number, preference: OddsPreference) => savePreference(db, userId, preference),
    reprice: (matchId: number) => reprice(matchId, (odds) => `manual:${odds.updated_at}`),
    repriceLive,
    refit: (competitionIds?: number[]) => refitRatings(db, competitionIds),
    /** The stored price history, oldest first. */
    async history(matchId: number) {
      const rows = await db
        .select()
        .from(oddsPrices)
        .where(
          and(eq(oddsPrices.matchId, matchId), inArray(oddsPrices.status, ["open", "suspended", "settled"])),
        )
        .orderBy(asc(oddsPrices.at), asc(oddsPrices.id));
      return rows.map((row) => ({
        at: row.at.toISOString(),
        status: row.status,
        minute: row.minute,
        score: [row.home, row.away] as [number, number],
        margin: row.margin,
        probabilities: row.probabilities,
      }));
    },
  };
}
