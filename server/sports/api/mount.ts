import type { ApiRouter } from "../../http/api-router.ts";
import { mountImportRoute } from "../import/admin.routes.ts";
import { mountImportUploadRoutes } from "../import/uploads.routes.ts";
import { mountCatalogRoutes } from "./catalog.routes.ts";
import { mountCmsCatalogRoutes } from "./cms-catalog.routes.ts";
import { mountCompetitionRoutes } from "./competitions.routes.ts";
import { mountHotPinRoutes } from "./hot-pin.routes.ts";
import { mountMatchRoutes } from "./matches.routes.ts";
import { mountCmsMatchRoutes } from "./matches-cms.routes.ts";
import { mountPlayerRoutes } from "./players.routes.ts";
import { mountTeamRoutes } from "./teams.routes.ts";

/** The sports API: competitions, matches, teams, players, countries, sports and search. */
export function mountSportsApi(api: ApiRouter): void {
  mountMatchRoutes(api);
  mountCompetitionRoutes(api);
  mountTeamRoutes(api);
  mountPlayerRoutes(api);
  mountCatalogRoutes(api);
  mountImportRoute(api);
  // The admin area's match management, behind the staff guard.
  mountCmsMatchRoutes(api);
  mountHotPinRoutes(api);
  mountImportUploadRoutes(api);
  mountCmsCatalogRoutes(api);
}
