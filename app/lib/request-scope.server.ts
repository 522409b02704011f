import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { RequestScope } from "../../server/app/router-context.ts";

export type { RequestScope };

// The server process loads this module directly (to fill the scope) while the SSR build, or Vite in
// development, bundles its own copy; a global registry keeps one key for both.
const registry = globalThis as typeof globalThis & {
  [key: symbol]: RouterContext<RequestScope> | undefined;
};
const key = Symbol.for("goalline.request-scope");
registry[key] ??= createContext<RequestScope>();

/** The key the server puts each request's scope under: services, public config, nonce. */
export const requestScopeContext = registry[key];

export function requestScopeOf(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext);
}
