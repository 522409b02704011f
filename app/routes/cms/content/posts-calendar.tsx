import { Link, useLoaderData } from "react-router";
import { PostCalendar } from "../../../components/cms/post-calendar.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { monthName, shiftIsoMonth } from "../../../lib/cms/month-grid.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider, useTimeZone } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts-calendar";
import { postsCalendarLoader } from "./posts-calendar.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Post calendar");

export const loader = (args: Route.LoaderArgs) => postsCalendarLoader(args);

const button = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

function ZoneNote() {
  return <>Scheduled and published posts by day, at your time ({useTimeZone()}).</>;
}

export default function CmsPostsCalendarPage() {
  const { timeZone, month, now, posts, leftOut } = useLoaderData<typeof loader>();
  const monthLink = (by: number) => `/cms/posts/calendar?month=${shiftIsoMonth(month, by)}`;
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title="Post calendar"
        subtitle={<ZoneNote />}
        actions={
          <Link to="/cms/posts" className={button}>
            All posts
          </Link>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {monthName(month)}
        </h2>
        <nav aria-label="Months" className="flex flex-wrap gap-2">
          <Link
            to={monthLink(-1)}
            className={button}
            aria-label={`Previous month, ${monthName(shiftIsoMonth(month, -1))}`}
          >
            ← Previous
          </Link>
          <Link to="/cms/posts/calendar" className={button}>
            This month
          </Link>
          <Link
            to={monthLink(1)}
            className={button}
            aria-label={`Next month, ${monthName(shiftIsoMonth(month, 1))}`}
          >
            Next →
          </Link>
        </nav>
      </div>
      {leftOut > 0 ? (
        <p role="status" className="mb-3 rounded-lg border border-line px-3 py-2 text-sm">
          {leftOut === 1 ? "One more post falls" : `${leftOut} more posts fall`} in these weeks than the
          calendar shows; the posts list has them all.
        </p>
      ) : null}
      <PostCalendar month={month} now={now} posts={posts} />
    </TimeZoneProvider>
  );
}
