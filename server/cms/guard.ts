import type { Context, MiddlewareHandler } from "hono";
import { lacksSecondFactor } from "../auth/service.ts";
import { AppError } from "../errors.ts";
import type { ApiEnv } from "../http/api-router.ts";
import { type Caller, callerOf } from "../http/caller.ts";
import { clientAddressOf } from "../http/client-address.ts";
import type { AuditActor } from "./audit.ts";

/** A staff session unused this long must sign in again before the admin area answers. */
export const CMS_IDLE_MINUTES = 30;

export type Staff = Exclude<Caller, { kind: "anonymous" }>;

/**
 * Every admin-area API call: a signed-in staff member (or automation with the
 * admin token, acting as an admin) holding `scope`, with two-step sign-in on
 * for operators and admins, and a session used within the last 30 minutes.
 * Cookie calls from another site are refused by the caller check itself.
 */
export function requireCms(scope: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    if (caller.kind === "anonymous") {
      throw new AppError("unauthenticated", "unauthenticated", "Please sign in to the admin area.");
    }
    if (caller.kind === "account") {
      const idleMs = Date.now() - caller.auth.lastUsedAt.getTime();
      // lastUsedAt moves at most once a minute: allow that minute on top.
      if (idleMs > (CMS_IDLE_MINUTES + 1) * 60_000) {
        throw new AppError(
          "unauthenticated",
          "cms-session-expired",
          "Your admin session timed out. Please sign in again.",
        );
      }
      if (lacksSecondFactor(caller.auth)) {
        throw new AppError(
          "forbidden",
          "two-step-required",
          "Turn on two-step verification, or sign in with a passkey, to use the admin area.",
        );
      }
    }
    if (!caller.scopes.includes(scope)) {
      throw new AppError("forbidden", "forbidden-role", "Your role may not do this.", { scope });
    }
    await next();
  };
}

/** The staff member behind a request that passed requireCms, as the audit log names them. */
export async function actorOf(c: Context<ApiEnv>): Promise<{ actor: AuditActor; ip: string | null }> {
  const caller = (await callerOf(c.req.raw, c.var.services)) as Staff;
  return {
    actor: { kind: caller.kind, id: caller.id, role: caller.role },
    ip: clientAddressOf(c.req.raw.headers, c.env, c.var.services.config.TRUST_PROXY),
  };
}
