import type { RouterContextProvider } from "react-router";
import type { RequestScope } from "../../server/app/router-context.ts";
import { requestScopeKey } from "../../shared/request-scope-key.ts";

export type { RequestScope };

/** The key the server puts each request's scope under: services, public config, nonce. */
export const requestScopeContext = requestScopeKey<RequestScope>();

export function requestScopeOf(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext);
}
