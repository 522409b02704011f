import { TrieRouter } from "hono/router/trie-router";
import type { ApiRouter } from "./api-router.ts";
import { type ScopeRule, scopeRuleOf } from "./caller.ts";
import { cmsDenied } from "./openapi-parts.ts";

type Operation = Record<string, unknown> & { responses?: Record<string, { description: string }> };
type Operations = Record<string, Record<string, Operation>>;

/** What the guard answers staff work beyond the scope check, for each such operation to document. */
const STAFF_REFUSALS = { "401": "cms-session-expired", "403": "two-step-required" } as const;

/** The extension that states, for machines, the scope an operation's guard asks for. */
export const REQUIRED_SCOPE = "x-required-scope";

/**
 * Writes on every operation the scope its guard asks for, read from the guards the
 * router really runs for that method and path (requireScope keeps each one's rule),
 * so the document cannot claim a scope the route does not check, nor miss one.
 */
export function stateRequiredScopes(
  api: ApiRouter,
  paths: Operations,
  isStaffScope: (scope: string) => boolean,
): void {
  const guards = new TrieRouter<ScopeRule>();
  for (const route of api.routes) {
    const rule = scopeRuleOf(route.handler);
    if (rule) guards.add(route.method, route.path, rule);
  }
  for (const [path, item] of Object.entries(paths)) {
    // A sample value in each parameter: the guard's paths name parameters as `:id`.
    const sample = path.replaceAll(/\{[^}]+\}/g, "1");
    for (const [method, operation] of Object.entries(item)) {
      const verb = method.toUpperCase();
      const scopes = new Set(
        guards
          .match(verb, sample)[0]
          .map(([rule]) => (typeof rule === "string" ? rule : rule(verb)))
          .filter((scope): scope is string => scope !== null),
      );
      // Guards on one path agree on its scope; were they ever to differ, each would have to pass.
      if (scopes.size > 0) operation[REQUIRED_SCOPE] = scopes.size === 1 ? [...scopes][0] : [...scopes];
      if ([...scopes].some(isStaffScope)) mentionStaffRefusals(operation);
    }
  }
}

/** Each staff operation documents the guard's answers: the admin area's, or its own with the staff codes added. */
function mentionStaffRefusals(operation: Operation): void {
  operation.responses ??= {};
  for (const [status, code] of Object.entries(STAFF_REFUSALS)) {
    const response = operation.responses[status];
    if (!response) operation.responses[status] = { ...cmsDenied[Number(status) as keyof typeof cmsDenied] };
    else if (!response.description.includes(`\`${code}\``)) {
      response.description = `${response.description} Staff work: \`${code}\`.`;
    }
  }
}
