import { data, type RouterContextProvider } from "react-router";
import { isRoleAtLeast, scopesOf } from "../../../server/auth/roles.ts";
import { requireAuthenticated } from "../../lib/session.server.ts";

/** Staff only: editors and above; everyone else gets a 403. */
export function staffHomeLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { user } = requireAuthenticated(context);
  if (!isRoleAtLeast(user.role, "editor")) throw data("This page is for staff only.", { status: 403 });
  return { name: user.displayName, role: user.role, scopes: scopesOf(user.role) };
}
