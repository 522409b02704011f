import { data, useLoaderData } from "react-router";
import { isRoleAtLeast, scopesOf } from "../../server/auth/roles.ts";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { requireAuthenticated } from "../lib/session.server.ts";
import type { Route } from "./+types/cms-home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Admin");

/** Staff only: editors and above; everyone else gets a 403. */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = requireAuthenticated(context);
  if (!isRoleAtLeast(user.role, "editor")) throw data("This page is for staff only.", { status: 403 });
  return { name: user.displayName, role: user.role, scopes: scopesOf(user.role) };
}

export default function CmsHomePage() {
  const staff = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Admin" subtitle={`Signed in as ${staff.name} (${staff.role})`} />
      <EmptyState title="Nothing to manage yet" icon="tools">
        Content, chat moderation and live data tools appear here as they open. Your permissions:{" "}
        {staff.scopes.join(", ")}.
      </EmptyState>
    </>
  );
}
