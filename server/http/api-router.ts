import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError, toErrorCode } from "../errors.ts";
import type { Services } from "../services.ts";
import { DEFAULT_BODY_LIMIT } from "./edge.ts";

export type ApiEnv = { Variables: { services: Services; requestId: string; nonce: string } };

/**
 * One router factory for every domain: a single validation hook turns schema
 * failures into 400s whose code names the first bad field ("invalid-date").
 */
export function createApiRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.map(String).join(".") || "body";
      throw new AppError(
        "bad-request",
        `invalid-${toErrorCode(field)}`,
        `${field}: ${issue?.message ?? "is invalid"}`,
        {
          field,
          issues: result.error.issues.map((i) => ({
            path: i.path.map(String).join("."),
            message: i.message,
          })),
        },
      );
    },
  });
}

export type ApiRouter = ReturnType<typeof createApiRouter>;

const largerBodies = new WeakMap<ApiRouter, Map<string, number>>();

/** Lets one route read bodies over the default cap (imports, uploads). */
export function allowBodyUpTo(api: ApiRouter, path: string, bytes: number): void {
  const limits = largerBodies.get(api) ?? new Map<string, number>();
  limits.set(path, bytes);
  largerBodies.set(api, limits);
}

const largerPageBodies = new Map<string, number>();

/** Lets one page's form post more than 1 MiB (an upload form that also works without JavaScript). */
export function allowPageBodyUpTo(path: string, bytes: number): void {
  largerPageBodies.set(path, bytes);
}

/** The cap for a request path: what its route or page declared, else the default. */
export function bodyLimitOf(api: ApiRouter, path: string, apiPath: string): number {
  if (!path.startsWith(`${apiPath}/`)) return largerPageBodies.get(path) ?? DEFAULT_BODY_LIMIT;
  return largerBodies.get(api)?.get(path.slice(apiPath.length)) ?? DEFAULT_BODY_LIMIT;
}
