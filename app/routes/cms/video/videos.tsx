import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { FormError, SubmitButton } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { VideoUploader } from "../../../components/video/video-uploader.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/videos";
import { BinnedNotice } from "./binned-notice.tsx";
import { type JobProgress, useJobProgress } from "./job-progress.ts";
import { EXTERNAL_SOURCES, SOURCE_MESSAGES, VIDEO_KINDS, videoKindName } from "./video-fields.ts";
import { VideoStatus } from "./video-status.tsx";
import { videosAction, videosLoader } from "./videos.server.ts";

const m = defineMessages({
  title: { id: "cms.videos.title", defaultMessage: "Videos" },
  count: { id: "cms.videos.count", defaultMessage: "{count, plural, one {# video} other {# videos}}" },
  progress: { id: "cms.videos.progress", defaultMessage: "Transcoding progress" },
  binned: { id: "cms.videos.binned", defaultMessage: "“{title}” is in the bin for {days} days." },
  external: { id: "cms.videos.external", defaultMessage: "Add an external video" },
  videoTitle: { id: "cms.videos.video-title", defaultMessage: "Title" },
  hostedOn: { id: "cms.videos.hosted-on", defaultMessage: "Hosted on" },
  kind: { id: "cms.videos.kind", defaultMessage: "Kind" },
  ref: { id: "cms.videos.ref", defaultMessage: "Video id or address" },
  add: { id: "cms.videos.add", defaultMessage: "Add video" },
  source: { id: "cms.videos.source", defaultMessage: "Source" },
  status: { id: "cms.videos.status", defaultMessage: "Status" },
  length: { id: "cms.videos.length", defaultMessage: "Length" },
  access: { id: "cms.videos.access", defaultMessage: "Access" },
  free: { id: "cms.videos.free", defaultMessage: "Free" },
  older: { id: "cms.videos.older", defaultMessage: "Older videos" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);
export const loader = (args: Route.LoaderArgs) => videosLoader(args);
export const action = (args: Route.ActionArgs) => videosAction(args);

/** Follows one transcoding job's progress stream; the list reloads when it ends. */
function LiveProgress({
  videoId,
  from,
  initial,
}: {
  videoId: number;
  from: number;
  initial: JobProgress | null;
}) {
  const progress = useJobProgress(videoId, from, initial);
  const t = useT();
  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <span className="flex items-center gap-2">
      <progress max={100} value={percent} className="h-2 w-20" aria-label={t(m.progress)} />
      <span className="tabular-nums">{percent}%</span>
    </span>
  );
}

const duration = (seconds: number | null) =>
  seconds === null ? "–" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export default function CmsVideosPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  // Videos still queued or transcoding are polled once a while too, so a job started elsewhere shows up.
  useEffect(() => {
    if (!page.videos.some((video) => video.status === "queued" || video.status === "transcoding")) return;
    const timer = setInterval(() => void revalidate(), 15_000);
    return () => clearInterval(timer);
  }, [page.videos, revalidate]);
  const fields = result && "fields" in result ? (result.fields as Record<string, string>) : {};
  const t = useT();

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.count, { count: page.total })} />
      {page.binned ? (
        <BinnedNotice spaced>
          {t(m.binned, { title: page.binned.title, days: page.binned.daysLeft })}
        </BinnedNotice>
      ) : null}
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <VideoUploader kinds={VIDEO_KINDS} onUploaded={(id) => navigate(`/cms/videos/${id}`)} />
        <Form
          method="post"
          className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2"
          aria-labelledby="external-heading"
        >
          <h2 id="external-heading" className="text-base font-semibold sm:col-span-2">
            {t(m.external)}
          </h2>
          <label className="grid gap-1 text-sm sm:col-span-2">
            {t(m.videoTitle)}
            <input
              name="title"
              required
              maxLength={200}
              defaultValue={fields.title}
              className="rounded border border-line bg-surface px-2 py-1"
            />
          </label>
          <label className="grid gap-1 text-sm">
            {t(m.hostedOn)}
            <select
              name="source"
              defaultValue={fields.source ?? "youtube"}
              className="rounded border border-line bg-surface px-2 py-1"
            >
              {EXTERNAL_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(SOURCE_MESSAGES[source])}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            {t(m.kind)}
            <select
              name="kind"
              defaultValue={fields.kind ?? "highlight"}
              className="rounded border border-line bg-surface px-2 py-1"
            >
              {VIDEO_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {videoKindName(t, kind)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm sm:col-span-2">
            {t(m.ref)}
            <input
              name="ref"
              required
              maxLength={2000}
              defaultValue={fields.ref}
              className="rounded border border-line bg-surface px-2 py-1"
            />
          </label>
          <div className="sm:col-span-2">
            <FormError message={result?.error?.message} />
          </div>
          <div className="sm:col-span-2">
            <SubmitButton>{t(m.add)}</SubmitButton>
          </div>
        </Form>
      </div>
      <StaffTable
        label={t(m.title)}
        labels={[t(m.videoTitle), t(m.kind), t(m.source), t(m.status), t(m.length), t(m.access)]}
      >
        {page.videos.map((video) => {
          const busy = video.status === "queued" || video.status === "transcoding";
          const latest = page.progress[video.id] as (JobProgress & { seq: number }) | null;
          return (
            <tr key={video.id} data-video={video.id} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                <Link to={`/cms/videos/${video.id}`} className="underline">
                  {video.title}
                </Link>
              </th>
              <td className="px-3 py-2">{videoKindName(t, video.kind)}</td>
              <td className="px-3 py-2">{video.source}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <VideoStatus status={video.status} />
                  {busy && video.jobId ? (
                    <LiveProgress videoId={video.id} from={latest?.seq ?? 0} initial={latest} />
                  ) : null}
                </span>
              </td>
              <td className="px-3 py-2 tabular-nums">{duration(video.durationSeconds)}</td>
              <td className="px-3 py-2">{video.entitlement ?? t(m.free)}</td>
            </tr>
          );
        })}
      </StaffTable>
      {page.total > page.offset + page.limit ? (
        <p className="mt-3 text-sm">
          <Link to={`?offset=${page.offset + page.limit}`} className="underline">
            {t(m.older)}
          </Link>
        </p>
      ) : null}
    </>
  );
}
