import { useEffect } from "react";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "react-router";
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
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import { toast } from "../../../lib/toast.ts";
import type { Route } from "./+types/post-edit";
import { editPostAction, editPostLoader, type PostConflictView } from "./post-edit.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Edit post");

export const loader = (args: Route.LoaderArgs) => editPostLoader(args);
export const action = (args: Route.ActionArgs) => editPostAction(args);

const { primary, secondary } = staffButton;
const NOTICES: Record<string, string> = {
  created: "Post saved.",
  "post.update": "Changes saved.",
  "post.publish": "The post is published.",
  "post.schedule": "The post is scheduled.",
  "post.unpublish": "The post is back to a draft.",
  "post.restore": "The earlier version is restored.",
  nothing: "Nothing had changed.",
};

/** Makes a signed preview link and copies it; without scripts the link is shown to copy by hand. */
function PreviewLink() {
  const fetcher = useFetcher<{ previewUrl?: string }>();
  const url = fetcher.data?.previewUrl;
  useEffect(() => {
    if (!url) return;
    navigator.clipboard?.writeText(url).then(
      () => toast.success("Preview link copied."),
      () => toast.info("Copy the preview link below."),
    );
  }, [url]);
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <button type="submit" name="intent" value="preview-link" className={secondary}>
        Copy preview link
      </button>
      {url ? (
        <label className="grid gap-1 text-xs">
          Preview link (works for a week)
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
  return (
    <VersionConflict message={message} reloadTo={reloadTo} reloadDocument>
      <p className="mt-1">
        Their version {current.version} is saved: “{current.title}” (/blogs/{current.slug}),{" "}
        <PostStatusBadge status={current.status} />.
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
  return (
    <TimeZoneProvider serverTimeZone={page.timeZone}>
      <PageHeader
        title={post.title}
        subtitle={
          <>
            <span data-testid="post-status">
              <PostStatusBadge status={post.status} />
            </span>{" "}
            {post.status === "published" && post.published_at ? (
              <>
                since <StaffTime iso={post.published_at} />
              </>
            ) : post.status === "scheduled" && post.publish_at ? (
              <>
                goes out <StaffTime iso={post.publish_at} />
              </>
            ) : null}{" "}
            · /blogs/{post.slug} · version {post.version}
          </>
        }
        actions={
          <Link to="/cms/posts" className={secondary}>
            All posts
          </Link>
        }
      />
      <StaffNotice>{page.notice ? NOTICES[page.notice] : null}</StaffNotice>
      {conflict && failure && "error" in failure ? (
        <ConflictNotice message={failure.error.message} current={conflict} reloadTo={path} />
      ) : null}
      <StaffProblem message={problem} />
      {page.confirmDelete ? (
        <section aria-labelledby="delete-title" className="mb-6 rounded-lg border border-live p-3">
          <h2 id="delete-title" className="text-base font-semibold">
            Delete “{post.title}”?
          </h2>
          <p className="mt-1 text-sm">
            It leaves the blog and this list at once and waits in the bin for {page.binDays} days, where it
            can be restored.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" className={primary}>
              Yes, move it to the bin
            </button>
            <Link to={path} className={secondary}>
              Keep it
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
              Save
            </button>
            <Link to="?confirm=delete" className={secondary}>
              Delete…
            </Link>
          </div>
        </Form>
        <aside className="grid content-start gap-4">
          <PreviewLink />
          <section aria-labelledby="revisions-title">
            <h2 id="revisions-title" className="mb-2 text-base font-semibold">
              Revisions
            </h2>
            <ol className="grid gap-2 text-sm">
              {page.revisions.map((revision) => (
                <li key={revision.version} className="rounded-lg border border-line p-2">
                  <p className="font-semibold">
                    Version {revision.version}
                    {revision.version === post.version ? " (current)" : ""}
                  </p>
                  <p className="text-xs text-muted">
                    <StaffTime iso={revision.created_at} /> · {revision.status}
                  </p>
                  <p className="truncate text-xs">{revision.title}</p>
                  {revision.version === post.version ? null : (
                    <IntentButton
                      intent="restore"
                      hidden={{ revision: revision.version, version: post.version }}
                      className="text-xs font-semibold underline"
                      label={`Restore version ${revision.version}`}
                      formClassName="mt-1"
                    >
                      Restore
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
