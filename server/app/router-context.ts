import { createContext, type RouterContext } from "react-router";
import type { PublicConfig } from "../config.ts";
import type { PageHint } from "./page-hint.ts";
import type { Services } from "./services.ts";

/** What every SSR loader may read from React Router's context. */
export type RequestScope = {
  services: Services;
  publicConfig: PublicConfig;
  nonce: string;
  requestId: string;
  /** The visitor's address, for per-IP limits in form actions. */
  clientIp?: string | null;
  /** Filled by loaders of public pages: whether and how long other visitors may be served this render. */
  page?: PageHint;
};

// The server process loads this module directly while the SSR build (or Vite in
// development) bundles its own copy; a global registry keeps one key for both.
const registry = globalThis as typeof globalThis & {
  [key: symbol]: RouterContext<RequestScope> | undefined;
};
const key = Symbol.for("goalline.request-scope");
registry[key] ??= createContext<RequestScope>();

export const requestScopeContext = registry[key];
