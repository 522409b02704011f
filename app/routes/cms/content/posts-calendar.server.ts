import type { RouterContextProvider } from "react-router";
import { isIsoMonth, monthWeeks } from "../../../lib/cms/month-grid.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isoDateIn, shiftIsoDate, visitorTimeZone } from "../../../lib/time.ts";
import { requireCmsPage } from "../cms-access.server.ts";

/** More than a month's grid ever holds; past it the page says some are left out. */
const MOST = 500;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The posts calendar: a month (`?month=2026-11`, else this month in the viewer's zone) with the
 * posts going or gone out on the days its grid shows.
 */
export async function postsCalendarLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const timeZone = visitorTimeZone(request);
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("month");
  const month = isIsoMonth(asked) ? asked : isoDateIn(now, timeZone).slice(0, 7);
  const weeks = monthWeeks(month);
  // Two days either side in UTC: the browser places each post on its day in its own zone, which
  // may not be the zone the cookie named, and no zone is more than 14 hours from UTC.
  const from = `${shiftIsoDate(weeks[0]![0]!, -2)}T00:00:00Z`;
  const to = `${shiftIsoDate(weeks.at(-1)!.at(-1)!, 3)}T00:00:00Z`;
  const { posts } = requestScopeOf(context).services;
  const page = await posts.listCmsPosts({ from, to, limit: MOST, offset: 0 });
  return {
    timeZone,
    month,
    now: now.toISOString(),
    posts: page.data.map((post) => ({
      id: post.id,
      title: post.title,
      status: post.status,
      at: (post.status === "scheduled" ? post.publish_at : post.published_at) ?? post.updated_at,
    })),
    leftOut: page.total - page.data.length,
  };
}
