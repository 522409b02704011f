import { and, arrayContains, arrayOverlaps, eq, inArray, or, sql } from "drizzle-orm";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { LiveEntry, LivePlayEntry } from "../live/entry.ts";
import type { LiveService } from "../live/service.ts";
import type { Catalogues } from "../platform/i18n.ts";
import type { Logger } from "../platform/logger.ts";
import { requestLocale } from "../platform/request-language.ts";
import type { Tx } from "../platform/transactions.ts";
import { matchEvents, matches, teams } from "../sports/schema.ts";
import { loadTeams, resolveLocalNames } from "../sports/service.ts";
import { checkEndpoint, type SubscriptionInput } from "./input.ts";
import {
  type CancelledGoal,
  isNotifiable,
  messageFor,
  type PushMessage,
  playMessageFor,
  type TeamNames,
} from "./messages.ts";
import { type PushTarget, sendPush, type VapidDetails } from "./push.ts";
import { pushDeliveries, pushSubscriptions } from "./schema.ts";

export type NotifyService = {
  /** For PushManager.subscribe in the browser. */
  publicKey: string;
  /** Saves a browser's subscription and what it follows; the same endpoint again replaces both. */
  subscribe(
    input: SubscriptionInput,
    userId: number | null,
  ): Promise<{ created: boolean; teams: number[]; matches: number[] }>;
  /** Forgets a browser; false when it was not subscribed. */
  unsubscribe(endpoint: string): Promise<boolean>;
  /** Resolves once every push started so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export type NotifyDeps = {
  db: Db;
  config: Pick<
    Config,
    | "NODE_ENV"
    | "DATABASE_URL"
    | "SITE_URL"
    | "SUPPORT_EMAIL"
    | "VAPID_SUBJECT"
    | "VAPID_PUBLIC_KEY"
    | "secrets"
  >;
  logger: Logger;
  live: Pick<LiveService, "onEntry" | "onPlay">;
  /** Pushes are worded in each subscription's language. */
  i18n: Pick<Catalogues, "translator">;
};

/** Pushes in flight at once per entry: enough for a big club without flooding the event loop. */
const CONCURRENCY = 16;
/** A push service answering these has dropped the subscription for good. */
const GONE = new Set([404, 410]);

export function vapidSubjectOf(config: NotifyDeps["config"]): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.SUPPORT_EMAIL) return `mailto:${config.SUPPORT_EMAIL}`;
  const site = new URL(config.SITE_URL);
  return site.protocol === "https:" ? site.origin : `mailto:push@${site.hostname}`;
}

/** Two teams merged into one: browsers that followed the duplicate follow the team that stays. */
export async function replaceFollowedTeam(tx: Tx, fromTeamId: number, intoTeamId: number): Promise<void> {
  await tx.execute(sql`
    update push_subscriptions
    set team_ids = array(select distinct unnest(array_replace(team_ids, ${fromTeamId}::integer, ${intoTeamId}::integer))),
        updated_at = now()
    where ${fromTeamId}::integer = any(team_ids)`);
}

export function createNotifyService(deps: NotifyDeps, options: { timeoutMs?: number } = {}): NotifyService {
  const { db, config, logger } = deps;
  const vapid: VapidDetails = {
    subject: vapidSubjectOf(config),
    publicKey: config.secrets.vapidPublicKey,
    privateKey: config.secrets.vapidPrivateKey,
  };
  if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.VAPID_PUBLIC_KEY) {
    logger.warn(
      "notify: VAPID keys are generated per server; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several serve one site",
    );
  }
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let prunedAt = 0;

  async function deliver(target: PushTarget & { id: number }, message: PushMessage) {
    let status: number | null = null;
    try {
      status = await sendPush(target, JSON.stringify(message), vapid, {
        ttl: message.kind === "full-time" ? 3600 : 900,
        urgency: message.kind === "goal" || message.kind === "goal-disallowed" ? "high" : "normal",
        timeoutMs: options.timeoutMs ?? 10_000,
      });
    } catch (error) {
      logger.warn({ err: error, seq: message.seq }, "notify: push service unreachable");
    }
    if (status !== null && status >= 400 && !GONE.has(status)) {
      logger.warn({ status, seq: message.seq }, "notify: push refused");
    }
    try {
      if (status !== null && GONE.has(status)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      } else {
        await db
          .update(pushDeliveries)
          .set({ status })
          .where(and(eq(pushDeliveries.subscriptionId, target.id), eq(pushDeliveries.seq, message.seq)));
      }
    } catch (error) {
      logger.warn({ err: error, seq: message.seq }, "notify: could not record a push");
    }
  }

  /** Deliveries only guard against repeats of fresh entries; a day later they are history. */
  async function prune() {
    if (Date.now() - prunedAt < 3_600_000) return;
    prunedAt = Date.now();
    await db.delete(pushDeliveries).where(sql`${pushDeliveries.createdAt} < now() - interval '1 day'`);
  }

  /** Pushes a live entry's message to the followers of its teams or match, once per process cluster. */
  async function handle(entry: LiveEntry | LivePlayEntry) {
    const { match } = entry;
    const followers = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        locale: pushSubscriptions.locale,
      })
      .from(pushSubscriptions)
      .where(
        or(
          arrayOverlaps(pushSubscriptions.teamIds, [match.homeTeamId, match.awayTeamId]),
          arrayContains(pushSubscriptions.matchIds, [entry.matchId]),
        ),
      );
    if (followers.length === 0) return;
    // The two teams with their names in every language, read once; each language takes its own.
    const sides = await loadTeams(db, [match.homeTeamId, match.awayTeamId]);
    const namesIn = (locale: Locale): TeamNames =>
      Object.fromEntries([...resolveLocalNames(sides, locale)].map(([id, team]) => [id, team.shortName]));
    let cancelled: CancelledGoal | null = null;
    if (entry.kind !== "play" && entry.cancelledEventId) {
      [cancelled = null] = await db
        .select({
          type: matchEvents.type,
          minute: matchEvents.minute,
          stoppage: matchEvents.stoppage,
          playerName: matchEvents.playerName,
          teamId: matchEvents.teamId,
        })
        .from(matchEvents)
        .where(eq(matchEvents.id, entry.cancelledEventId));
    }
    // One message per language its followers read in.
    const worded = new Map<string, PushMessage | null>();
    const messageIn = (locale: string) => {
      if (!worded.has(locale)) {
        const language = isLocale(locale) ? locale : "en";
        const t = deps.i18n.translator(language);
        const names = namesIn(language);
        worded.set(
          locale,
          entry.kind === "play" ? playMessageFor(entry, names, t) : messageFor(entry, names, cancelled, t),
        );
      }
      return worded.get(locale) ?? null;
    };
    const message = messageIn("en");
    if (!message) return;
    // Whoever inserts the row sends; every other process (or a repeat of the entry) finds it taken.
    const claimed = await db
      .insert(pushDeliveries)
      .values(followers.map((follower) => ({ subscriptionId: follower.id, seq: entry.seq })))
      .onConflictDoNothing()
      .returning({ id: pushDeliveries.subscriptionId });
    const mine = new Set(claimed.map((row) => row.id));
    const targets = followers.filter((follower) => mine.has(follower.id));
    // Shutting down stops at the next batch: the rest are dropped, like any push that fails.
    for (let start = 0; start < targets.length && !closed; start += CONCURRENCY) {
      await Promise.all(
        targets
          .slice(start, start + CONCURRENCY)
          .map((target) => deliver(target, messageIn(target.locale) ?? message)),
      );
    }
  }

  const notify = (entry: LiveEntry | LivePlayEntry) => {
    const work = prune()
      .catch((error: unknown) => logger.warn({ err: error }, "notify: could not prune deliveries"))
      .then(() => handle(entry))
      .catch((error: unknown) => logger.warn({ err: error, seq: entry.seq }, "notify: could not send"))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  };
  const stopTimeline = deps.live.onEntry((entry) => {
    if (!closed && isNotifiable(entry)) notify(entry);
  });
  // Tennis and basketball: fans hear when a match starts and how it ended, not every point.
  const stopPlay = deps.live.onPlay((entry) => {
    if (!closed && entry.change) notify(entry);
  });
  const stop = () => {
    stopTimeline();
    stopPlay();
  };

  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  /** The ids among `ids` that name no row of the table. */
  async function unknownOf(table: typeof teams | typeof matches, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  }

  return {
    publicKey: vapid.publicKey,
    async subscribe(input, userId) {
      checkEndpoint(input.endpoint, config.NODE_ENV === "test");
      const teamIds = [...new Set(input.teams)].sort((a, b) => a - b);
      const matchIds = [...new Set(input.matches)].sort((a, b) => a - b);
      if (teamIds.length + matchIds.length === 0) {
        throw new AppError(
          "bad-request",
          "nothing-to-follow",
          "Follow at least one team or match, or unsubscribe.",
        );
      }
      const unknownTeams = await unknownOf(teams, teamIds);
      if (unknownTeams.length > 0) {
        throw new AppError("bad-request", "unknown-team", `No team ${unknownTeams.join(", ")}.`, {
          ids: unknownTeams,
        });
      }
      const unknownMatches = await unknownOf(matches, matchIds);
      if (unknownMatches.length > 0) {
        throw new AppError("bad-request", "unknown-match", `No match ${unknownMatches.join(", ")}.`, {
          ids: unknownMatches,
        });
      }
      const [row] = await db
        .insert(pushSubscriptions)
        .values({
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userId,
          teamIds,
          matchIds,
          locale: input.locale ?? requestLocale(),
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            p256dh: input.keys.p256dh,
            auth: input.keys.auth,
            teamIds,
            matchIds,
            locale: input.locale ?? requestLocale(),
            // Signing out does not make the device someone else's; a new sign-in takes it over.
            userId: sql`coalesce(excluded.user_id, ${pushSubscriptions.userId})`,
            updatedAt: sql`now()`,
          },
        })
        // A row inserted by this statement has no updating transaction yet.
        .returning({ created: sql<boolean>`(xmax = 0)` });
      return { created: row?.created ?? false, teams: teamIds, matches: matchIds };
    },
    async unsubscribe(endpoint) {
      const removed = await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },
    settled,
    async close() {
      closed = true;
      stop();
      await settled();
    },
  };
}
