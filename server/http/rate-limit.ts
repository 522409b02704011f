import type { Context, MiddlewareHandler } from "hono";
import { createRateLimiter, type Limit } from "../platform/rate-limit.ts";
import type { ApiEnv } from "./api-router.ts";
import { clientAddressOf } from "./client-address.ts";

/** The caller's address under the configured proxy trust; the default key of a limit. */
export const byAddress = (c: Context<ApiEnv>) =>
  clientAddressOf(c.req.raw.headers, c.env, c.var.services.config.TRUST_PROXY) ?? "unknown";

/** Marks a budget's middleware, so the published document can state the 429 of every route it guards. */
const BUDGET = Symbol("rate-limit");

/**
 * A route's request budget, counted in the database so it holds across
 * processes and restarts. Over budget: 429 `too-many-requests` with Retry-After.
 */
export function rateLimit(
  name: string,
  limit: Limit,
  keyOf: (c: Context<ApiEnv>) => string | Promise<string> = byAddress,
): MiddlewareHandler<ApiEnv> {
  const budget: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const limiter = createRateLimiter(c.var.services.database.db);
    await limiter.hit(`${name}:${await keyOf(c)}`, limit);
    await next();
  };
  return Object.assign(budget, { [BUDGET]: name });
}

/** Whether a router handler is a budget from rateLimit. */
export const isRateLimit = (handler: unknown): boolean => typeof handler === "function" && BUDGET in handler;
