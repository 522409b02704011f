import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/highlights";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Highlights");

export default function HighlightsPage() {
  return (
    <>
      <PageHeader title="Highlights" subtitle="Goals and key moments" />
      <EmptyState title="No highlights yet" icon="play">
        Match highlights will be published here.
      </EmptyState>
    </>
  );
}
