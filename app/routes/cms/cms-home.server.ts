import type { RouterContextProvider } from "react-router";
import { readDashboard } from "../../../server/cms/dashboard.ts";
import { readTrends, TREND_DAYS } from "../../../server/cms/trends.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { timeZoneFromCookie } from "../../lib/time.ts";
import { requireCmsPage } from "./cms-access.server.ts";

/**
 * Staff only: the figures this role may open (the same as `GET /api/cms/dashboard`), the trends it
 * may read over the last 30 days (as `GET /api/cms/dashboard/trends`), and its sections.
 */
export async function staffHomeLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { auth, scopes, sections } = await requireCmsPage(context, "cms");
  const { services } = requestScopeOf(context);
  const timeZone = timeZoneFromCookie(request.headers.get("Cookie"));
  const now = new Date();
  const days = TREND_DAYS.fallback;
  const [figures, trends] = await Promise.all([
    readDashboard({ services, timeZone, now }, scopes),
    readTrends({ services, timeZone, now, days }, scopes),
  ]);
  return {
    name: auth.user.displayName,
    role: auth.user.role,
    figures,
    trends,
    days,
    sections: sections.filter((s) => s.to !== "/cms"),
  };
}
