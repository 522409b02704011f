import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { optionalNumericId, validate } from "../lib/middleware.ts";
import type { Route } from "./+types/country-teams";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Teams by country");

export const middleware = validate(optionalNumericId());

export const loader = () => null;

export default function CountryTeamsPage() {
  return (
    <>
      <PageHeader title="Teams by country" subtitle="Clubs of one country" />
      <EmptyState title="No teams yet" icon="🌍">
        This country's clubs will be listed here.
      </EmptyState>
    </>
  );
}
