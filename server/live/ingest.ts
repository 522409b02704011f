import { createHash } from "node:crypto";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { invalidInput } from "../../shared/errors.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { editConflict } from "../http/versioning.ts";
import type { Lineup, Referee } from "../sports/laws.ts";
import { lineupPlayers, matchEvents, matches, timelineColumns } from "../sports/schema.ts";
import type { LiveEntry, LiveMatchState } from "./entry.ts";
import { checkTimelineSport } from "./event-sports.ts";
import { type IngestInput, ingestInput, staffSources } from "./input.ts";
import { applyEvent, type CorrectionTarget, refereeOf } from "./rules.ts";
import { liveLog } from "./schema.ts";
import { nextLiveSeq } from "./sequence.ts";

export type IngestResult = {
  /** False when this (source, source event id) was applied before: nothing changed. */
  applied: boolean;
  entry: LiveEntry;
  /** For a repeat: whether it carried the same event as the first time. */
  sameInput: boolean;
};

export type IngestOptions = {
  /**
   * The match version the sender based the event on: checked under the row lock, so
   * no other write can slip between the check and this one. A mismatch is 409
   * `edit-conflict` with the match as it is and the entries since that version.
   */
  expectedVersion?: number;
  now?: Date;
};

export function parseIngestInput(raw: unknown): IngestInput {
  const parsed = ingestInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues, "event");
}

const fingerprint = (input: IngestInput) =>
  createHash("sha256").update(JSON.stringify(input)).digest("base64url");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The one path every match event takes, whatever its source: in a single
 * transaction it locks the match, drops repeats, checks the event, writes the
 * timeline and the match state, and appends to the log under the next sequence.
 */
export async function ingestEvent(db: Db, raw: unknown, options: IngestOptions = {}): Promise<IngestResult> {
  const input = parseIngestInput(raw);
  try {
    return await db.transaction((tx) => applyLogged(tx, input, options));
  } catch (error) {
    return repeatAfterRace(db, input, error);
  }
}

/**
 * One event put right: a correction taking the event back and the event as it should have been
 * (another scorer, another minute), both or neither, in one transaction. The replacement is judged
 * as if in the place of the event it replaces: by the events recorded before that one.
 */
export async function ingestReplacement(
  db: Db,
  raws: { correction: unknown; replacement: unknown },
  options: IngestOptions & { replaces: number },
): Promise<[IngestResult, IngestResult]> {
  const correction = parseIngestInput(raws.correction);
  const replacement = parseIngestInput(raws.replacement);
  try {
    return await db.transaction(async (tx) => {
      const first = await applyLogged(tx, correction, options);
      const second = await applyLogged(tx, replacement, {
        now: options.now,
        replacing: { before: options.replaces },
      });
      return [first, second];
    });
  } catch (error) {
    const [first, second] = await Promise.all([
      repeatAfterRace(db, correction, error),
      repeatAfterRace(db, replacement, error),
    ]);
    return [first, second];
  }
}

/** Two copies of one event racing past the repeat check: the unique index keeps one, answered here. */
async function repeatAfterRace(db: Db, input: IngestInput, error: unknown): Promise<IngestResult> {
  if (!isUniqueViolation(error)) throw error;
  const repeat = await findLogged(db, input);
  if (!repeat) throw error;
  return { applied: false, entry: repeat.entry, sameInput: repeat.inputHash === fingerprint(input) };
}

async function applyLogged(
  tx: Tx,
  input: IngestInput,
  options: IngestOptions & { replacing?: { before: number } },
): Promise<IngestResult> {
  const { expectedVersion, now = new Date(), replacing } = options;
  const inputHash = fingerprint(input);
  const [row] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for("update");
  if (!row) throw new AppError("not-found", "match-not-found", `There is no match ${input.matchId}.`);
  const repeat = await findLogged(tx, input);
  if (repeat) return { applied: false, entry: repeat.entry, sameInput: repeat.inputHash === inputHash };
  await checkTimelineSport(tx, row.homeTeamId);
  if (expectedVersion !== undefined && row.version !== expectedVersion) {
    throw editConflict({ ...stateOf(row), since: await entriesSince(tx, row.id, expectedVersion) });
  }

  const target = input.event.type === "correction" ? await findTarget(tx, input) : null;
  const at = input.event.at ? new Date(input.event.at) : now;
  const state = stateOf(row);
  // Corrections are always allowed, and the clock's own events break no law. Staff are held
  // to the line-ups fans see; feeds send none, so the referee infers who is on the pitch.
  const judged = !["correction", "period-start", "period-end"].includes(input.event.type);
  const referee = judged
    ? await refereeFor(tx, state, staffSources.has(input.source), replacing?.before)
    : undefined;
  const outcome = applyEvent(state, input.event, at, target, referee, replacing !== undefined);
  const [stored] = await tx
    .insert(matchEvents)
    .values({
      ...outcome.event,
      matchId: row.id,
      source: input.source,
      sourceEventId: input.sourceEventId,
    })
    .returning({ id: matchEvents.id });
  if (outcome.cancelledEventId !== null) {
    await tx.update(matchEvents).set({ cancelled: true }).where(eq(matchEvents.id, outcome.cancelledEventId));
  }
  const { match } = outcome;
  await tx
    .update(matches)
    .set({
      status: match.status,
      period: match.period,
      minute: match.minute,
      stoppage: match.stoppage,
      periodStartedAt: match.periodStartedAt ? new Date(match.periodStartedAt) : null,
      homeScore: match.home,
      awayScore: match.away,
      scores: match.scores,
      version: match.version,
      updatedAt: now,
    })
    .where(eq(matches.id, row.id));
  const seq = await nextLiveSeq(tx);
  const entry: LiveEntry = {
    seq,
    at: now.toISOString(),
    matchId: row.id,
    kind: input.event.type === "correction" ? "correction" : "event",
    event: { ...outcome.event, id: stored!.id },
    cancelledEventId: outcome.cancelledEventId,
    match,
  };
  await tx.insert(liveLog).values({
    seq: entry.seq,
    matchId: row.id,
    source: input.source,
    sourceEventId: input.sourceEventId,
    inputHash,
    entry,
  });
  return { applied: true, entry, sameInput: true };
}

type Reader = Pick<Db, "select">;

/** A match's timeline entries that moved it past `version`, oldest first (the last 50 at most). */
async function entriesSince(db: Reader, matchId: number, version: number): Promise<LiveEntry[]> {
  const rows = await db
    .select({ entry: liveLog.entry })
    .from(liveLog)
    .where(
      and(
        eq(liveLog.matchId, matchId),
        sql`${liveLog.entry}->>'kind' in ('event', 'correction')`,
        sql`(${liveLog.entry}->'match'->>'version')::int > ${version}`,
      ),
    )
    .orderBy(desc(liveLog.seq))
    .limit(50);
  return rows.map((row) => row.entry as LiveEntry).reverse();
}

/** What an event source already logged under one of its event ids, if anything. */
export async function loggedEntry(db: Reader, source: string, sourceEventId: string) {
  const [row] = await db
    .select({ entry: liveLog.entry })
    .from(liveLog)
    .where(and(eq(liveLog.source, source), eq(liveLog.sourceEventId, sourceEventId)));
  return row ? (row.entry as LiveEntry) : null;
}

async function findLogged(db: Reader, input: IngestInput) {
  const [row] = await db
    .select({ entry: liveLog.entry, inputHash: liveLog.inputHash })
    .from(liveLog)
    .where(and(eq(liveLog.source, input.source), eq(liveLog.sourceEventId, input.sourceEventId)));
  // Only events are logged under an event source; statistics have a source of their own.
  return row as { entry: LiveEntry; inputHash: string } | undefined;
}

function timelineOf(db: Reader, matchId: number) {
  return db
    .select(timelineColumns)
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.cancelled, false)))
    .orderBy(asc(matchEvents.id));
}

/**
 * A referee who has followed the match so far, holding it to its line-ups when asked; with
 * `before`, only as far as the events recorded before that one (an event put right is judged in
 * its own place: its scorer may have gone off since).
 */
export async function refereeFor(
  db: Reader,
  match: LiveMatchState,
  withLineups: boolean,
  before?: number,
): Promise<Referee> {
  const lineup = withLineups ? await lineupOf(db, match) : null;
  const timeline = await timelineOf(db, match.id);
  return refereeOf(
    before === undefined ? timeline : timeline.filter((event) => event.id < before),
    match,
    lineup,
  );
}

/** The match's line-ups as the referee reads them (names per side), or null when neither side has one. */
export async function lineupOf(
  db: Reader,
  match: Pick<LiveMatchState, "id" | "homeTeamId" | "awayTeamId">,
): Promise<Lineup | null> {
  const rows = await db
    .select({ teamId: lineupPlayers.teamId, name: lineupPlayers.name, starter: lineupPlayers.starter })
    .from(lineupPlayers)
    .where(eq(lineupPlayers.matchId, match.id))
    .orderBy(asc(lineupPlayers.slot));
  if (rows.length === 0) return null;
  const side = (teamId: number, starter: boolean) => {
    const sheet = rows.filter((row) => row.teamId === teamId);
    return sheet.length === 0 ? null : sheet.filter((row) => row.starter === starter).map((row) => row.name);
  };
  return {
    starters: [side(match.homeTeamId, true), side(match.awayTeamId, true)],
    bench: [side(match.homeTeamId, false), side(match.awayTeamId, false)],
  };
}

async function findTarget(db: Reader, input: IngestInput): Promise<CorrectionTarget | null> {
  const { cancelsEventId, cancelsSourceEventId } = input.event;
  if (cancelsEventId === undefined && cancelsSourceEventId === undefined) {
    throw new AppError(
      "bad-request",
      "correction-target-required",
      "A correction names the event it cancels.",
    );
  }
  const [row] = await db
    .select({
      id: matchEvents.id,
      type: matchEvents.type,
      teamId: matchEvents.teamId,
      period: matchEvents.period,
      cancelled: matchEvents.cancelled,
    })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, input.matchId),
        or(
          cancelsEventId === undefined ? undefined : eq(matchEvents.id, cancelsEventId),
          cancelsSourceEventId === undefined
            ? undefined
            : and(eq(matchEvents.source, input.source), eq(matchEvents.sourceEventId, cancelsSourceEventId)),
        ),
      ),
    );
  return row ?? null;
}

export function stateOf(row: typeof matches.$inferSelect): LiveMatchState {
  return {
    id: row.id,
    status: row.status,
    period: row.period,
    minute: row.minute,
    stoppage: row.stoppage,
    periodStartedAt: row.periodStartedAt?.toISOString() ?? null,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    home: row.homeScore,
    away: row.awayScore,
    scores: row.scores,
    play: row.play,
    version: row.version,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === "23505") return true;
  }
  return false;
}
