import type { Database } from "../../../../server/db/connect.ts";
import { AppError } from "../../../../server/http/errors.ts";
import { recordAudit } from "../../../../server/platform/audit/audit.ts";
import {
  chapterEventsOf,
  clipTime,
  derivedChapters,
  parseClipTime,
  saveChapters,
} from "../../../../server/video/highlights/chapters.ts";
import type { Video } from "../../../../server/video/service.ts";

/** The chapter rows the editor starts from: the placed ones, else those derived from the match. */
export async function chapterEditorOf(db: Database["db"], video: Video) {
  if (video.kind !== "highlight") return null;
  const placed = (video.chapters?.length ?? 0) > 0;
  const rows = placed ? video.chapters! : await derivedChapters(db, video);
  return {
    placed,
    durationSeconds: video.durationSeconds,
    rows: rows.map((row) => ({
      time: clipTime(row.seconds),
      label: row.label,
      eventId: row.event_id ?? null,
    })),
    events: await chapterEventsOf(db, video),
  };
}

type Audit = Parameters<typeof recordAudit>[1];

/**
 * Saves the submitted rows (`time`, `label`, `event_id` repeated in order), or clears them
 * (`reset`), so the timeline follows the match's goals again. Refusals name the row's field.
 */
export async function saveChapterForm(
  database: Database,
  id: number,
  form: FormData,
  audit: Pick<Audit, "actor" | "ip">,
  reset: boolean,
) {
  const version = Number(form.get("version"));
  let chapters = null;
  if (!reset) {
    const times = form.getAll("time").map(String);
    const labels = form.getAll("label").map(String);
    const events = form.getAll("event_id").map(String);
    chapters = times.map((time, i) => {
      const seconds = parseClipTime(time);
      if (seconds === null) {
        throw new AppError("bad-request", "invalid-chapters", `Chapter ${i + 1}: write the time as mm:ss.`, {
          field: `chapters.${i}.seconds`,
        });
      }
      const eventId = Number(events[i] ?? "");
      return {
        seconds,
        label: labels[i] ?? "",
        event_id: Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null,
      };
    });
  }
  const { before, after } = await saveChapters(
    database,
    id,
    Number.isSafeInteger(version) ? version : 0,
    chapters,
  );
  await recordAudit(database.db, {
    ...audit,
    action: "video.chapters",
    target: { type: "video", id },
    before: { chapters: before.chapters },
    after: { chapters: after.chapters },
  });
}
