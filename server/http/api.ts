import { mountAuthApi } from "../auth/http/mount.ts";
import { mountBillingApi } from "../billing/routes.ts";
import { mountCmsRoutes } from "../cms/routes.ts";
import { mountFollowApi } from "../follow/routes.ts";
import { mountLiveRoutes } from "../live/routes.ts";
import { mountNotifyRoutes } from "../notify/routes.ts";
import { mountReportsRoutes } from "../reports/routes.ts";
import type { Services } from "../services.ts";
import { mountSportsApi } from "../sports/api/mount.ts";
import type { ApiRouter } from "./api-router.ts";

/** Mounts every domain's routes under the site API path. */
export function mountApi(api: ApiRouter, services: Services): void {
  mountLiveRoutes(api, services);
  mountSportsApi(api);
  mountAuthApi(api);
  mountCmsRoutes(api);
  mountNotifyRoutes(api, services);
  mountFollowApi(api);
  mountReportsRoutes(api);
  mountBillingApi(api);
}
