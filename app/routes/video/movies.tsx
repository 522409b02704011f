import { Form, useLoaderData } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ValueOptions } from "../../components/ui/value-options.tsx";
import { MovieCard } from "../../components/video/movie-card.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/movies";
import { catalogueData } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Movies");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => catalogueData(args);

export default function MoviesPage() {
  const { q, genre, films, genres, continueWatching } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Movies" subtitle="Football films and documentaries" />
      {continueWatching.length > 0 ? (
        <section aria-labelledby="continue-heading" className="mb-6">
          <h2 id="continue-heading" className="mb-2 text-lg font-semibold">
            Continue watching
          </h2>
          <ul aria-label="Continue watching" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {continueWatching.map((film) => (
              <MovieCard key={film.id} film={film} />
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="get" role="search" aria-label="Films" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Search
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            className="mt-1 rounded-lg border border-line bg-surface px-3 py-2"
          />
        </label>
        <label className="flex flex-col text-sm">
          Genre
          <select
            name="genre"
            defaultValue={genre}
            className="mt-1 rounded-lg border border-line bg-surface px-3 py-2"
          >
            <option value="">All genres</option>
            <ValueOptions values={genres} />
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg">
          Show films
        </button>
      </Form>
      {films.length === 0 ? (
        <EmptyState title={q || genre ? "No films match" : "No films yet"} icon="film">
          {q || genre
            ? "Try other words or another genre."
            : "Football films and documentaries will be listed here."}
        </EmptyState>
      ) : (
        <ul aria-label="All films" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {films.map((film) => (
            <MovieCard key={film.id} film={film} />
          ))}
        </ul>
      )}
    </>
  );
}
