import { Link, useActionData, useLoaderData } from "react-router";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { PostStatusBadge } from "../../../components/cms/post-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts";
import { postsAction, postsLoader } from "./posts.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Posts");

export const loader = (args: Route.LoaderArgs) => postsLoader(args);
export const action = (args: Route.ActionArgs) => postsAction(args);

type Loaded = Awaited<ReturnType<typeof postsLoader>>;

/** The bulk actions' words; a deleted post waits `binDays` in the bin. */
const wordingFor = (binDays: number): BulkWording<Loaded["bulkActions"][number]> => ({
  count: (n) => `${n} ${n === 1 ? "post" : "posts"}`,
  actions: {
    publish: {
      menu: "Publish",
      verb: "Publish",
      done: "published",
      unchanged: "already published",
      consequence: "Fans see them on the blog at once.",
    },
    unpublish: {
      menu: "Unpublish (back to draft)",
      verb: "Unpublish",
      done: "unpublished",
      unchanged: "already drafts",
      consequence: "They leave the blog and go back to drafts; their addresses stop answering.",
    },
    delete: {
      menu: "Delete",
      verb: "Delete",
      done: "deleted",
      unchanged: "already deleted",
      consequence: `They leave the blog and this list at once and wait in the bin for ${binDays} days, where they can be restored.`,
      danger: true,
    },
  },
});

const STATUS_LABELS: Record<string, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export default function CmsPostsPage() {
  const list = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { filters, posts } = list;
  const ticks = useTicks(posts.map((post) => post.id));
  const WORDING = wordingFor(list.binDays);
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
        <FormNotice message={list.done ? bulkDoneMessage(WORDING, list.done) : null} />
        <FormError message={formError(refused)} />
        {list.nothingChosen ? (
          <FormError message="Tick the posts first, then choose what to do with them." />
        ) : null}
      </div>
      {list.confirm ? <BulkConfirm wording={WORDING} {...list.confirm} cancel={listAddress} /> : null}
      <StaffNotice>
        {list.deleted ? (
          <>
            The post is in the{" "}
            <Link to="/cms/bin" className="underline">
              bin
            </Link>
            .
          </>
        ) : null}
      </StaffNotice>
      <FilterForm submitLabel="Find posts">
        <TextField label="Search titles" name="q" type="search" defaultValue={filters.q} maxLength={100} />
        <SelectField
          label="Status"
          name="status"
          choices={list.statuses.map((s) => ({ value: s, label: STATUS_LABELS[s]! }))}
          defaultValue={filters.status}
          empty="Any status"
        />
        <TextField label="Tag" name="tag" defaultValue={filters.tag} maxLength={40} />
      </FilterForm>
      <PagedList
        label="Pages of posts"
        filters={filters}
        page={list}
        count={posts.length}
        empty={
          <EmptyState title="No posts found" icon="receipt">
            Try another search, or write a new post.
          </EmptyState>
        }
      >
        <BulkBar
          id="posts-bulk"
          label="Bulk action on posts"
          menuLabel="With the ticked posts"
          wording={WORDING}
          actions={list.bulkActions}
          ticks={ticks}
          keep={{ ...filters, offset: list.offset ? String(list.offset) : "" }}
        />
        <StaffTable
          label="Posts"
          labels={["Title", "Status", "Goes out / went out", "Last changed", "Tags"]}
          lead={<TickAll ticks={ticks} label="Tick every post on this page" />}
        >
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-line last:border-0" data-post-id={post.id}>
              <td className="px-3 py-2">
                <TickOne ticks={ticks} form="posts-bulk" id={post.id} label={`Tick “${post.title}”`} />
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
        </StaffTable>
      </PagedList>
    </TimeZoneProvider>
  );
}
