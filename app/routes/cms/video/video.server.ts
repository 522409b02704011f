import { data, type RouterContextProvider, redirect } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage, refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";
import { matchOptionsOf } from "../relation-options.server.ts";
import { chapterEditorOf, saveChapterForm } from "./video-chapters.server.ts";
import { VIDEO_KINDS, videoProblems } from "./video-fields.ts";
import { videoStaff } from "./videos.server.ts";

const m = defineMessages({
  chaptersSaved: { id: "cms.video.chapters-saved", defaultMessage: "Chapters saved." },
  saved: { id: "cms.video.saved", defaultMessage: "Saved." },
});

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

function videoIdOf(id: string | undefined): number {
  if (!/^[1-9]\d{0,8}$/.test(id ?? "")) throw pageNotFound();
  return Number(id);
}

/** One video: its fields at the version read, its job's progress, and a preview address when ready. */
export async function videoLoader({ request, params, context }: Args) {
  await requireCmsPage(context, "content:write");
  const { services } = requestScopeOf(context);
  const row = await forPage(services.video.find(videoIdOf(params.id)));
  // The staff member's own session, as the API would see it, so the preview is theirs.
  const caller = await services.callers.identify(request);
  const preview =
    row.status === "ready" ? await services.video.issueStream(caller, row, { preview: true }) : null;
  const latest =
    row.jobId && (row.status === "queued" || row.status === "transcoding")
      ? await services.jobs.latestProgress(row.jobId)
      : null;
  const saved = new URL(request.url).searchParams.get("saved");
  const t = staffTranslator(context);
  const notice = saved === "chapters" ? t(m.chaptersSaved) : saved ? t(m.saved) : null;
  return {
    video: services.video.viewOf(row),
    preview,
    progress: latest ? { done: latest.done, total: latest.total, seq: latest.seq } : null,
    notice,
    binDays: services.bin.BIN_DAYS,
    kinds: VIDEO_KINDS,
    chapters: await chapterEditorOf(services, row),
    match: await matchOptionsOf(services, [row.matchId], staffTranslator(context)),
  };
}

const optionalNumber = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text);
};

/** Saves the fields (versioned), uploads captions, retries a failed job, or moves the video to the bin. */
export async function videoAction({ request, params, context }: Args) {
  const { services, actor, ip } = await videoStaff(context);
  const id = videoIdOf(params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "save");
  const audit = (action: string, extra: { before?: unknown; after?: unknown } = {}) =>
    services.audit.recordAudit({ actor, action, target: { type: "video", id }, ip, ...extra });
  try {
    if (intent === "retry") {
      await services.video.retry(id);
      await audit("video.retry");
      return redirect(`/cms/videos/${id}`);
    }
    if (intent === "delete") {
      await services.video.bin.trashVideo(id, { actor, ip: ip ?? null });
      return redirect(`/cms/videos?binned=${id}`);
    }
    if (intent === "chapters" || intent === "chapters-reset") {
      await saveChapterForm(
        services,
        id,
        form,
        { actor, ip },
        intent === "chapters-reset",
        staffTranslator(context),
      );
      return redirect(`/cms/videos/${id}?saved=chapters#chapters-heading`);
    }
    if (intent === "captions") {
      const file = form.get("captions");
      if (!(file instanceof File) || file.size === 0) {
        return data(
          {
            error: {
              code: "invalid-captions",
              message: staffTranslator(context)(videoProblems.captionsFile),
            },
          },
          { status: 400 },
        );
      }
      await services.video.setCaptions(id, await file.text());
      await audit("video.captions");
      return redirect(`/cms/videos/${id}?saved=1`);
    }
    const title = formText(form, "title");
    const kind = String(form.get("kind") ?? "");
    const entitlement = String(form.get("entitlement") ?? "");
    const matchId = optionalNumber(form.get("match_id"));
    if (!title || title.length > 200) {
      const message = staffTranslator(context)(title ? videoProblems.titleTooLong : videoProblems.enterTitle);
      return data({ error: { code: "invalid-title", message } }, { status: 400 });
    }
    if (!VIDEO_KINDS.includes(kind as never))
      return data(
        { error: { code: "invalid-kind", message: staffTranslator(context)(videoProblems.chooseKindShort) } },
        { status: 400 },
      );
    if (matchId !== null && !(Number.isSafeInteger(matchId) && matchId > 0 && matchId < 2_147_483_647)) {
      return data(
        {
          error: {
            code: "invalid-match",
            message: staffTranslator(context)(videoProblems.chooseMatch),
            field: "match_id",
          },
        },
        { status: 400 },
      );
    }
    const { before, after } = await services.video.update(id, Number(form.get("version")), {
      title,
      kind: kind as (typeof VIDEO_KINDS)[number],
      entitlement: entitlement === "tv" || entitlement === "movies" ? entitlement : null,
      matchId,
      captionsLabel:
        String(form.get("captions_label") ?? "")
          .trim()
          .slice(0, 60) || null,
    });
    await audit("video.update", {
      before: services.video.viewOf(before),
      after: services.video.viewOf(after),
    });
    return redirect(`/cms/videos/${id}?saved=1`);
  } catch (error) {
    if (isAppError(error) && error.code === "video-not-found") throw pageNotFound();
    const failure = failureOf(error);
    // The service names the API's field; the form calls it match_id.
    if (failure.error.field === "matchId") failure.error.field = "match_id";
    return data(failure, { status: refusalStatus(error) });
  }
}
