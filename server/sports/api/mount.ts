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

// The public reads name teams and competitions in the language Accept-Language asks for (decision 078).
const NAMED_READS = [
  "/competitions",
  "/competitions/*",
  "/matches",
  "/matches/*",
  "/players/*",
  "/search",
  "/teams/*",
];

/** The sports API: competitions, matches, teams, players, countries, sports and search. */
export function mountSportsApi(api: ApiRouter): void {
  for (const path of NAMED_READS) {
    api.use(path, async (c, next) => {
      c.header("Vary", "Accept-Language", { append: true });
      await next();
    });
  }
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
