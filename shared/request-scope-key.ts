import { createContext, type RouterContext } from "react-router";

// The server process fills each request's scope while the SSR build, or Vite in development, bundles
// its own copy of the pages; a global registry keeps one key for both copies.
const registry = globalThis as typeof globalThis & { [key: symbol]: RouterContext<unknown> | undefined };
const key = Symbol.for("goalline.request-scope");

/**
 * The key React Router's context holds each request's scope under: the server puts it there, the pages
 * read it. The scope's shape is the server's (`RequestScope`), named by each side as it asks.
 */
export function requestScopeKey<Scope>(): RouterContext<Scope> {
  registry[key] ??= createContext<unknown>();
  return registry[key] as RouterContext<Scope>;
}
