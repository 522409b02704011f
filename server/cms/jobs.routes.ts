import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { idempotent } from "../http/idempotency.ts";
import { cmsDenied, dataResponse } from "../http/openapi-parts.ts";
import { limitParam, listOf, offsetParam } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { JOB_STATES } from "../platform/jobs.ts";
import { readDashboard } from "./dashboard.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

const job = z
  .object({
    id: z.string(),
    kind: z.string(),
    state: z.enum(JOB_STATES),
    payload: z.unknown(),
    error: z.string().nullable().openapi({
      description: "Why its last attempt failed (failed jobs, and queued ones waiting to retry).",
    }),
    attempts: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable().openapi({ description: "When it finished, or failed for good." }),
  })
  .openapi("Job");

const listRoute = createRoute({
  method: "get",
  path: "/cms/jobs",
  operationId: "listJobs",
  tags,
  security,
  summary: "Background jobs by state, latest first (operators, admins)",
  request: {
    query: z.object({
      state: z
        .enum([...JOB_STATES, "all"])
        .default("failed")
        .openapi({ description: "Failed jobs unless another state (or `all`) is asked for." }),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: {
    200: {
      description: "A page of jobs, how many the state holds, and how many each state holds.",
      content: {
        "application/json": {
          schema: listOf(job).extend({
            counts: z.object({
              queued: z.number().int(),
              running: z.number().int(),
              finished: z.number().int(),
              failed: z.number().int(),
            }),
          }),
        },
      },
    },
    ...cmsDenied,
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/cms/jobs/{id}/retry",
  operationId: "retryJob",
  tags,
  security,
  summary: "Queue a failed job again with a fresh set of retries",
  request: { params: z.object({ id: z.string().max(40) }) },
  responses: {
    200: dataResponse("The job as it was when it failed; it is queued again.", job),
    ...cmsDenied,
    404: { description: "`job-not-found`." },
    409: { description: "`job-not-failed`." },
  },
});

const figure = z
  .object({
    key: z.string(),
    label: z.string(),
    value: z.number().int(),
    href: z.string().nullable(),
    alert: z.boolean(),
    items: z.array(
      z.object({ label: z.string(), detail: z.string().optional(), href: z.string().optional() }),
    ),
    empty: z.string().openapi({ description: "What an empty list means, shown in its place." }),
  })
  .openapi("DashboardFigure");

const dashboardRoute = createRoute({
  method: "get",
  path: "/cms/dashboard",
  operationId: "getDashboard",
  tags,
  security,
  summary: "The admin dashboard's figures this role may open",
  request: {
    query: z.object({
      tz: z.string().max(64).optional().openapi({ description: 'IANA zone for "today" (default UTC).' }),
    }),
  },
  responses: {
    200: dataResponse("Each figure with its list's address and first few entries.", z.array(figure)),
    ...cmsDenied,
  },
});

/** Failed jobs (operators and admins, `feeds:manage`; retries audited) and the dashboard (all staff). */
export function mountCmsJobRoutes(api: ApiRouter): void {
  api.use("/cms/jobs", requireCms("feeds:manage"));
  api.use("/cms/jobs/*", requireCms("feeds:manage"), idempotent("cms-jobs"));
  api.use("/cms/dashboard", requireCms("cms"));
  api.openapi(listRoute, async (c) => {
    const { state, limit, offset } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(
      await c.var.services.jobs.list({ state: state === "all" ? undefined : state, limit, offset }),
      200,
    );
  });
  api.openapi(retryRoute, async (c) => {
    const { services } = c.var;
    const { actor, ip } = await actorOf(c);
    const job = await services.jobs.retry(c.req.valid("param").id);
    await services.audit.recordAudit({
      actor,
      action: "job.retry",
      target: { type: "job", id: job.id },
      before: { state: "failed", error: job.error },
      after: { state: "queued" },
      ip,
    });
    return c.json({ data: job }, 200);
  });
  api.openapi(dashboardRoute, async (c) => {
    const { services } = c.var;
    const caller = await callerOf(c.req.raw, services);
    const timeZone = c.req.valid("query").tz ?? "UTC";
    c.header("Cache-Control", "no-store");
    const data = await readDashboard({ services, timeZone, now: new Date() }, caller.scopes);
    return c.json({ data }, 200);
  });
}
