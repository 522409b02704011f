import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { cmsDenied } from "../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../http/pagination.ts";
import { requireCms } from "../http/staff-actor.ts";
import { auditCsv } from "../platform/audit/audit.ts";
import { mountBinRoutes } from "./bin.routes.ts";
import { mountCmsJobRoutes } from "./jobs.routes.ts";
import { mountCmsTrendRoutes } from "./trends.routes.ts";
import { mountCmsUserRoutes } from "./users.routes.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

const auditQuery = z.object({
  actor: z.string().max(100).optional().openapi({ description: "Actor id: a user id, or `admin-token`." }),
  action: z.string().max(100).optional().openapi({ example: "user.disable" }),
  target: z.string().max(120).optional().openapi({ description: "`type` or `type:id`, e.g. `user:42`." }),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: limitParam(50, 500),
  offset: offsetParam,
});

const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorKind: z.enum(["account", "automation"]),
    actorId: z.string(),
    actorRole: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  })
  .openapi("AuditEntry");

const auditRoute = createRoute({
  method: "get",
  path: "/cms/audit",
  operationId: "listAuditLog",
  tags,
  security,
  summary: "The audit log, newest first (admins)",
  request: { query: auditQuery },
  responses: {
    ...listResponse("A page of entries and how many match.", auditEntry),
    ...cmsDenied,
  },
});

const auditCsvRoute = createRoute({
  method: "get",
  path: "/cms/audit.csv",
  operationId: "exportAuditLog",
  tags,
  security,
  summary: "The filtered audit log as CSV (up to 10,000 entries)",
  request: { query: auditQuery.omit({ limit: true, offset: true }) },
  responses: {
    200: { description: "RFC 4180 CSV.", content: { "text/csv": { schema: z.string() } } },
    ...cmsDenied,
  },
});

const filterOf = (query: { from?: string; to?: string }) => ({
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

/** The admin area's API under /cms; each section adds its routes here behind requireCms. */
export function mountCmsRoutes(api: ApiRouter): void {
  mountCmsUserRoutes(api);
  mountBinRoutes(api);
  mountCmsJobRoutes(api);
  mountCmsTrendRoutes(api);
  api.use("/cms/audit", requireCms("audit:read"));
  api.use("/cms/audit.csv", requireCms("audit:read"));
  api.openapi(auditRoute, async (c) => {
    const query = c.req.valid("query");
    const page = await c.var.services.audit.listAudit({ ...query, ...filterOf(query) });
    c.header("Cache-Control", "no-store");
    return c.json(
      { data: page.data.map((row) => ({ ...row, at: row.at.toISOString() })), total: page.total },
      200,
    );
  });
  api.openapi(auditCsvRoute, async (c) => {
    const query = c.req.valid("query");
    const page = await c.var.services.audit.listAudit({
      ...query,
      ...filterOf(query),
      limit: 10_000,
      offset: 0,
    });
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", 'attachment; filename="audit-log.csv"');
    return c.body(auditCsv(page.data), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });
}
