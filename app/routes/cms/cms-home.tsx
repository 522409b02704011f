import { useLoaderData } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-home";
import { staffHomeLoader } from "./cms-home.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Admin");

export const loader = (args: Route.LoaderArgs) => staffHomeLoader(args);

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
