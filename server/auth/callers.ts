import { isCrossSiteChange } from "../../shared/cross-site.ts";
import type { Config } from "../config/config.ts";
import { type AccountCaller, bearerOf, type Caller, type CallerSource, sameSecret } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { readCookie, sessionCookies } from "./cookies.ts";
import { isStaffScope, scopesOf, staffRefusal } from "./roles.ts";
import type { Authenticated, AuthService } from "./service.ts";

declare module "../http/caller.ts" {
  /** An account caller's session is the session auth authenticated. */
  interface CallerSession extends Authenticated {}
}

/** Automation may do what an admin may, plus machine-only work such as imports. */
const AUTOMATION_SCOPES = [...scopesOf("admin"), "import"];
const ANONYMOUS: Caller = { kind: "anonymous", scopes: [] };

/**
 * How a request names its caller, for the kit's `callerOf` and guard: the admin token, else a
 * Bearer access token, else the session cookie our own pages carry, whose changes must come
 * from our own site.
 */
export function createCallerSource({
  config,
  auth,
}: {
  config: Pick<Config, "SITE_URL" | "secrets">;
  auth: Pick<AuthService, "authenticate" | "signOut">;
}): CallerSource {
  const accessCookie = sessionCookies(config.SITE_URL).access;
  return {
    isStaffScope,
    endSession: (caller: AccountCaller) => auth.signOut(caller.auth.sessionId),
    async identify(request) {
      const bearer = bearerOf(request.headers);
      if (bearer && sameSecret(bearer, config.secrets.adminToken)) {
        return { kind: "automation", id: "admin-token", role: "admin", scopes: AUTOMATION_SCOPES };
      }
      const cookie = bearer ? undefined : readCookie(request.headers.get("Cookie"), accessCookie);
      if (cookie && isCrossSiteChange(request, config.SITE_URL)) {
        throw new AppError(
          "forbidden",
          "cross-site-request",
          "This request came from another site and was refused.",
        );
      }
      const token = bearer ?? cookie;
      // Only JWT-shaped tokens are worth a signature check and a database read.
      if (token?.split(".").length !== 3) return ANONYMOUS;
      const found = await auth.authenticate(token);
      if (!found) return ANONYMOUS;
      return {
        kind: "account",
        via: bearer ? "bearer" : "cookie",
        id: String(found.user.id),
        role: found.user.role,
        scopes: scopesOf(found.user.role),
        auth: found,
        staffRefusal: (scope) => (isStaffScope(scope) ? staffRefusal(found, scope) : null),
      };
    },
  };
}
