import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "./request-scope.server.ts";
import { authenticatedContext } from "./session.server.ts";

export type TermsNotice = { version: number; summary: string };

/**
 * For a signed-in user who has not agreed to the terms in force: the version to agree to and
 * what changed. Null for visitors and for everyone up to date (no query for visitors).
 */
export async function termsNoticeOf(context: Readonly<RouterContextProvider>): Promise<TermsNotice | null> {
  const auth = context.get(authenticatedContext);
  if (!auth) return null;
  const status = await requestScopeOf(context).services.policies.termsStatus(auth.user);
  return status.pending && status.current
    ? { version: status.current.version, summary: status.current.summary }
    : null;
}
