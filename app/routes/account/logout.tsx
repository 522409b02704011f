import { redirect } from "react-router";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, forgetSession } from "../../lib/session.server.ts";
import type { Route } from "./+types/logout";

/** Signs this session out; the visitor lands on the home page either way (docs/product.md: Pages and guards). */
export async function action({ context }: Route.ActionArgs) {
  const auth = context.get(authenticatedContext);
  if (auth) await requestScopeOf(context).services.auth.signOut(auth.sessionId);
  forgetSession(context);
  throw redirect("/");
}

export const loader = () => redirect("/");
