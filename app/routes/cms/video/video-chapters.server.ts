import type { Video } from "../../../../server/video/service.ts";
import { AppError } from "../../../../shared/errors.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { defineMessage, translatorFor } from "../../../lib/i18n.tsx";
import type { RequestScope } from "../../../lib/request-scope.server.ts";

const m = {
  time: defineMessage({
    id: "cms.chapters.time-format",
    defaultMessage: "Chapter {number}: write the time as mm:ss.",
  }),
};

type Services = RequestScope["services"];

/** The chapter rows the editor starts from: the placed ones, else those derived from the match. */
export async function chapterEditorOf(services: Pick<Services, "video">, video: Video) {
  const { clipTime, chapterEventsOf, derivedChapters } = services.video;
  if (video.kind !== "highlight") return null;
  const placed = (video.chapters?.length ?? 0) > 0;
  const rows = placed ? video.chapters! : await derivedChapters(video);
  return {
    placed,
    durationSeconds: video.durationSeconds,
    rows: rows.map((row) => ({
      time: clipTime(row.seconds),
      label: row.label,
      eventId: row.event_id ?? null,
    })),
    events: await chapterEventsOf(video),
  };
}

type Audit = Parameters<Services["audit"]["recordAudit"]>[0];

/**
 * Saves the submitted rows (`time`, `label`, `event_id` repeated in order), or clears them
 * (`reset`), so the timeline follows the match's goals again. Refusals name the row's field.
 */
export async function saveChapterForm(
  services: Pick<Services, "video" | "audit">,
  id: number,
  form: FormData,
  audit: Pick<Audit, "actor" | "ip">,
  reset: boolean,
  t: Translator = translatorFor("en"),
) {
  const version = Number(form.get("version"));
  let chapters = null;
  if (!reset) {
    const times = form.getAll("time").map(String);
    const labels = form.getAll("label").map(String);
    const events = form.getAll("event_id").map(String);
    chapters = times.map((time, i) => {
      const seconds = services.video.parseClipTime(time);
      if (seconds === null) {
        throw new AppError("bad-request", "invalid-chapters", t(m.time, { number: i + 1 }), {
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
  const { before, after } = await services.video.saveChapters(
    id,
    Number.isSafeInteger(version) ? version : 0,
    chapters,
  );
  await services.audit.recordAudit({
    ...audit,
    action: "video.chapters",
    target: { type: "video", id },
    before: { chapters: before.chapters },
    after: { chapters: after.chapters },
  });
}
