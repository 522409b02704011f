import type { RouterContextProvider } from "react-router";
import { type RequestScope, requestScopeContext } from "../../server/app/router-context.ts";

export type { RequestScope };

export function requestScopeOf(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext);
}
