import type { ApiRouter } from "../../http/api-router.ts";
import { mountAccountRoutes } from "./account.routes.ts";
import { noStore } from "./guard.ts";
import { mountInviteRoutes } from "./invites.routes.ts";
import { mountMethodRoutes } from "./methods.routes.ts";
import { mountPasskeyRoutes } from "./passkeys.routes.ts";
import { mountPasswordlessRoutes } from "./passwordless.routes.ts";
import { mountSignInRoutes } from "./sign-in.routes.ts";
import { mountSocialRoutes } from "./social.routes.ts";
import { mountTwoStepRoutes } from "./two-step.routes.ts";

/** Accounts and sessions under /auth: sign-in, tokens, account, two-step, social sign-in and passkeys. */
export function mountAuthApi(api: ApiRouter): void {
  api.use("/auth/*", noStore);
  mountSignInRoutes(api);
  mountPasswordlessRoutes(api);
  mountAccountRoutes(api);
  mountMethodRoutes(api);
  mountTwoStepRoutes(api);
  mountSocialRoutes(api);
  mountPasskeyRoutes(api);
  mountInviteRoutes(api);
}
