import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { type ApiEnv, type ApiRouter, allowBodyUpTo } from "../../http/api-router.ts";
import { callerOf, isDirectLoopback } from "../../http/caller.ts";
import { MiB } from "../../http/edge.ts";
import { AppError } from "../../http/errors.ts";
import { jsonBody } from "../../http/openapi-parts.ts";
import { countsShape } from "./counts.ts";

const problemSchema = z.object({ file: z.string(), match: z.number().int().optional(), reason: z.string() });

export const importSummarySchema = z
  .object({
    files: z.number().int(),
    filesSkipped: z.number().int(),
    ...countsShape,
    errors: z.array(problemSchema),
  })
  .openapi("ImportSummary");

const importRoute = createRoute({
  method: "post",
  path: "/admin/import",
  operationId: "importOpenfootball",
  tags: ["Admin"],
  summary: "Import openfootball JSON documents (loopback only, admin token)",
  description:
    "Used by `npm run import` while the server holds the embedded database. Each document imports in its own transaction.",
  security: [{ bearer: [] }],
  request: {
    body: jsonBody(
      z.object({
        documents: z
          .array(z.object({ file: z.string().min(1).max(500), text: z.string().max(20_000_000) }))
          .min(1)
          .max(500),
      }),
    ),
  },
  responses: {
    200: {
      description: "What was imported",
      content: { "application/json": { schema: importSummarySchema } },
    },
    401: { description: "Missing or wrong admin token" },
    403: { description: "Not from this machine" },
  },
});

/** Only a process on this machine, not relayed by a proxy, holding the admin token: checked before the body is read. */
const requireLocalAutomation: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isDirectLoopback(c.req.raw.headers, c.env)) {
    throw new AppError("forbidden", "loopback-only", "Imports are accepted from this machine only.");
  }
  const caller = await callerOf(c.req.raw, c.var.services);
  if (caller.kind !== "automation") {
    throw new AppError("unauthenticated", "invalid-admin-token", "The admin token is missing or wrong.");
  }
  await next();
};

/** One hand-off batch of `npm run import` (8 MB of files), JSON-escaped, fits with room to spare. */
export const IMPORT_BODY_LIMIT = 32 * MiB;

export function mountImportRoute(api: ApiRouter): void {
  allowBodyUpTo(api, "/admin/import", IMPORT_BODY_LIMIT);
  api.openapi({ ...importRoute, middleware: [requireLocalAutomation] as const }, async (c) => {
    const services = c.get("services");
    const { documents } = c.req.valid("json");
    const summary = await services.imports.importNow(documents);
    services.logger.info({ ...summary, errors: summary.errors.length }, "imported openfootball documents");
    return c.json(summary, 200);
  });
}
