import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, pageNotFound, validate } from "../../lib/middleware.ts";
import type { Route } from "./+types/match-highlight";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Match highlights");

export const middleware = validate(optionalNumericId());

// No match has highlights yet: a match's highlights address does not exist until it does.
export const loader = ({ params }: Route.LoaderArgs) => {
  if (params.id !== undefined) throw pageNotFound();
  return null;
};

export default function MatchHighlightPage() {
  return (
    <>
      <PageHeader title="Match highlights" subtitle="Goals and key moments of one match" />
      <EmptyState title="No highlights yet" icon="play">
        Highlights for this match will be published here.
      </EmptyState>
    </>
  );
}
