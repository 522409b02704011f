import { TrieRouter } from "hono/router/trie-router";
import type { ApiRouter } from "./api-router.ts";
import { isRateLimit } from "./rate-limit.ts";

/**
 * Whether the router runs a rateLimit budget for a method and document path, read from
 * the middleware it really runs: an operation behind a budget documents its 429 without
 * anyone having to remember to.
 */
export function rateLimitedOperations(api: ApiRouter): (method: string, path: string) => boolean {
  const budgets = new TrieRouter<true>();
  for (const route of api.routes) {
    if (isRateLimit(route.handler)) budgets.add(route.method, route.path, true);
  }
  // A sample value in each parameter: the router's paths name parameters as `:id`.
  return (method, path) =>
    budgets.match(method.toUpperCase(), path.replaceAll(/\{[^}]+\}/g, "1"))[0].length > 0;
}
