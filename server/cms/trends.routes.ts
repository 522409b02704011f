import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { cmsDenied, dataResponse } from "../http/openapi-parts.ts";
import { requireCms } from "../http/staff-actor.ts";
import { readTrends, TREND_DAYS } from "./trends.ts";

const trend = z
  .object({
    key: z.string().openapi({ example: "sign-ups" }),
    label: z.string().openapi({ example: "Sign-ups per day" }),
    unit: z.string().openapi({
      description:
        "What one value counts (`sign-ups`, `messages`, `viewers`), or the billing currency's ISO 4217 code for revenue, whose values are in minor units (cents).",
      example: "sign-ups",
    }),
    total: z
      .number()
      .int()
      .openapi({ description: "The sum over the days, or the highest day for a `peak`." }),
    summary: z.enum(["sum", "peak"]),
    points: z.array(
      z.object({
        day: z.string().openapi({ description: "A calendar day in the asked zone.", example: "2026-11-27" }),
        value: z.number().int(),
      }),
    ),
  })
  .openapi("DashboardTrend");

const trendsRoute = createRoute({
  method: "get",
  path: "/cms/dashboard/trends",
  operationId: "getDashboardTrends",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "Daily trends this role may read: sign-ups, revenue, chat messages, live viewers",
  description:
    "One point per day for the last `days` days, today included, in the zone `tz`. Each trend needs its own scope: sign-ups `users:read`, revenue `billing:manage`, chat messages `chat:moderate`, live viewers (the peak of concurrent streams, sampled each minute) `feeds:manage`.",
  request: {
    query: z.object({
      days: z.coerce
        .number()
        .int()
        .min(TREND_DAYS.min)
        .max(TREND_DAYS.max)
        .default(TREND_DAYS.fallback)
        .openapi({ description: `${TREND_DAYS.min} to ${TREND_DAYS.max} (default ${TREND_DAYS.fallback}).` }),
      tz: z
        .string()
        .max(64)
        .optional()
        .openapi({ description: "IANA zone the days are counted in (default UTC)." }),
    }),
  },
  responses: {
    200: dataResponse("The trends, in the dashboard's order.", z.array(trend)),
    400: { description: "`invalid-days`." },
    ...cmsDenied,
  },
});

/** The dashboard's trends, behind the same guard as its figures (all staff; each trend by its scope). */
export function mountCmsTrendRoutes(api: ApiRouter): void {
  api.use("/cms/dashboard/trends", requireCms("cms"));
  api.openapi(trendsRoute, async (c) => {
    const { services } = c.var;
    const caller = await callerOf(c.req.raw, services);
    const { days, tz } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    const data = await readTrends({ services, timeZone: tz ?? "UTC", now: new Date(), days }, caller.scopes);
    return c.json({ data }, 200);
  });
}
