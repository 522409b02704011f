import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { optionalNumericId, validate } from "../lib/middleware.ts";
import type { Route } from "./+types/country-leagues";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Leagues by country");

export const middleware = validate(optionalNumericId());

export const loader = () => null;

export default function CountryLeaguesPage() {
  return (
    <>
      <PageHeader title="Leagues by country" subtitle="Competitions of one country" />
      <EmptyState title="No competitions yet" icon="🌍">
        This country's leagues and cups will be listed here.
      </EmptyState>
    </>
  );
}
