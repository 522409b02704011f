import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { optionalNumericId, validate } from "../lib/middleware.ts";
import type { Route } from "./+types/match";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Match centre");

export const middleware = validate(optionalNumericId());

export const loader = () => null;

export default function MatchPage() {
  return (
    <>
      <PageHeader title="Match centre" subtitle="Live score, timeline and head-to-head" />
      <EmptyState title="No matches yet" icon="⚽">
        Pick a match from the scores page to follow it live.
      </EmptyState>
    </>
  );
}
