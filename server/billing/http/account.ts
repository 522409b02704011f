import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";

/** The signed-in account's id; billing answers nobody else. */
export async function accountIdOf(
  request: Request,
  services: Parameters<typeof callerOf>[1],
): Promise<number> {
  const caller = await callerOf(request, services);
  if (caller.kind !== "account") {
    throw new AppError("unauthenticated", "auth-required", "Sign in to buy and manage plans.");
  }
  return caller.auth.user.id;
}

/** Runs before the idempotency kit, so a guest's key is never stored. */
export const requireAccount: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await accountIdOf(c.req.raw, c.var.services);
  await next();
};
