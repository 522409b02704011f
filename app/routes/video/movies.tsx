import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/movies";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Movies");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export default function MoviesPage() {
  return (
    <>
      <PageHeader title="Movies" subtitle="Football films and documentaries" />
      <EmptyState title="No films yet" icon="film">
        Football films and documentaries will be listed here.
      </EmptyState>
    </>
  );
}
