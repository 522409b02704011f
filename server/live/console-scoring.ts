import { and, desc, eq, inArray, like, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import { MATCH_EVENT_TYPES, matchEvents, matches } from "../sports/schema.ts";
import type { LiveEntry, LiveMatchState } from "./entry.ts";
import { loggedEntry, refereeFor, stateOf } from "./ingest.ts";
import { CONSOLE_SOURCE, type LiveEventInput, playedPeriods } from "./input.ts";
import type { LiveService } from "./service.ts";

export type ConsoleStaff = { actor: AuditActor; ip: string | null };

export type ConsoleRequest = ConsoleStaff & {
  matchId: number;
  /** The client's Idempotency-Key: a retry with it answers the first result. */
  key: string;
  /** The match version the operator saw when acting. */
  baseVersion: number;
};

export type ConsoleResult = { applied: boolean; entry: LiveEntry };

type Deps = { live: Pick<LiveService, "ingest" | "replace">; db: Db };

// Keys belong to the staff member, so two operators never replay each other's events.
export const sourceEventIdOf = (staff: ConsoleStaff, key: string) =>
  `${staff.actor.kind}:${staff.actor.id}:${key}`;

export function reused(): AppError {
  return new AppError(
    "unprocessable",
    "idempotency-key-reused",
    "This Idempotency-Key was already used with a different event.",
  );
}

/** Records one event from the console through the ingest every feed uses, then audits it. */
export async function scoreFromConsole(
  { live, db }: Deps,
  request: ConsoleRequest & { event: LiveEventInput },
): Promise<ConsoleResult> {
  const { matchId, event } = request;
  const result = await live.ingest(
    { source: CONSOLE_SOURCE, sourceEventId: sourceEventIdOf(request, request.key), matchId, event },
    { expectedVersion: request.baseVersion },
  );
  if (!result.sameInput || result.entry.matchId !== matchId) throw reused();
  if (result.applied) {
    await recordAudit(db, {
      actor: request.actor,
      action: "match.event",
      target: { type: "match", id: matchId },
      before: { version: request.baseVersion },
      after: auditedEntry(result.entry),
      ip: request.ip,
    });
  }
  return { applied: result.applied, entry: result.entry };
}

/**
 * Takes back the operator's own last standing event on the match with a
 * correction (nothing is deleted). Events of other operators and feeds are
 * theirs to correct, through a VAR overturn.
 */
export async function undoFromConsole({ live, db }: Deps, request: ConsoleRequest): Promise<ConsoleResult> {
  const { matchId } = request;
  const sourceEventId = sourceEventIdOf(request, request.key);
  // A retry answers the first undo rather than taking back the event before it.
  const earlier = await loggedEntry(db, CONSOLE_SOURCE, sourceEventId);
  if (earlier) {
    if (earlier.matchId !== matchId || earlier.kind !== "correction") throw reused();
    return { applied: false, entry: earlier };
  }
  const [last] = await db
    .select({ id: matchEvents.id, minute: matchEvents.minute, period: matchEvents.period })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        eq(matchEvents.source, CONSOLE_SOURCE),
        like(matchEvents.sourceEventId, `${request.actor.kind}:${request.actor.id}:%`),
        eq(matchEvents.cancelled, false),
        // Corrections (stored as VAR entries) are not undone: record the event again instead.
        ne(matchEvents.type, "var"),
      ),
    )
    .orderBy(desc(matchEvents.id))
    .limit(1);
  if (!last) {
    const [exists] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
    if (!exists) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
    throw new AppError("conflict", "nothing-to-undo", "You have no event on this match left to undo.");
  }
  const event: LiveEventInput = {
    type: "correction",
    minute: last.minute,
    // The correction is dated with the event it takes back, so the minute fits its period.
    period: playedPeriods.find((period) => period === last.period),
    cancelsEventId: last.id,
    reason: "Undone by the operator",
  };
  const result = await live.ingest(
    { source: CONSOLE_SOURCE, sourceEventId, matchId, event },
    { expectedVersion: request.baseVersion },
  );
  if (result.applied) {
    await recordAudit(db, {
      actor: request.actor,
      action: "match.undo",
      target: { type: "match", id: matchId },
      before: { version: request.baseVersion, eventId: last.id },
      after: auditedEntry(result.entry),
      ip: request.ip,
    });
  }
  return { applied: result.applied, entry: result.entry };
}

/**
 * The events a person records about a player, which may be put right one at a time: all but the
 * clock's own, VAR decisions and shoot-out kicks (a kick's order is the shoot-out's).
 */
const notCorrectable = new Set(["var", "period-start", "period-end", "shootout-goal", "shootout-miss"]);
export const correctableTypes: readonly string[] = MATCH_EVENT_TYPES.filter(
  (type) => !notCorrectable.has(type),
);
const fixedName = z.string().trim().min(1).max(80).nullable().optional();

/**
 * What to put right in one event, as the API and the console page both read it: another player
 * (null: none named), another minute; or take it back (`null`).
 */
export const eventFixInput = z
  .object({
    playerName: fixedName,
    secondaryPlayerName: fixedName,
    minute: z.number().int().min(0).max(130).optional(),
    stoppage: z.number().int().min(1).max(30).nullable().optional(),
  })
  .strict()
  .nullable();

export type EventFix = z.infer<typeof eventFixInput>;

/**
 * Corrects or cancels any single standing event of the match (a wrong scorer, a wrong minute), whoever
 * recorded it: a correction takes it back and, unless it is cancelled, the event as it should have been
 * takes its place, both in one transaction. Fans see the correction beside the event; audited once.
 */
export async function correctFromConsole(
  { live, db }: Deps,
  request: ConsoleRequest & { eventId: number; fix: EventFix },
): Promise<ConsoleResult> {
  const { matchId, eventId, fix } = request;
  const sourceEventId = sourceEventIdOf(request, request.key);
  const [target] = await db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.id, eventId)));
  if (!target || !correctableTypes.includes(target.type)) {
    const [exists] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
    if (!exists) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
    throw new AppError(
      "not-found",
      "event-not-found",
      "There is no event of a player with that id in this match to correct.",
    );
  }
  const period = playedPeriods.find((played) => played === target.period);
  const correction: LiveEventInput = {
    type: "correction",
    minute: target.minute,
    period,
    cancelsEventId: target.id,
    reason: fix ? "Corrected by the operator" : "Cancelled by the operator",
  };
  const base = { source: CONSOLE_SOURCE, matchId };
  if (fix === null) {
    const result = await live.ingest(
      { ...base, sourceEventId, event: correction },
      { expectedVersion: request.baseVersion },
    );
    if (!result.sameInput || result.entry.matchId !== matchId) throw reused();
    if (result.applied) await auditCorrection(db, request, target, result.entry, null);
    return { applied: result.applied, entry: result.entry };
  }
  const replacement: LiveEventInput = {
    type: target.type as LiveEventInput["type"],
    teamId: target.teamId ?? undefined,
    period,
    minute: fix.minute ?? target.minute,
    ...(fix.minute === undefined
      ? target.stoppage
        ? { stoppage: target.stoppage }
        : {}
      : fix.stoppage
        ? { stoppage: fix.stoppage }
        : {}),
  };
  const playerName = fix.playerName === undefined ? target.playerName : fix.playerName;
  const secondary =
    fix.secondaryPlayerName === undefined ? target.secondaryPlayerName : fix.secondaryPlayerName;
  if (playerName) replacement.playerName = playerName;
  if (secondary) replacement.secondaryPlayerName = secondary;
  const [taken, put] = await live.replace(
    {
      correction: { ...base, sourceEventId, event: correction },
      replacement: { ...base, sourceEventId: `${sourceEventId}:as-it-was`, event: replacement },
    },
    { expectedVersion: request.baseVersion, replaces: target.id },
  );
  if (!taken.sameInput || !put.sameInput || taken.entry.matchId !== matchId) throw reused();
  if (put.applied) await auditCorrection(db, request, target, taken.entry, put.entry);
  return { applied: put.applied, entry: put.entry };
}

async function auditCorrection(
  db: Db,
  request: ConsoleRequest,
  target: typeof matchEvents.$inferSelect,
  taken: LiveEntry,
  put: LiveEntry | null,
) {
  await recordAudit(db, {
    actor: request.actor,
    action: put ? "match.correct" : "match.cancel-event",
    target: { type: "match", id: request.matchId },
    before: {
      version: request.baseVersion,
      event: {
        id: target.id,
        type: target.type,
        minute: target.minute,
        stoppage: target.stoppage,
        teamId: target.teamId,
        playerName: target.playerName,
        secondaryPlayerName: target.secondaryPlayerName,
      },
    },
    after: auditedEntry(put ?? taken),
    ip: request.ip,
  });
}

/** What the audit log keeps of an applied live entry. */
export function auditedEntry(entry: LiveEntry) {
  // The event as it was recorded; whether it still stands is the timeline's to say, later.
  const { cancelled: _standing, ...event } = entry.event;
  const { match } = entry;
  return {
    seq: entry.seq,
    event,
    cancelledEventId: entry.cancelledEventId,
    score: [match.home, match.away],
    version: match.version,
  };
}

/** A match as the console bases its edits on (with its version); null when unknown. */
export async function consoleMatchState(db: Db, matchId: number): Promise<LiveMatchState | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  return row ? stateOf(row) : null;
}

/** Which of these matches an operator has taken over from the feeds. */
export async function takenOverMatches(db: Db, matchIds: readonly number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ matchId: matchEvents.matchId })
    .from(matchEvents)
    .where(and(inArray(matchEvents.matchId, [...matchIds]), eq(matchEvents.source, CONSOLE_SOURCE)));
  return new Set(rows.map((row) => row.matchId));
}

/** Who an operator may name for one side: the players on the pitch, and the substitutes yet to come on. */
export type ConsoleSheet = { onPitch: string[]; bench: string[] };

/**
 * The console's choices, from the same line-ups and timeline the ingest judges staff events by,
 * so a choice it offers is never refused as off the pitch. Null for a side without a line-up.
 */
export async function consoleSheets(
  db: Db,
  matchId: number,
): Promise<{ home: ConsoleSheet | null; away: ConsoleSheet | null } | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) return null;
  const referee = await refereeFor(db, stateOf(row), true);
  const [home, away] = referee.teams.map((team) =>
    team.onPitch && team.bench ? { onPitch: [...team.onPitch], bench: [...team.bench] } : null,
  );
  return { home: home ?? null, away: away ?? null };
}
