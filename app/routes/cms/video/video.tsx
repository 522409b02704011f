import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useMatchLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { fieldError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { ValueOptions } from "../../../components/ui/value-options.tsx";
import { VideoPlayer } from "../../../components/video/video-player.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/video";
import { useJobProgress } from "./job-progress.ts";
import { videoAction, videoLoader } from "./video.server.ts";
import { VideoChaptersForm } from "./video-chapters-form.tsx";
import { VideoStatus } from "./video-status.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.video.title ?? "Video");
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
  return (
    <>
      <PageHeader
        title={video.title}
        subtitle={
          <Link to="/cms/videos" className="underline">
            All videos
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
            Preview <VideoStatus status={video.status} />
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
              <progress className="h-3 w-full" max={100} value={percent} aria-label="Transcoding progress" />
              <p role="status" aria-live="polite" className="text-sm tabular-nums">
                {video.status === "uploading"
                  ? "Waiting for the upload to finish"
                  : `Transcoding ${percent}%`}
              </p>
              <Link to="." reloadDocument className="text-sm underline">
                Refresh the status
              </Link>
            </div>
          ) : null}
          {video.status === "failed" ? (
            <Form method="post" className="grid gap-2">
              <p role="alert" className="text-sm text-red-800 dark:text-red-200">
                Transcoding failed: {video.error}
              </p>
              <input type="hidden" name="intent" value="retry" />
              <SubmitButton>Retry transcoding</SubmitButton>
            </Form>
          ) : null}
          {video.status === "ready" && video.source === "upload" ? (
            <p className="text-sm">
              {video.width}×{video.height}, {video.durationSeconds} s · renditions:{" "}
              {video.renditions.map((r) => r.name).join(", ")}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="details-heading" className="grid content-start gap-4">
          <h2 id="details-heading" className="text-base font-semibold">
            Details
          </h2>
          <Form method="post" className="grid gap-3" {...formProps}>
            <input type="hidden" name="version" value={video.version} />
            <label className={field}>
              Title
              <input name="title" required maxLength={200} defaultValue={video.title} className={input} />
            </label>
            <label className={field}>
              Kind
              <select name="kind" defaultValue={video.kind} className={input}>
                <ValueOptions values={kinds} />
              </select>
            </label>
            <label className={field}>
              Access
              <select name="entitlement" defaultValue={video.entitlement ?? ""} className={input}>
                <option value="">Free to everyone</option>
                <option value="tv">TV plan</option>
                <option value="movies">Movies plan</option>
              </select>
            </label>
            <RelationPicker
              key={video.version}
              label="Match (highlights)"
              name="match_id"
              lookup={matchLookup}
              initial={match}
              error={fieldError(result, "match_id")}
              hint="Type a team, or both teams, and pick the match."
            />
            <label className={field}>
              Captions label
              <input
                name="captions_label"
                maxLength={60}
                defaultValue={video.captionsLabel ?? ""}
                placeholder="English"
                className={input}
              />
            </label>
            <div>
              <SubmitButton name="intent" value="save">
                Save changes
              </SubmitButton>
            </div>
          </Form>
          {video.source === "upload" ? (
            <Form method="post" encType="multipart/form-data" className="grid gap-2">
              <label className={field}>
                Captions (WebVTT){video.hasCaptions ? " · replaces the current file" : ""}
                <input type="file" name="captions" accept=".vtt,text/vtt" required />
              </label>
              <div>
                <SubmitButton name="intent" value="captions" tone="plain">
                  Upload captions
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
                title: `Delete “${video.title}”?`,
                message: `Move to the bin? It can be restored for ${binDays} days. Until then it leaves every page, playlist and guide.`,
                action: "Move to the bin",
              }}
            >
              Delete video
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
