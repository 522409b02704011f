import { Form, Link, useLoaderData } from "react-router";
import { PageNav } from "../../../components/cms/page-nav.tsx";
import { PostStatusBadge } from "../../../components/cms/post-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { StaffTableHead } from "../../../components/cms/staff-table-head.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { ScrollTable } from "../../../components/ui/scroll-table.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts";
import { postsLoader } from "./posts.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Posts");

export const loader = (args: Route.LoaderArgs) => postsLoader(args);

const STATUS_LABELS: Record<string, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export default function CmsPostsPage() {
  const list = useLoaderData<typeof loader>();
  const { filters, posts } = list;
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
        <ScrollTable label="Posts">
          <table className="w-full text-sm">
            <caption className="sr-only">Posts</caption>
            <StaffTableHead labels={["Title", "Status", "Goes out / went out", "Last changed", "Tags"]} />
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-line last:border-0" data-post-id={post.id}>
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
