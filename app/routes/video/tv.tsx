import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/tv";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "TV");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export default function TvPage() {
  return (
    <>
      <PageHeader title="TV" subtitle="Where to watch today's football" />
      <EmptyState title="No broadcasts yet" icon="tv">
        TV listings for live matches will appear here.
      </EmptyState>
    </>
  );
}
