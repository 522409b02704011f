import { Form, useLoaderData } from "react-router";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ValueOptions } from "../../components/ui/value-options.tsx";
import { MovieCard } from "../../components/video/movie-card.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/movies";
import { catalogueData } from "./movies.server.ts";

const m = defineMessages({
  subtitle: { id: "video.movies.subtitle", defaultMessage: "Football films and documentaries" },
  continue: {
    id: "video.movies.continue",
    defaultMessage: "Continue watching",
    description: "Heading of the films the fan has begun",
  },
  films: {
    id: "video.movies.films",
    defaultMessage: "Films",
    description: "Accessible name of the film search",
  },
  search: {
    id: "video.movies.search",
    defaultMessage: "Search",
    description: "Label of the film search field",
  },
  genre: { id: "video.movies.genre", defaultMessage: "Genre" },
  allGenres: { id: "video.movies.all-genres", defaultMessage: "All genres" },
  show: { id: "video.movies.show", defaultMessage: "Show films", description: "Button applying the search" },
  noMatch: { id: "video.movies.no-match", defaultMessage: "No films match" },
  noMatchHelp: { id: "video.movies.no-match-help", defaultMessage: "Try other words or another genre." },
  none: { id: "video.movies.none", defaultMessage: "No films yet" },
  noneHelp: {
    id: "video.movies.none-help",
    defaultMessage: "Football films and documentaries will be listed here.",
  },
  all: {
    id: "video.movies.all",
    defaultMessage: "All films",
    description: "Accessible name of the film list",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, navMessages.movies);

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => catalogueData(args);

export default function MoviesPage() {
  const t = useT();
  const { q, genre, films, genres, continueWatching } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t(navMessages.movies)} subtitle={t(m.subtitle)} />
      {continueWatching.length > 0 ? (
        <section aria-labelledby="continue-heading" className="mb-6">
          <h2 id="continue-heading" className="mb-2 text-lg font-semibold">
            {t(m.continue)}
          </h2>
          <ul aria-label={t(m.continue)} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {continueWatching.map((film) => (
              <MovieCard key={film.id} film={film} />
            ))}
          </ul>
        </section>
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label={t(m.films)}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col text-sm">
          {t(m.search)}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            className="mt-1 rounded-lg border border-line bg-surface px-3 py-2"
          />
        </label>
        <label className="flex flex-col text-sm">
          {t(m.genre)}
          <select
            name="genre"
            defaultValue={genre}
            className="mt-1 rounded-lg border border-line bg-surface px-3 py-2"
          >
            <option value="">{t(m.allGenres)}</option>
            <ValueOptions values={genres} />
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg">
          {t(m.show)}
        </button>
      </Form>
      {films.length === 0 ? (
        <EmptyState title={q || genre ? t(m.noMatch) : t(m.none)} icon="film">
          {q || genre ? t(m.noMatchHelp) : t(m.noneHelp)}
        </EmptyState>
      ) : (
        <ul aria-label={t(m.all)} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {films.map((film) => (
            <MovieCard key={film.id} film={film} />
          ))}
        </ul>
      )}
    </>
  );
}
