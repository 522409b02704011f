import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../lib/time.ts";
import { requireCmsPage } from "./cms-access.server.ts";

/**
 * Staff only: the figures this role may open (the same as `GET /api/cms/dashboard`), the trends it
 * may read over the last 30 days (as `GET /api/cms/dashboard/trends`). The sections are the frame's
 * navigation beside it, not repeated here.
 */
export async function staffHomeLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { auth, scopes } = await requireCmsPage(context, "cms");
  const { dashboard } = requestScopeOf(context).services;
  const timeZone = visitorTimeZone(request);
  const now = new Date();
  const days = dashboard.TREND_DAYS.fallback;
  const [figures, trends] = await Promise.all([
    dashboard.readDashboard({ timeZone, now }, scopes),
    dashboard.readTrends({ timeZone, now, days }, scopes),
  ]);
  return {
    name: auth.user.displayName,
    role: auth.user.role,
    figures,
    trends,
    days,
  };
}
