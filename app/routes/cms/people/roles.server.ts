import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { requireCmsPage } from "../cms-access.server.ts";

/** Every role against every scope, in the order roles gain them. */
export async function rolesLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { auth } = await requireCmsPage(context, "cms");
  const { ROLES, scopesOf } = requestScopeOf(context).services.auth;
  const scopes = [...new Set(ROLES.flatMap((role) => scopesOf(role)))];
  return {
    yourRole: auth.user.role,
    scopes,
    roles: ROLES.map((role) => ({ role, holds: scopesOf(role) })),
    twoStepRoles: ["operator", "admin"],
  };
}
