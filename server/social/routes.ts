import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../shared/versioning.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { cmsDenied, dataResponse, jsonBody } from "../http/openapi-parts.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { SOCIAL_NETWORKS } from "./schema.ts";

const accountsShape = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, z.string().max(300).nullable().optional()]),
) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>;
const settings = z
  .object({ accounts: z.object(accountsShape), version: z.number().int() })
  .openapi("SocialSettings");
const one = { "application/json": { schema: z.object({ data: settings }) } };
const links = z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), name: z.string(), url: z.string() }));

const publicRoute = createRoute({
  method: "get",
  path: "/social/accounts",
  operationId: "listSocialAccounts",
  tags: ["social"],
  summary: "The site's own social accounts, in the footer's order",
  responses: {
    200: dataResponse("The accounts.", links),
  },
});

const showRoute = createRoute({
  method: "get",
  path: "/cms/social",
  operationId: "getSocialSettings",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "The site's social accounts for editing (ETag: their version; 0 before the first save)",
  responses: { 200: { description: "The accounts.", content: one }, ...cmsDenied },
});

const putRoute = createRoute({
  method: "put",
  path: "/cms/social",
  operationId: "putSocialSettings",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "Replace the site's social accounts (an empty or missing address removes one)",
  description: `Networks: ${SOCIAL_NETWORKS.join(", ")}. Each address must be https on that network's own host.`,
  request: {
    headers: z.object({ "if-match": z.string().max(20).optional() }),
    body: jsonBody(
      z.object({
        version: z.number().int().min(0).optional(),
        accounts: z.object(accountsShape),
      }),
    ),
  },
  responses: {
    200: { description: "The accounts as saved.", content: one },
    400: {
      description:
        "`invalid-social-url` (details.field names the network), `version-required`, `invalid-if-match`.",
    },
    ...cmsDenied,
    409: { description: "`edit-conflict`, with the accounts as they are now." },
  },
});

/** Public list of the accounts; editing needs `content:write` and is audited. */
export function mountSocialRoutes(api: ApiRouter): void {
  api.openapi(publicRoute, async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data: await c.var.services.social.links() }, 200);
  });
  api.use("/cms/social", requireCms("content:write"));
  api.openapi(showRoute, async (c) => {
    const current = await c.var.services.social.settings();
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(current.version));
    return c.json({ data: current }, 200);
  });
  api.openapi(putRoute, async (c) => {
    const { version, accounts } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const { actor, ip } = await actorOf(c);
    const { before, after } = await c.var.services.social.save(base, accounts, actor.id);
    await c.var.services.audit.recordAudit({
      actor,
      action: "social.update",
      target: { type: "social" },
      before: before.accounts,
      after: after.accounts,
      ip,
    });
    c.header("ETag", versionTag(after.version));
    return c.json({ data: after }, 200);
  });
}
