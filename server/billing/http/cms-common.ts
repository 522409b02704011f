import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/api-router.ts";
import { errorResponse } from "../../http/openapi-parts.ts";
import { requireCms } from "../../http/staff-actor.ts";

// Shared pieces of the admin area's billing API: every route needs `billing:manage` (admins).

export const tags = ["cms"];
export const security = [{ bearer: [] }];
export const denied = {
  401: errorResponse("`unauthenticated`, `cms-session-expired`."),
  403: errorResponse("`forbidden-role` (billing needs `billing:manage`), `two-step-required`."),
};
export const billingStaff: MiddlewareHandler<ApiEnv> = requireCms("billing:manage");

/** Runs `middleware` for POSTs only (creates take an Idempotency-Key; reads do not). */
export const onlyPost =
  (middleware: MiddlewareHandler<ApiEnv>): MiddlewareHandler<ApiEnv> =>
  (c, next) =>
    c.req.method === "POST" ? middleware(c, next) : next();

export const idempotencyHeader = (required: boolean) => ({
  "idempotency-key": (required ? z.string().min(8).max(200) : z.string().min(8).max(200).optional()).openapi({
    description: "Makes the request safe to retry: a repeat answers the first outcome.",
  }),
});
