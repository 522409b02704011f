import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { optionalNumericId, validate } from "../lib/middleware.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Teams");

export const middleware = validate(optionalNumericId());

export const loader = () => null;

export default function TeamPage() {
  return (
    <>
      <PageHeader title="Teams" subtitle="Clubs and national teams" />
      <EmptyState title="No teams yet" icon="🛡️">
        Teams will be listed here once competitions are loaded.
      </EmptyState>
    </>
  );
}
