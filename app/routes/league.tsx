import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { optionalNumericId, validate } from "../lib/middleware.ts";
import type { Route } from "./+types/league";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Leagues");

export const middleware = validate(optionalNumericId());

export const loader = () => null;

export default function LeaguePage() {
  return (
    <>
      <PageHeader title="Leagues" subtitle="Competitions from around the world" />
      <EmptyState title="No competitions yet" icon="🏆">
        Leagues, cups and tournaments will be listed here.
      </EmptyState>
    </>
  );
}
