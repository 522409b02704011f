import { Link } from "react-router";
import { monthWeeks, weekdayNames } from "../../lib/cms/month-grid.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { isoDateIn } from "../../lib/time.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { PostStatusBadge } from "./post-status-badge.tsx";

/** A post on the calendar: when it goes out (scheduled) or went out (published). */
export type CalendarPost = { id: number; title: string; status: string; at: string };

const m = defineMessages({
  byDay: { id: "cms.calendar.by-day", defaultMessage: "Posts by day" },
  today: { id: "cms.calendar.today", defaultMessage: "Today" },
  nothingMonth: {
    id: "cms.calendar.nothing-month",
    defaultMessage: "Nothing is scheduled or published this month.",
  },
  nothingToday: { id: "cms.calendar.nothing-today", defaultMessage: "Nothing goes out today." },
});

/** Scheduled posts have a dashed edge and published ones a solid one, beside the status in words. */
function Entry({ post }: { post: CalendarPost }) {
  const dates = useDates();
  const edge =
    post.status === "scheduled"
      ? "border-dashed border-amber-600 dark:border-amber-400"
      : "border-emerald-600 dark:border-emerald-400";
  return (
    <li>
      <Link
        to={`/cms/posts/${post.id}`}
        data-calendar-post={post.id}
        className={`block rounded border-s-4 px-1.5 py-1 text-xs hover:bg-raised ${edge}`}
      >
        <time dateTime={post.at} className="font-semibold tabular-nums">
          {dates.kickoffTime(post.at)}
        </time>{" "}
        <span className="break-words">{post.title}</span> <PostStatusBadge status={post.status} />
      </Link>
    </li>
  );
}

/**
 * A month of posts in the viewer's zone: a Monday-first grid from tablet width up, and on a phone
 * the month's days that have posts (and today) as a list, so nothing is squeezed into a seventh
 * of a small screen.
 */
export function PostCalendar({ month, now, posts }: { month: string; now: string; posts: CalendarPost[] }) {
  const dates = useDates();
  const { timeZone } = dates;
  const t = useT();
  const today = isoDateIn(now, timeZone);
  const byDay = new Map<string, CalendarPost[]>();
  for (const post of [...posts].sort((a, b) => a.at.localeCompare(b.at))) {
    const day = isoDateIn(post.at, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  const weeks = monthWeeks(month);
  const listed = weeks.flat().filter((day) => day.startsWith(month) && (byDay.has(day) || day === today));
  return (
    <>
      <div className="hidden md:block">
        <table className="w-full table-fixed border-collapse text-sm" data-testid="calendar-grid">
          <caption className="sr-only">{t(m.byDay)}</caption>
          <thead>
            <tr>
              {weekdayNames(dates.locale).map((weekday) => (
                <th key={weekday} scope="col" className="px-1 py-1 text-start text-xs font-semibold">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <td
                    key={day}
                    data-day={day}
                    aria-current={day === today ? "date" : undefined}
                    className={`h-24 border p-1 align-top ${day === today ? "border-2 border-accent" : "border-line"}`}
                  >
                    <p className="mb-1 flex items-center justify-between text-xs">
                      <span className={day.startsWith(month) ? "font-semibold" : "text-muted"}>
                        {Number(day.slice(8))}
                      </span>
                      {day === today ? (
                        <span className="rounded-full bg-accent px-1.5 font-semibold text-accent-fg">
                          {t(m.today)}
                        </span>
                      ) : null}
                    </p>
                    {byDay.has(day) ? (
                      <ul className="space-y-1">
                        {byDay.get(day)!.map((post) => (
                          <Entry key={post.id} post={post} />
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="md:hidden" data-testid="calendar-list">
        {listed.length === 0 ? (
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-muted">{t(m.nothingMonth)}</p>
        ) : (
          <ol className="space-y-4">
            {listed.map((day) => (
              <li key={day} data-day={day} aria-current={day === today ? "date" : undefined}>
                <h3 className="mb-1 flex items-center gap-2 text-sm font-semibold">
                  {dates.shortDay(day)}
                  {day === today ? (
                    <span className="rounded-full bg-accent px-1.5 text-xs text-accent-fg">{t(m.today)}</span>
                  ) : null}
                </h3>
                {byDay.has(day) ? (
                  <ul className="space-y-1">
                    {byDay.get(day)!.map((post) => (
                      <Entry key={post.id} post={post} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-xs text-muted">{t(m.nothingToday)}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
