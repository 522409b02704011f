import { useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { PageNav } from "../../../components/cms/page-nav.tsx";
import { PostStatusBadge } from "../../../components/cms/post-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { StaffTableHead } from "../../../components/cms/staff-table-head.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { ScrollTable } from "../../../components/ui/scroll-table.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts";
import { postsAction, postsLoader } from "./posts.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Posts");

export const loader = (args: Route.LoaderArgs) => postsLoader(args);
export const action = (args: Route.ActionArgs) => postsAction(args);

type Loaded = Awaited<ReturnType<typeof postsLoader>>;
type BulkAction = Loaded["bulkActions"][number];

const BULK_LABELS: Record<BulkAction, { menu: string; done: string; unchanged: string }> = {
  publish: { menu: "Publish", done: "published", unchanged: "already published" },
  unpublish: { menu: "Unpublish (back to draft)", done: "unpublished", unchanged: "already drafts" },
  delete: { menu: "Delete", done: "deleted", unchanged: "already deleted" },
};
const count = (n: number) => `${n} ${n === 1 ? "post" : "posts"}`;
const secondary = "rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised";

/** What the last bulk action did: "3 posts published; 1 already published." */
function doneMessage(done: NonNullable<Loaded["done"]>): string {
  const words = BULK_LABELS[done.action];
  const changed = `${count(done.changed)} ${words.done}`;
  return done.unchanged > 0 ? `${changed}; ${done.unchanged} ${words.unchanged}.` : `${changed}.`;
}

/** The step before a bulk action: it counts and names the posts, then asks. */
function BulkConfirm({ confirm, cancel }: { confirm: NonNullable<Loaded["confirm"]>; cancel: string }) {
  const verb = BULK_LABELS[confirm.action].menu.split(" ")[0]!;
  return (
    <section aria-labelledby="bulk-title" className="mb-4 rounded-2xl border border-live/50 bg-live/10 p-4">
      <h2 id="bulk-title" className="font-semibold">
        {verb} {count(confirm.posts.length)}?
      </h2>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
        {confirm.posts.map((post) => (
          <li key={post.id}>{post.title}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        {confirm.action === "delete"
          ? "They leave the blog and this list at once. Their history stays in the audit log."
          : confirm.action === "publish"
            ? "Fans see them on the blog at once."
            : "They leave the blog and go back to drafts; their addresses stop answering."}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="action" value={confirm.action} />
        {confirm.posts.map((post) => (
          <input key={post.id} type="hidden" name="id" value={post.id} />
        ))}
        <SubmitButton tone={confirm.action === "delete" ? "danger" : undefined}>
          Yes, {verb.toLowerCase()} {count(confirm.posts.length)}
        </SubmitButton>
        <Link to={cancel} className={secondary}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

const STATUS_LABELS: Record<string, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export default function CmsPostsPage() {
  const list = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { filters, posts } = list;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const choose = (id: number, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const everyChosen = posts.length > 0 && posts.every((post) => chosen.has(post.id));
  const listAddress = `?${new URLSearchParams(
    Object.entries({ ...filters, offset: list.offset ? String(list.offset) : "" }).filter(([, v]) => v),
  )}`;
  return (
    <TimeZoneProvider serverTimeZone={list.timeZone}>
      <PageHeader
        title="Posts"
        subtitle="The blog: drafts, scheduled posts and what is published."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/cms/posts/calendar"
              className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
            >
              Calendar
            </Link>
            <Link
              to="/cms/posts/new"
              className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-fg"
            >
              New post
            </Link>
          </div>
        }
      />
      <div className="mb-3 space-y-2">
        <FormNotice message={list.done ? doneMessage(list.done) : null} />
        <FormError message={formError(refused)} />
        {list.nothingChosen ? (
          <FormError message="Tick the posts first, then choose what to do with them." />
        ) : null}
      </div>
      {list.confirm ? <BulkConfirm confirm={list.confirm} cancel={listAddress} /> : null}
      {list.deleted ? (
        <p role="status" className="mb-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          The post is deleted.
        </p>
      ) : null}
      <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
        <TextField label="Search titles" name="q" type="search" defaultValue={filters.q} maxLength={100} />
        <SelectField
          label="Status"
          name="status"
          choices={list.statuses.map((s) => ({ value: s, label: STATUS_LABELS[s]! }))}
          defaultValue={filters.status}
          empty="Any status"
        />
        <TextField label="Tag" name="tag" defaultValue={filters.tag} maxLength={40} />
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg">
          Find posts
        </button>
      </Form>
      {posts.length === 0 ? (
        <EmptyState title="No posts found" icon="receipt">
          Try another search, or write a new post.
        </EmptyState>
      ) : (
        <>
          <Form
            id="posts-bulk"
            method="get"
            className="mb-2 flex flex-wrap items-end gap-2"
            aria-label="Bulk action on posts"
          >
            {Object.entries(filters).map(([name, value]) =>
              value ? <input key={name} type="hidden" name={name} value={value} /> : null,
            )}
            {list.offset ? <input type="hidden" name="offset" value={list.offset} /> : null}
            <div className="min-w-0">
              <SelectField
                label="With the ticked posts"
                name="bulk"
                choices={list.bulkActions.map((value) => ({ value, label: BULK_LABELS[value].menu }))}
                defaultValue="publish"
              />
            </div>
            <button type="submit" className={secondary}>
              Go on…
            </button>
            <p className="pb-2 text-sm text-muted" aria-live="polite">
              {chosen.size === 0 ? "None ticked" : `${count(chosen.size)} ticked`}
            </p>
          </Form>
          <ScrollTable label="Posts">
            <table className="w-full text-sm">
              <caption className="sr-only">Posts</caption>
              <StaffTableHead
                labels={["Title", "Status", "Goes out / went out", "Last changed", "Tags"]}
                lead={
                  <input
                    type="checkbox"
                    aria-label="Tick every post on this page"
                    checked={everyChosen}
                    onChange={(event) =>
                      setChosen(event.target.checked ? new Set(posts.map((post) => post.id)) : new Set())
                    }
                  />
                }
              />
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id} className="border-b border-line last:border-0" data-post-id={post.id}>
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        form="posts-bulk"
                        name="id"
                        value={post.id}
                        aria-label={`Tick “${post.title}”`}
                        checked={chosen.has(post.id)}
                        onChange={(event) => choose(post.id, event.target.checked)}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <Link to={`/cms/posts/${post.id}`} className="font-semibold underline">
                        {post.title}
                      </Link>
                      <span className="block text-xs text-muted">/blogs/{post.slug}</span>
                    </td>
                    <td className="px-3 py-2">
                      <PostStatusBadge status={post.status} />
                    </td>
                    <td className="px-3 py-2">
                      <StaffTime iso={post.status === "scheduled" ? post.publish_at : post.published_at} />
                    </td>
                    <td className="px-3 py-2">
                      <StaffTime iso={post.updated_at} />
                    </td>
                    <td className="px-3 py-2">{post.tags.join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      )}
      <PageNav
        label="Pages of posts"
        filters={filters}
        offset={list.offset}
        limit={list.limit}
        shown={posts.length}
        total={list.total}
      />
    </TimeZoneProvider>
  );
}
