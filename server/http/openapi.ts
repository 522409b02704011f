import { createRoute, z } from "@hono/zod-openapi";
import type { Config } from "../config/config.ts";
import { apiChangesMarkdown } from "./api-changes.ts";
import { apiReferencePage } from "./api-reference.ts";
import type { ApiRouter } from "./api-router.ts";
import { fixNullableRefs } from "./openapi-nullable.ts";
import { rateLimitedOperations } from "./openapi-rate-limits.ts";
import { stateRequiredScopes } from "./required-scopes.ts";

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  responses?: Record<string, Json & { content?: unknown }>;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const errorExample = (code: string, message: string) => ({
  "application/json": {
    schema: { $ref: "#/components/schemas/Error" },
    example: { error: { code, message } },
  },
});

/** What the shared edge may answer for any operation, so each one documents it. */
const STANDARD: Record<string, { description: string; code: string; message: string }> = {
  "400": {
    description:
      "Bad input: `invalid-<field>`, `invalid-json`, `invalid-encoding`, `invalid-character` (NUL or a lone surrogate in the address or the body).",
    code: "invalid-id",
    message: "Enter a whole number",
  },
  "401": {
    description: "No credentials, or they no longer hold: `unauthenticated`, `auth-required`.",
    code: "unauthenticated",
    message: "Please sign in to continue.",
  },
  "403": {
    description: "Not allowed: `forbidden-role`, `cross-site-request`.",
    code: "forbidden-role",
    message: "Your role may not do this.",
  },
  "404": { description: "No such resource.", code: "not-found", message: "Not found." },
  "413": {
    description: "`payload-too-large`: the body is over the route's limit (1 MiB unless stated).",
    code: "payload-too-large",
    message: "The request body is larger than 1048576 bytes.",
  },
  "415": {
    description: "`unsupported-media-type`: send the body as application/json.",
    code: "unsupported-media-type",
    message: "Send this request's body as application/json.",
  },
  "429": {
    description: "`too-many-requests`; `Retry-After` says how many seconds to wait.",
    code: "too-many-requests",
    message: "Too many attempts. Please wait a moment and try again.",
  },
};

/** Registers the parts every domain's operations refer to: the error body and the credentials. */
export function registerApiComponents(api: ApiRouter, config: Pick<Config, "SITE_URL">): void {
  const registry = api.openAPIRegistry;
  registry.registerComponent("schemas", "Error", {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", description: "Stable, lowercase and hyphenated.", example: "invalid-date" },
          message: { type: "string", description: "For people; may change." },
          details: { type: "object", additionalProperties: true },
        },
      },
    },
  });
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The access token from `data.token.access_token` of the sign-in answer; automation sends the admin token here.",
  });
  const secure = new URL(config.SITE_URL).protocol === "https:" || config.SITE_URL.includes("localhost");
  registry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: `${secure ? "__Host-" : ""}goalline_access`,
    description: "The session cookie our own pages carry; changes must come from our own origin.",
  });
}

/**
 * Fills in what every operation shares, so the document states every answer
 * the edge can give: public operations say so (`security: []`), secured ones
 * accept the session cookie too, each error status has the error body, a
 * nullable named schema lets null match (openapi-nullable.ts), and an
 * operation behind a rateLimit budget states its 429.
 */
export function completeDocument<T extends { paths?: unknown }>(doc: T, api?: ApiRouter): T {
  const limited = api ? rateLimitedOperations(api) : () => false;
  Object.assign(
    doc,
    fixNullableRefs({ paths: doc.paths, components: (doc as { components?: unknown }).components }),
  );
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.security ??= [];
      const secured = op.security.length > 0;
      if (secured && !op.security.some((s) => "sessionCookie" in s)) op.security.push({ sessionCookie: [] });
      op.responses ??= {};
      const responses = op.responses;
      const wanted = ["400"];
      if (op.requestBody) wanted.push("413", "415");
      if (secured) wanted.push("401", "403");
      if (path.includes("{")) wanted.push("404");
      if (limited(method, path)) wanted.push("429");
      for (const status of wanted) {
        responses[status] ??= { description: STANDARD[status]!.description };
      }
      for (const [status, response] of Object.entries(responses)) {
        const standard = STANDARD[status];
        if (Number(status) >= 400 && !response.content) {
          response.content = errorExample(
            standard?.code ?? "error",
            standard?.message ?? (response.description as string),
          );
        }
      }
    }
  }
  return doc;
}

/** The OpenAPI document itself and the reference page that reads it, both listed in the document. */
export function mountApiDocuments(
  api: ApiRouter,
  config: Pick<Config, "SITE_NAME" | "SITE_API_PATH" | "SITE_URL">,
) {
  const documentRoute = createRoute({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tags: ["Reference"],
    summary: "This document (OpenAPI 3.1)",
    responses: {
      200: {
        description: "The document.",
        content: { "application/json": { schema: z.object({}).passthrough() } },
      },
    },
  });
  const referenceRoute = createRoute({
    method: "get",
    path: "/docs",
    operationId: "getApiReference",
    tags: ["Reference"],
    summary: "Interactive API reference",
    responses: { 200: { description: "An HTML page.", content: { "text/html": { schema: z.string() } } } },
  });
  api.openapi(documentRoute, (c) => {
    const doc = api.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: `${config.SITE_NAME} site API`,
        version: "1",
        description:
          "Live scores, fixtures, results, standings and accounts. Errors answer `{ error: { code, message, details? } }` with a stable code. " +
          "Lists answer `{ data: [...] }`; a list paged by `limit` and `offset` adds `total`, how many the whole list holds.\n\n" +
          apiChangesMarkdown(),
        license: { name: "Proprietary: the operator of this site", url: config.SITE_URL },
      },
      servers: [{ url: config.SITE_API_PATH }],
    });
    stateRequiredScopes(
      api,
      doc.paths as Parameters<typeof stateRequiredScopes>[1],
      c.var.services.callers.isStaffScope,
    );
    // It changes only with a deploy; tools and the reference page may keep it for a few minutes
    // and revalidate with the ETag the API reads carry.
    c.header("Cache-Control", "public, max-age=300");
    return c.json(completeDocument(doc, api), 200);
  });
  api.openapi(referenceRoute, (c) =>
    c.html(apiReferencePage(config.SITE_NAME, `${config.SITE_API_PATH}/openapi.json`, c.get("nonce")), 200),
  );
}
