import type { RouterContextProvider } from "react-router";
import { readDashboard } from "../../../server/cms/dashboard.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { timeZoneFromCookie } from "../../lib/time.ts";
import { requireCmsPage } from "./cms-access.server.ts";

/** Staff only: the figures this role may open (the same as `GET /api/cms/dashboard`), and its sections. */
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
  const figures = await readDashboard({ services, timeZone, now: new Date() }, scopes);
  return {
    name: auth.user.displayName,
    role: auth.user.role,
    figures,
    sections: sections.filter((s) => s.to !== "/cms"),
  };
}
