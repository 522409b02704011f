import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-users";
import { usersLoader } from "./cms-users.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Users");

export const loader = (args: Route.LoaderArgs) => usersLoader(args);

export default function CmsUsersPage() {
  return (
    <>
      <PageHeader title="Users" />
      <EmptyState title="No user list here yet" icon="user">
        Finding, disabling and re-roling accounts on this screen comes next. Until then roles are changed
        through the API (PUT /api/auth/roles).
      </EmptyState>
    </>
  );
}
