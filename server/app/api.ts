import { mountAuthApi } from "../auth/http/mount.ts";
import { mountBillingApi } from "../billing/routes.ts";
import { mountChatRoutes } from "../chat/routes.ts";
import { mountCmsRoutes } from "../cms/routes.ts";
import { mountContactRoutes } from "../content/contact-routes.ts";
import { mountMediaRoutes } from "../content/media-routes.ts";
import { mountPolicyRoutes } from "../content/policies.routes.ts";
import { mountPostsPublicRoutes } from "../content/posts-public-routes.ts";
import { mountPostRoutes } from "../content/posts-routes.ts";
import { mountFollowApi } from "../follow/routes.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { mountLiveRoutes } from "../live/routes.ts";
import { mountNotifyRoutes } from "../notify/routes.ts";
import { mountOddsRoutes } from "../odds/routes.ts";
import { mountReportsRoutes } from "../reports/routes.ts";
import { mountSocialRoutes } from "../social/routes.ts";
import { mountSportsApi } from "../sports/api/mount.ts";
import { mountChapterRoutes } from "../video/chapter-routes.ts";
import { mountHighlightRoutes } from "../video/highlight-routes.ts";
import { mountMovieRoutes } from "../video/movies-routes.ts";
import { mountVideoRoutes } from "../video/routes.ts";
import { mountTvRoutes } from "../video/tv-routes.ts";
import type { Services } from "./services.ts";

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
  mountContactRoutes(api);
  mountPostRoutes(api);
  mountPolicyRoutes(api);
  mountPostsPublicRoutes(api);
  mountMediaRoutes(api);
  mountVideoRoutes(api);
  mountChapterRoutes(api);
  mountHighlightRoutes(api);
  mountTvRoutes(api);
  mountMovieRoutes(api);
  mountOddsRoutes(api);
  mountChatRoutes(api);
  mountSocialRoutes(api);
}
