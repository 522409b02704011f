import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { getMatch } from "../../sports/service.ts";
import { type VideoChapter, videos } from "../schema.ts";
import { lockVideoForEdit } from "../video-edit.ts";
import { chaptersOf } from "./match-chapters.ts";

export const MAX_CHAPTERS = 50;
export const MAX_CHAPTER_LABEL = 80;
/** External clips have no known length; a chapter still cannot sit past a day into one. */
const UNKNOWN_LENGTH_LIMIT = 86_400;

type Row = typeof videos.$inferSelect;

/** `field` names the row and part (`chapters.2.seconds`) so a form can mark the very input. */
const invalid = (field: string, message: string) =>
  new AppError("bad-request", "invalid-chapters", message, { field });

/** mm:ss (or h:mm:ss) as the form shows a clip time. */
export function clipTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Reads mm:ss, h:mm:ss or plain seconds; null when it is none of those. */
export function parseClipTime(text: string): number | null {
  const match = /^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5}(?:\.\d)?)$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  if ((h !== undefined || m !== undefined) && Number(s) >= 60) return null;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s);
}

/**
 * Checks an editor's chapters against the clip: at most 50, labels of 1 to 80 characters, each
 * time inside the clip (0 ≤ t < duration), and an event only of the clip's own match.
 */
export function checkChapters(
  chapters: readonly VideoChapter[],
  durationSeconds: number | null,
  eventIds: ReadonlySet<number>,
): VideoChapter[] {
  if (chapters.length > MAX_CHAPTERS) {
    throw invalid("chapters", `A highlight takes at most ${MAX_CHAPTERS} chapters.`);
  }
  const limit = durationSeconds && durationSeconds > 0 ? durationSeconds : UNKNOWN_LENGTH_LIMIT;
  return chapters.map((chapter, i) => {
    const label = chapter.label.trim();
    if (label.length < 1 || label.length > MAX_CHAPTER_LABEL) {
      throw invalid(
        `chapters.${i}.label`,
        `Chapter ${i + 1}: give it a label of 1 to ${MAX_CHAPTER_LABEL} characters.`,
      );
    }
    if (!Number.isFinite(chapter.seconds) || chapter.seconds < 0 || chapter.seconds >= limit) {
      throw invalid(
        `chapters.${i}.seconds`,
        `Chapter ${i + 1}: the time must be within the clip (0:00 to ${clipTime(Math.max(0, limit - 1))}).`,
      );
    }
    const eventId = chapter.event_id ?? null;
    if (eventId !== null && !eventIds.has(eventId)) {
      throw invalid(
        `chapters.${i}.event_id`,
        `Chapter ${i + 1}: that event is not one of this clip's match.`,
      );
    }
    return { seconds: Math.round(chapter.seconds * 10) / 10, label, event_id: eventId };
  });
}

/** The match events an editor may tie a chapter to: goals and red cards of the clip's match. */
export async function chapterEventsOf(db: Database["db"], video: Pick<Row, "matchId">) {
  if (!video.matchId) return [];
  const match = await getMatch(db, video.matchId);
  return chaptersOf(match?.events ?? [], null, null).map((moment) => ({
    id: moment.event_id!,
    label: moment.label,
  }));
}

/** The chapters derived from the match (its goals and red cards spread over the clip). */
export async function derivedChapters(db: Database["db"], video: Row): Promise<VideoChapter[]> {
  if (!video.matchId) return [];
  const match = await getMatch(db, video.matchId);
  return chaptersOf(match?.events ?? [], video.durationSeconds, null)
    .filter((moment) => moment.seconds !== null)
    .map((moment) => ({ seconds: moment.seconds!, label: moment.label, event_id: moment.event_id }));
}

/**
 * Saves a highlight's hand-placed chapters, versioned like every admin edit. `null` (or an
 * empty list) clears them, so the timeline goes back to the match's goals and red cards.
 */
export async function saveChapters(
  database: Database,
  id: number,
  version: number,
  chapters: readonly VideoChapter[] | null,
): Promise<{ before: Row; after: Row }> {
  const { db } = database;
  // Read the match before the transaction: one embedded connection cannot serve both at once.
  const [current] = await db.select({ matchId: videos.matchId }).from(videos).where(eq(videos.id, id));
  const events =
    chapters?.some((c) => c.event_id != null) && current ? await chapterEventsOf(db, current) : [];
  return db.transaction(async (tx) => {
    const before = await lockVideoForEdit(tx, id, version, (row) => ({
      version: row.version,
      chapters: row.chapters,
    }));
    if (chapters && chapters.length > 0 && before.kind !== "highlight") {
      throw new AppError("conflict", "not-a-highlight", "Only highlights have chapters.");
    }
    const checked =
      chapters && chapters.length > 0
        ? checkChapters(chapters, before.durationSeconds, new Set(events.map((e) => e.id)))
        : null;
    const [after] = await tx
      .update(videos)
      .set({ chapters: checked, version: before.version + 1, updatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning();
    return { before, after: after! };
  });
}
