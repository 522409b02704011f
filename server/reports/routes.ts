import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv, ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { cmsDenied, dataResponse, jsonBody } from "../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { MATCH_REPORT_KINDS, REPORT_NOTE_MAX } from "./service.ts";

const matchId = z.coerce.number().int().positive().max(2_147_483_647);

const reportSchema = z
  .object({
    id: z.number().int(),
    target_type: z.string(),
    target_id: z.string(),
    match: z
      .object({
        id: z.number().int(),
        home: z.string(),
        away: z.string(),
        kickoffAt: z.string(),
        status: z.string(),
        homeScore: z.number().int().nullable(),
        awayScore: z.number().int().nullable(),
      })
      .nullable(),
    kind: z.string(),
    note: z.string(),
    state: z.enum(["open", "resolved"]),
    outcome: z.string().nullable(),
    reporter_id: z.number().int().nullable(),
    resolved_by: z.string().nullable(),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Report");
const reportAnswer = (description: string) => dataResponse(description, reportSchema);

const createRouteDef = createRoute({
  method: "post",
  path: "/reports",
  operationId: "reportMatchData",
  tags: ["Reports"],
  security: [{ bearer: [] }],
  summary: "Report wrong data on a match (signed-in fans; 10 an hour)",
  description:
    "Send an `Idempotency-Key` to retry safely. While the fan's earlier report on the same match is " +
    "open, another collapses into it: the answer is 200 with that report instead of 201.",
  request: {
    body: jsonBody(
      z.object({
        match_id: matchId,
        kind: z.enum(MATCH_REPORT_KINDS),
        note: z.string().max(REPORT_NOTE_MAX).default(""),
      }),
    ),
  },
  responses: {
    201: reportAnswer("The new report."),
    200: reportAnswer("The fan's open report on this match, which this one joined."),
    401: { description: "`unauthenticated`." },
    403: { description: "`account-required`: the admin token cannot report." },
    404: { description: "`match-not-found`." },
    429: { description: "`too-many-requests`." },
  },
});

const cms = { tags: ["cms"], security: [{ bearer: [] }] };

const listRoute = createRoute({
  method: "get",
  path: "/cms/reports",
  operationId: "listReports",
  ...cms,
  summary: "Reports from fans: open ones oldest first, resolved newest first (operators)",
  request: {
    query: z.object({
      state: z.enum(["open", "resolved"]).optional(),
      kind: z.enum(MATCH_REPORT_KINDS).optional(),
      match: matchId.optional(),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: {
    ...listResponse("A page of reports and how many match.", reportSchema),
    ...cmsDenied,
  },
});

const resolveRoute = createRoute({
  method: "post",
  path: "/cms/reports/{id}/resolve",
  operationId: "resolveReport",
  ...cms,
  summary: "Resolve a report with what was done (operators); audited as `report.resolve`",
  description: "The same outcome again answers the report unchanged; another outcome is 409.",
  request: {
    params: z.object({ id: matchId }),
    body: jsonBody(z.object({ outcome: z.string().trim().min(1).max(REPORT_NOTE_MAX) })),
  },
  responses: {
    200: reportAnswer("The resolved report."),
    ...cmsDenied,
    404: { description: "`report-not-found`." },
    409: { description: "`report-already-resolved`, with the report in `details.current`." },
  },
});

/** Reports come from fans' own accounts, never from automation. */
const requireFan: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const caller = await callerOf(c.req.raw, c.var.services);
  if (caller.kind === "anonymous") {
    throw new AppError("unauthenticated", "unauthenticated", "Please sign in to report a problem.");
  }
  if (caller.kind !== "account") {
    throw new AppError("forbidden", "account-required", "Reports come from a fan's account.");
  }
  await next();
};

export function mountReportsRoutes(api: ApiRouter): void {
  api.use("/reports", requireFan, idempotent("reports"));
  api.openapi(createRouteDef, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    const body = c.req.valid("json");
    const { report, created } = await c.var.services.reports.reportMatch({
      reporterId: Number(caller.kind === "account" ? caller.id : 0),
      matchId: body.match_id,
      kind: body.kind,
      note: body.note,
    });
    return created ? c.json({ data: report }, 201) : c.json({ data: report }, 200);
  });

  api.use("/cms/reports", requireCms("matches:write"));
  api.use("/cms/reports/*", requireCms("matches:write"), idempotent("cms-reports"));
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.reports.listReports(c.req.valid("query")), 200);
  });
  api.openapi(resolveRoute, async (c) => {
    const report = await c.var.services.reports.resolveReport(
      await actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").outcome,
    );
    return c.json({ data: report }, 200);
  });
}
