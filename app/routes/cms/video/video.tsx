import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useMatchLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { fieldError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { VideoPlayer } from "../../../components/video/video-player.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/video";
import { useJobProgress } from "./job-progress.ts";
import { videoAction, videoLoader } from "./video.server.ts";
import { VideoChaptersForm } from "./video-chapters-form.tsx";
import { videoKindName } from "./video-fields.ts";
import { VideoStatus } from "./video-status.tsx";

const m = defineMessages({
  video: { id: "cms.video.video", defaultMessage: "Video" },
  all: { id: "cms.video.all", defaultMessage: "All videos" },
  preview: { id: "cms.video.preview", defaultMessage: "Preview" },
  progress: { id: "cms.video.progress", defaultMessage: "Transcoding progress" },
  waiting: { id: "cms.video.waiting", defaultMessage: "Waiting for the upload to finish" },
  transcoding: { id: "cms.video.transcoding", defaultMessage: "Transcoding {percent}%" },
  refresh: { id: "cms.video.refresh", defaultMessage: "Refresh the status" },
  failed: { id: "cms.video.failed", defaultMessage: "Transcoding failed: {error}" },
  retry: { id: "cms.video.retry", defaultMessage: "Retry transcoding" },
  renditions: {
    id: "cms.video.renditions",
    defaultMessage: "{width}×{height}, {seconds} s · renditions: {names}",
  },
  details: { id: "cms.video.details", defaultMessage: "Details" },
  title: { id: "cms.video.title", defaultMessage: "Title" },
  kind: { id: "cms.video.kind", defaultMessage: "Kind" },
  access: { id: "cms.video.access", defaultMessage: "Access" },
  free: { id: "cms.video.free", defaultMessage: "Free to everyone" },
  tvPlan: { id: "cms.video.tv-plan", defaultMessage: "TV plan" },
  moviesPlan: { id: "cms.video.movies-plan", defaultMessage: "Movies plan" },
  match: { id: "cms.video.match", defaultMessage: "Match (highlights)" },
  matchHint: {
    id: "cms.video.match-hint",
    defaultMessage: "Type a team, or both teams, and pick the match.",
  },
  captionsLabel: { id: "cms.video.captions-label", defaultMessage: "Captions label" },
  captionsPlaceholder: {
    id: "cms.video.captions-placeholder",
    defaultMessage: "English",
    description: "An example of a captions track's name",
  },
  save: { id: "cms.video.save", defaultMessage: "Save changes" },
  captions: { id: "cms.video.captions", defaultMessage: "Captions (WebVTT)" },
  captionsReplace: {
    id: "cms.video.captions-replace",
    defaultMessage: "Captions (WebVTT) · replaces the current file",
  },
  uploadCaptions: { id: "cms.video.upload-captions", defaultMessage: "Upload captions" },
  deleteTitle: { id: "cms.video.delete-title", defaultMessage: "Delete “{title}”?" },
  deleteText: {
    id: "cms.video.delete-text",
    defaultMessage:
      "Move to the bin? It can be restored for {days} days. Until then it leaves every page, playlist and guide.",
  },
  toBin: { id: "cms.video.to-bin", defaultMessage: "Move to the bin" },
  delete: { id: "cms.video.delete", defaultMessage: "Delete video" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.video.title ?? m.video);
export const loader = (args: Route.LoaderArgs) => videoLoader(args);
export const action = (args: Route.ActionArgs) => videoAction(args);

const field = "grid gap-1 text-sm";
const input = "rounded border border-line bg-surface px-2 py-1";

export default function CmsVideoPage() {
  const {
    video,
    preview,
    progress: initial,
    notice,
    binDays,
    kinds,
    chapters,
    match,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const matchLookup = useMatchLookup();
  const { blocker, formProps } = useUnsavedChanges();
  const running = video.status === "queued" || video.status === "transcoding" || video.status === "uploading";
  const progress = useJobProgress(video.id, initial?.seq ?? 0, initial, {
    running: running && video.jobId !== null,
    recheck: true,
  });
  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  const t = useT();
  return (
    <>
      <PageHeader
        title={video.title}
        subtitle={
          <Link to="/cms/videos" className="underline">
            {t(m.all)}
          </Link>
        }
      />
      <div className="mb-4 grid gap-2">
        <FormNotice message={notice} after={result} />
        <FormError message={result?.error?.message} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="preview-heading" className="grid content-start gap-3">
          <h2 id="preview-heading" className="flex items-center gap-2 text-base font-semibold">
            {t(m.preview)} <VideoStatus status={video.status} />
          </h2>
          {preview ? (
            <VideoPlayer
              source={preview}
              title={video.title}
              captionsLabel={video.captionsLabel ?? undefined}
              captionsLang={video.captionsLang ?? undefined}
            />
          ) : null}
          {running ? (
            <div>
              <progress className="h-3 w-full" max={100} value={percent} aria-label={t(m.progress)} />
              <p role="status" aria-live="polite" className="text-sm tabular-nums">
                {video.status === "uploading" ? t(m.waiting) : t(m.transcoding, { percent })}
              </p>
              <Link to="." reloadDocument className="text-sm underline">
                {t(m.refresh)}
              </Link>
            </div>
          ) : null}
          {video.status === "failed" ? (
            <Form method="post" className="grid gap-2">
              <p role="alert" className="text-sm text-red-800 dark:text-red-200">
                {t(m.failed, { error: video.error ?? "" })}
              </p>
              <input type="hidden" name="intent" value="retry" />
              <SubmitButton>{t(m.retry)}</SubmitButton>
            </Form>
          ) : null}
          {video.status === "ready" && video.source === "upload" ? (
            <p className="text-sm">
              {t(m.renditions, {
                width: video.width ?? "",
                height: video.height ?? "",
                seconds: video.durationSeconds ?? "",
                names: video.renditions.map((r) => r.name).join(", "),
              })}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="details-heading" className="grid content-start gap-4">
          <h2 id="details-heading" className="text-base font-semibold">
            {t(m.details)}
          </h2>
          <Form method="post" className="grid gap-3" {...formProps}>
            <input type="hidden" name="version" value={video.version} />
            <label className={field}>
              {t(m.title)}
              <input name="title" required maxLength={200} defaultValue={video.title} className={input} />
            </label>
            <label className={field}>
              {t(m.kind)}
              <select name="kind" defaultValue={video.kind} className={input}>
                {kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {videoKindName(t, kind)}
                  </option>
                ))}
              </select>
            </label>
            <label className={field}>
              {t(m.access)}
              <select name="entitlement" defaultValue={video.entitlement ?? ""} className={input}>
                <option value="">{t(m.free)}</option>
                <option value="tv">{t(m.tvPlan)}</option>
                <option value="movies">{t(m.moviesPlan)}</option>
              </select>
            </label>
            <RelationPicker
              key={video.version}
              label={t(m.match)}
              name="match_id"
              lookup={matchLookup}
              initial={match}
              error={fieldError(result, "match_id")}
              hint={t(m.matchHint)}
            />
            <label className={field}>
              {t(m.captionsLabel)}
              <input
                name="captions_label"
                maxLength={60}
                defaultValue={video.captionsLabel ?? ""}
                placeholder={t(m.captionsPlaceholder)}
                className={input}
              />
            </label>
            <div>
              <SubmitButton name="intent" value="save">
                {t(m.save)}
              </SubmitButton>
            </div>
          </Form>
          {video.source === "upload" ? (
            <Form method="post" encType="multipart/form-data" className="grid gap-2">
              <label className={field}>
                {t(video.hasCaptions ? m.captionsReplace : m.captions)}
                <input type="file" name="captions" accept=".vtt,text/vtt" required />
              </label>
              <div>
                <SubmitButton name="intent" value="captions" tone="plain">
                  {t(m.uploadCaptions)}
                </SubmitButton>
              </div>
            </Form>
          ) : null}
          <Form method="post">
            <SubmitButton
              name="intent"
              value="delete"
              tone="danger"
              confirm={{
                title: t(m.deleteTitle, { title: video.title }),
                message: t(m.deleteText, { days: binDays }),
                action: t(m.toBin),
              }}
            >
              {t(m.delete)}
            </SubmitButton>
          </Form>
        </section>
      </div>
      {chapters ? (
        <div className="mt-6 max-w-2xl">
          <VideoChaptersForm key={video.version} editor={chapters} version={video.version} failure={result} />
        </div>
      ) : null}
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
