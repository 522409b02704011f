import { Children, useEffect } from "react";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "react-router";
import { localizedPath } from "../../../../shared/i18n/locales.ts";
import { postStatusWord } from "../../../components/cms/cms-messages.ts";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { PostFields } from "../../../components/cms/post-fields.tsx";
import { PostStatusBadge } from "../../../components/cms/post-status-badge.tsx";
import {
  StaffNotice,
  StaffProblem,
  staffButton,
  VersionConflict,
} from "../../../components/cms/staff-notes.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import {
  UnsavedChangesDialog,
  useVersionedUnsavedChanges,
} from "../../../components/cms/unsaved-changes.tsx";
import { formError } from "../../../components/form/form-failure.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import { toast } from "../../../lib/toast.ts";
import type { Route } from "./+types/post-edit";
import { editPostAction, editPostLoader, type PostConflictView } from "./post-edit.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => editPostLoader(args);
export const action = (args: Route.ActionArgs) => editPostAction(args);

const { primary, secondary } = staffButton;
const NOTICES: Record<string, MessageDescriptor> = defineMessages({
  created: { id: "cms.post-edit.notice.created", defaultMessage: "Post saved." },
  "post.update": { id: "cms.post-edit.notice.update", defaultMessage: "Changes saved." },
  "post.publish": { id: "cms.post-edit.notice.publish", defaultMessage: "The post is published." },
  "post.schedule": { id: "cms.post-edit.notice.schedule", defaultMessage: "The post is scheduled." },
  "post.unpublish": { id: "cms.post-edit.notice.unpublish", defaultMessage: "The post is back to a draft." },
  "post.restore": { id: "cms.post-edit.notice.restore", defaultMessage: "The earlier version is restored." },
  nothing: { id: "cms.post-edit.notice.nothing", defaultMessage: "Nothing had changed." },
});

const m = defineMessages({
  title: { id: "cms.post-edit.title", defaultMessage: "Edit post" },
  copied: { id: "cms.post-edit.copied", defaultMessage: "Preview link copied." },
  copyBelow: { id: "cms.post-edit.copy-below", defaultMessage: "Copy the preview link below." },
  copyLink: { id: "cms.post-edit.copy-link", defaultMessage: "Copy preview link" },
  linkLabel: { id: "cms.post-edit.link-label", defaultMessage: "Preview link (works for a week)" },
  theirVersion: {
    id: "cms.post-edit.their-version",
    defaultMessage: "Their version {version} is saved: “{title}” ({path}), {status}.",
  },
  since: {
    id: "cms.post-edit.since",
    defaultMessage: "since {time}",
    description: "Published since this time",
  },
  goesOut: {
    id: "cms.post-edit.goes-out",
    defaultMessage: "goes out {time}",
    description: "Scheduled for this time",
  },
  version: { id: "cms.post-edit.version", defaultMessage: "version {version}" },
  allPosts: { id: "cms.post-edit.all-posts", defaultMessage: "All posts" },
  deleteTitle: { id: "cms.post-edit.delete-title", defaultMessage: "Delete “{title}”?" },
  deleteText: {
    id: "cms.post-edit.delete-text",
    defaultMessage:
      "It leaves the blog and this list at once and waits in the bin for {days} days, where it can be restored.",
  },
  toBin: { id: "cms.post-edit.to-bin", defaultMessage: "Yes, move it to the bin" },
  keep: { id: "cms.post-edit.keep", defaultMessage: "Keep it" },
  save: { id: "cms.post-edit.save", defaultMessage: "Save" },
  delete: { id: "cms.post-edit.delete", defaultMessage: "Delete…" },
  revisions: { id: "cms.post-edit.revisions", defaultMessage: "Revisions" },
  revision: { id: "cms.post-edit.revision", defaultMessage: "Version {version}" },
  current: { id: "cms.post-edit.current", defaultMessage: "Version {version} (current)" },
  restoreLabel: { id: "cms.post-edit.restore-label", defaultMessage: "Restore version {version}" },
  restore: { id: "cms.post-edit.restore", defaultMessage: "Restore" },
});

/** A post's public address, as the editor shows it (an address, not words). */
const blogPath = (slug: string) => `/blogs/${slug}`;

/** Makes a signed preview link and copies it; without scripts the link is shown to copy by hand. */
function PreviewLink() {
  const fetcher = useFetcher<{ previewUrl?: string }>();
  const url = fetcher.data?.previewUrl;
  const t = useT();
  useEffect(() => {
    if (!url) return;
    navigator.clipboard?.writeText(url).then(
      () => toast.success(() => t(m.copied)),
      () => toast.info(() => t(m.copyBelow)),
    );
  }, [url, t]);
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <button type="submit" name="intent" value="preview-link" className={secondary}>
        {t(m.copyLink)}
      </button>
      {url ? (
        <label className="grid gap-1 text-xs">
          {t(m.linkLabel)}
          <input readOnly value={url} className="rounded-lg border border-line bg-page px-2 py-1 text-xs" />
        </label>
      ) : null}
    </fetcher.Form>
  );
}

/** What the other person saved, so the operator sees it before reloading. */
function ConflictNotice({
  message,
  current,
  reloadTo,
}: {
  message: string;
  current: PostConflictView;
  reloadTo: string;
}) {
  const t = useT();
  return (
    <VersionConflict message={message} reloadTo={reloadTo} reloadDocument>
      <p className="mt-1">
        {Children.toArray(
          t.rich(m.theirVersion, {
            version: current.version,
            title: current.title,
            path: blogPath(current.slug),
            status: <PostStatusBadge status={current.status} />,
          }),
        )}
      </p>
    </VersionConflict>
  );
}

export default function CmsEditPostPage() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { post } = page;
  const path = `/cms/posts/${post.id}`;
  const guard = useVersionedUnsavedChanges(post.version);
  const conflict = (failure && "current" in failure ? failure.current : null) as PostConflictView | null;
  const problem = conflict ? null : formError(failure);
  const saveFailure = failure && "intent" in failure && failure.intent === "save" ? failure : null;
  const t = useT();
  const notice = page.notice ? NOTICES[page.notice] : undefined;
  return (
    <TimeZoneProvider serverTimeZone={page.timeZone}>
      <PageHeader
        title={post.title}
        subtitle={
          <>
            <span data-testid="post-status">
              <PostStatusBadge status={post.status} />
            </span>{" "}
            {post.status === "published" && post.published_at
              ? Children.toArray(t.rich(m.since, { time: <StaffTime iso={post.published_at} /> }))
              : post.status === "scheduled" && post.publish_at
                ? Children.toArray(t.rich(m.goesOut, { time: <StaffTime iso={post.publish_at} /> }))
                : null}{" "}
            · {localizedPath(post.language, blogPath(post.slug))} · {t(m.version, { version: post.version })}
          </>
        }
        actions={
          <Link to="/cms/posts" className={secondary}>
            {t(m.allPosts)}
          </Link>
        }
      />
      <StaffNotice>{notice ? t(notice) : null}</StaffNotice>
      {conflict && failure && "error" in failure ? (
        <ConflictNotice message={failure.error.message} current={conflict} reloadTo={path} />
      ) : null}
      <StaffProblem message={problem} />
      {page.confirmDelete ? (
        <section aria-labelledby="delete-title" className="mb-6 rounded-lg border border-live p-3">
          <h2 id="delete-title" className="text-base font-semibold">
            {t(m.deleteTitle, { title: post.title })}
          </h2>
          <p className="mt-1 text-sm">{t(m.deleteText, { days: page.binDays })}</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" className={primary}>
              {t(m.toBin)}
            </button>
            <Link to={path} className={secondary}>
              {t(m.keep)}
            </Link>
          </Form>
        </section>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
        <Form method="post" className="grid gap-4" key={post.version} {...guard.formProps}>
          <input type="hidden" name="version" value={post.version} />
          <PostFields values={page.values} links={page.links} failure={saveFailure} covers={page.covers} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={primary}>
              {t(m.save)}
            </button>
            <Link to="?confirm=delete" className={secondary}>
              {t(m.delete)}
            </Link>
          </div>
        </Form>
        <aside className="grid content-start gap-4">
          <PreviewLink />
          <section aria-labelledby="revisions-title">
            <h2 id="revisions-title" className="mb-2 text-base font-semibold">
              {t(m.revisions)}
            </h2>
            <ol className="grid gap-2 text-sm">
              {page.revisions.map((revision) => (
                <li key={revision.version} className="rounded-lg border border-line p-2">
                  <p className="font-semibold">
                    {t(revision.version === post.version ? m.current : m.revision, {
                      version: revision.version,
                    })}
                  </p>
                  <p className="text-xs text-muted">
                    <StaffTime iso={revision.created_at} /> · {postStatusWord(t, revision.status)}
                  </p>
                  <p className="truncate text-xs">{revision.title}</p>
                  {revision.version === post.version ? null : (
                    <IntentButton
                      intent="restore"
                      hidden={{ revision: revision.version, version: post.version }}
                      className="text-xs font-semibold underline"
                      label={t(m.restoreLabel, { version: revision.version })}
                      formClassName="mt-1"
                    >
                      {t(m.restore)}
                    </IntentButton>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </TimeZoneProvider>
  );
}
