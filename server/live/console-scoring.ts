import { and, desc, eq, inArray, like, ne } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import { matchEvents, matches } from "../sports/schema.ts";
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

type Deps = { live: Pick<LiveService, "ingest">; db: Db };

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

/** What the audit log keeps of an applied live entry. */
export function auditedEntry(entry: LiveEntry) {
  const { event, match } = entry;
  return {
    seq: entry.seq,
    event: {
      id: event.id,
      type: event.type,
      period: event.period,
      minute: event.minute,
      stoppage: event.stoppage,
      teamId: event.teamId,
      playerName: event.playerName,
      secondaryPlayerName: event.secondaryPlayerName,
      detail: event.detail,
    },
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
