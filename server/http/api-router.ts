import { OpenAPIHono } from "@hono/zod-openapi";
import { invalidInput } from "../../shared/errors.ts";
import { DEFAULT_BODY_LIMIT } from "./edge.ts";
// Installs the field sentences as zod's error map before any router parses a body.
import "./field-messages.ts";

/**
 * Every long-lived service a request may use. The kit declares it empty and the composition root
 * fills it in (declaration merging in app/services.ts), so the kit and the domains name the
 * services' type without importing the layer above them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the composition root.
export interface Services {}

export type ApiEnv = { Variables: { services: Services; requestId: string; nonce: string } };

/**
 * One router factory for every domain: a single validation hook turns schema
 * failures into 400s whose code names the first bad field ("invalid-date") and
 * whose message is that field's sentence ("Enter a team name", field-messages.ts).
 */
export function createApiRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error.issues);
    },
  });
}

export type ApiRouter = ReturnType<typeof createApiRouter>;

const largerBodies = new WeakMap<ApiRouter, Map<string, number>>();

/**
 * Lets one route read bodies over the default cap (imports, uploads). The path may hold
 * parameters (`/cms/media/{id}/file`, or `:id` for pages): each stands for one segment.
 */
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

const isParameter = (segment: string) => /^(\{\w+\}|:\w+)$/.test(segment);

/** The declared cap of a path: an exact entry first, else one whose parameters match its segments. */
function declaredLimit(limits: Map<string, number> | undefined, path: string): number | undefined {
  if (!limits) return undefined;
  const exact = limits.get(path);
  if (exact !== undefined) return exact;
  const segments = path.split("/");
  for (const [pattern, bytes] of limits) {
    const parts = pattern.split("/");
    if (!parts.some(isParameter) || parts.length !== segments.length) continue;
    if (parts.every((part, i) => part === segments[i] || (isParameter(part) && segments[i] !== ""))) {
      return bytes;
    }
  }
  return undefined;
}

/** The cap for a request path: what its route or page declared, else the default. */
export function bodyLimitOf(api: ApiRouter, path: string, apiPath: string): number {
  if (!path.startsWith(`${apiPath}/`)) return declaredLimit(largerPageBodies, path) ?? DEFAULT_BODY_LIMIT;
  return declaredLimit(largerBodies.get(api), path.slice(apiPath.length)) ?? DEFAULT_BODY_LIMIT;
}
