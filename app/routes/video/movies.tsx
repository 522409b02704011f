import { useLoaderData } from "react-router";
import { LockedFeature } from "../../components/billing/locked-feature.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/movies";
import { moviesData } from "./video-access.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Movies");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => moviesData(args);

export default function MoviesPage() {
  const { entitled, signedIn, films } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Movies" subtitle="Football films and documentaries" />
      {!entitled ? (
        <LockedFeature title="The film library is part of Premium" signedIn={signedIn} returnTo="/movies">
          Season films and documentaries come with Premium or a match pass.
        </LockedFeature>
      ) : films.length === 0 ? (
        <EmptyState title="No films yet" icon="film">
          Football films and documentaries will be listed here.
        </EmptyState>
      ) : (
        <ul aria-label="Films" className="grid gap-3 sm:grid-cols-2">
          {films.map((film) => (
            <li key={film.id} className="rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold">{film.title}</p>
              <p className="text-sm text-muted">{film.about}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
