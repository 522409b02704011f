import { Link, useLoaderData } from "react-router";
import { PostCalendar } from "../../../components/cms/post-calendar.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { monthName, shiftIsoMonth } from "../../../lib/cms/month-grid.ts";
import { defineMessages, useLocale, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider, useTimeZone } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts-calendar";
import { postsCalendarLoader } from "./posts-calendar.server.ts";

const m = defineMessages({
  title: { id: "cms.calendar.title", defaultMessage: "Post calendar" },
  zone: {
    id: "cms.calendar.zone",
    defaultMessage: "Scheduled and published posts by day, at your time ({zone}).",
  },
  allPosts: { id: "cms.calendar.all-posts", defaultMessage: "All posts" },
  months: { id: "cms.calendar.months", defaultMessage: "Months" },
  previousLabel: { id: "cms.calendar.previous-label", defaultMessage: "Previous month, {month}" },
  previous: { id: "cms.calendar.previous", defaultMessage: "Previous" },
  thisMonth: { id: "cms.calendar.this-month", defaultMessage: "This month" },
  nextLabel: { id: "cms.calendar.next-label", defaultMessage: "Next month, {month}" },
  next: { id: "cms.calendar.next", defaultMessage: "Next" },
  leftOut: {
    id: "cms.calendar.left-out",
    defaultMessage:
      "{count, plural, one {One more post falls} other {# more posts fall}} in these weeks than the calendar shows; the posts list has them all.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => postsCalendarLoader(args);

const button = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

function ZoneNote() {
  const t = useT();
  return <>{t(m.zone, { zone: useTimeZone() })}</>;
}

export default function CmsPostsCalendarPage() {
  const { timeZone, month, now, posts, leftOut } = useLoaderData<typeof loader>();
  const monthLink = (by: number) => `/cms/posts/calendar?month=${shiftIsoMonth(month, by)}`;
  const t = useT();
  const locale = useLocale();
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title={t(m.title)}
        subtitle={<ZoneNote />}
        actions={
          <Link to="/cms/posts" className={button}>
            {t(m.allPosts)}
          </Link>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {monthName(month, locale)}
        </h2>
        <nav aria-label={t(m.months)} className="flex flex-wrap gap-2">
          <Link
            to={monthLink(-1)}
            className={button}
            aria-label={t(m.previousLabel, { month: monthName(shiftIsoMonth(month, -1), locale) })}
          >
            <span className="inline-block rtl:-scale-x-100">←</span> {t(m.previous)}
          </Link>
          <Link to="/cms/posts/calendar" className={button}>
            {t(m.thisMonth)}
          </Link>
          <Link
            to={monthLink(1)}
            className={button}
            aria-label={t(m.nextLabel, { month: monthName(shiftIsoMonth(month, 1), locale) })}
          >
            {t(m.next)} <span className="inline-block rtl:-scale-x-100">→</span>
          </Link>
        </nav>
      </div>
      {leftOut > 0 ? (
        <p role="status" className="mb-3 rounded-lg border border-line px-3 py-2 text-sm">
          {t(m.leftOut, { count: leftOut })}
        </p>
      ) : null}
      <PostCalendar month={month} now={now} posts={posts} />
    </TimeZoneProvider>
  );
}
