import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../shared/i18n/locales.ts";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { dataResponse, errorResponse, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { POLICY_KINDS, publishPolicySchema } from "./policies.ts";

const kindParam = z.object({
  kind: z.enum(POLICY_KINDS).openapi({ description: "Which policy", example: "terms" }),
});

const versionSummary = z
  .object({
    kind: z.enum(POLICY_KINDS),
    version: z.number().int(),
    language: z.enum(LOCALES).openapi({ description: "The language of this text; en is the reference" }),
    title: z.string(),
    summary: z.string().openapi({ description: "What changed in this version" }),
    published_at: z.string().openapi({ format: "date-time" }),
    published_by: z.string().nullable().openapi({ description: "Audit actor id of the publisher" }),
  })
  .openapi("PolicyVersionSummary");
const policyView = versionSummary
  .extend({
    body_markdown: z.string(),
    body_html: z.string().openapi({ description: "The Markdown rendered and sanitised" }),
  })
  .openapi("Policy");
const one = { "application/json": { schema: z.object({ data: policyView }) } };

const termsStatus = z
  .object({
    current: z
      .object({ version: z.number().int(), summary: z.string(), published_at: z.string() })
      .nullable(),
    acknowledged: z
      .number()
      .int()
      .openapi({ description: "The newest terms version this account agreed to" }),
    pending: z
      .boolean()
      .openapi({ description: "True when the account should be asked to agree to `current`" }),
  })
  .openapi("TermsStatus");

const getRoute = createRoute({
  method: "get",
  path: "/policies/{kind}",
  operationId: "getPolicy",
  tags: ["Policies"],
  security: [],
  summary: "The terms, privacy or refund policy in force",
  description:
    "In `language` when the version in force was published in it; else in English (`language` says which).",
  request: {
    params: kindParam,
    query: z.object({ language: z.enum(LOCALES).optional().openapi({ example: "de" }) }),
  },
  responses: {
    200: { description: "The current version; ETag is its version.", content: one },
    400: errorResponse("`invalid-language`."),
    404: errorResponse("`policy-not-found`: none published yet."),
  },
});

const acknowledgeRoute = createRoute({
  method: "post",
  path: "/policies/terms/acknowledge",
  operationId: "acknowledgeTerms",
  tags: ["Policies"],
  security: [{ bearer: [] }],
  summary: "Agree to a version of the terms (idempotent)",
  description: "Agreeing to an older version than one already agreed to changes nothing.",
  request: {
    body: jsonBody(
      z.object({ version: z.number().int().min(1).max(999_999_999) }).openapi("TermsAcknowledgement"),
    ),
  },
  responses: {
    200: dataResponse("Where the account now stands.", termsStatus),
    400: errorResponse("`invalid-version`."),
    401: errorResponse("`auth-required`."),
    422: errorResponse("`unknown-terms-version` with `details.field`."),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/cms/policies",
  operationId: "listCmsPolicies",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "The three policies, each with the version in force",
  responses: {
    200: dataResponse(
      "One entry per policy; `current` is null before any version is published.",
      z.array(z.object({ kind: z.enum(POLICY_KINDS), current: versionSummary.nullable() })),
    ),
    401: errorResponse("`unauthenticated`, `cms-session-expired`."),
    403: errorResponse("`forbidden-role` (needs `content:write`), `two-step-required`."),
  },
});

const publishRoute = createRoute({
  method: "post",
  path: "/cms/policies/{kind}",
  operationId: "publishCmsPolicy",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "Publish a new version of a policy",
  description:
    "Name the version the edit began from, as If-Match or `version`: if another was published since, " +
    "the answer is 409 `edit-conflict` with `details.current`. An Idempotency-Key makes a retry safe.",
  request: {
    params: kindParam,
    headers: z.object({
      "if-match": z.string().max(40).optional().openapi({ description: 'The version read, as `"7"`.' }),
      "idempotency-key": z.string().min(8).max(200).optional(),
    }),
    body: jsonBody(publishPolicySchema),
  },
  responses: {
    201: { description: "The published version; Location and ETag name it.", content: one },
    400: errorResponse(
      "`invalid-<field>` (`invalid-language` for a language the site does not speak), `version-required`, `invalid-if-match`, `version-mismatch`.",
    ),
    401: errorResponse("`unauthenticated`, `cms-session-expired`."),
    403: errorResponse("`forbidden-role` (needs `content:write`), `two-step-required`."),
    409: errorResponse("`edit-conflict` with `details.current`; `idempotency-key-in-progress`."),
    422: errorResponse("`idempotency-key-reused`."),
  },
});

/** Public policy pages, terms acknowledgement, and publishing in the admin area (`content:write`). */
export function mountPolicyRoutes(api: ApiRouter): void {
  api.use("/cms/policies", requireCms("content:write"));
  api.use("/cms/policies/*", requireCms("content:write"), idempotent("cms-policies"));

  api.openapi(getRoute, async (c) => {
    const policy = await c.var.services.policies.current(
      c.req.valid("param").kind,
      c.req.valid("query").language,
    );
    c.header("Cache-Control", "public, max-age=60");
    c.header("ETag", versionTag(policy.version));
    return c.json({ data: policy }, 200);
  });

  api.openapi(acknowledgeRoute, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    if (caller.kind !== "account") {
      throw new AppError("unauthenticated", "auth-required", "Sign in to agree to the terms.");
    }
    const status = await c.var.services.policies.acknowledgeTerms(
      caller.auth.user,
      c.req.valid("json").version,
    );
    c.header("Cache-Control", "no-store");
    return c.json({ data: status }, 200);
  });

  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.policies.overview() }, 200);
  });

  api.openapi(publishRoute, async (c) => {
    const { kind } = c.req.valid("param");
    const { version, ...input } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const policy = await c.var.services.policies.publish(await actorOf(c), kind, { ...input, base });
    c.header("Cache-Control", "no-store");
    c.header("Location", c.req.path.replace("/cms/policies/", "/policies/"));
    c.header("ETag", versionTag(policy.version));
    return c.json({ data: policy }, 201);
  });
}
