import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { importDocuments } from "./import-files.ts";

const problemSchema = z.object({ file: z.string(), match: z.number().int().optional(), reason: z.string() });

export const importSummarySchema = z
  .object({
    files: z.number().int(),
    filesSkipped: z.number().int(),
    competitionsCreated: z.number().int(),
    competitionsUpdated: z.number().int(),
    teamsCreated: z.number().int(),
    matchesCreated: z.number().int(),
    matchesUpdated: z.number().int(),
    events: z.number().int(),
    errors: z.array(problemSchema),
  })
  .openapi("ImportSummary");

const importRoute = createRoute({
  method: "post",
  path: "/admin/import",
  tags: ["Admin"],
  summary: "Import openfootball JSON documents (loopback only, admin token)",
  description:
    "Used by `npm run import` while the server holds the embedded database. Each document imports in its own transaction.",
  security: [{ bearer: [] }],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            documents: z
              .array(z.object({ file: z.string().min(1).max(500), text: z.string().max(20_000_000) }))
              .min(1)
              .max(500),
          }),
        },
      },
    },
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

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Only a process on this machine, not relayed by a proxy, holding the admin token. */
function requireLocalAdmin(c: Context, adminToken: string): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket.remoteAddress;
  const relayed = c.req.header("x-forwarded-for") || c.req.header("forwarded");
  if (!address || !loopback.has(address) || relayed) {
    throw new AppError("forbidden", "loopback-only", "Imports are accepted from this machine only.");
  }
  const given = Buffer.from(c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("unauthenticated", "invalid-admin-token", "The admin token is missing or wrong.");
  }
}

export function mountImportRoute(api: ApiRouter): void {
  api.openapi(importRoute, async (c) => {
    const services = c.get("services");
    requireLocalAdmin(c, services.config.secrets.adminToken);
    const { documents } = c.req.valid("json");
    const summary = await importDocuments(services.database.db, documents);
    services.logger.info({ ...summary, errors: summary.errors.length }, "imported openfootball documents");
    return c.json(summary, 200);
  });
}
