import { Link, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movies";
import { BinnedNotice } from "./binned-notice.tsx";
import { cmsMoviesLoader } from "./movies.server.ts";

const m = defineMessages({
  metaTitle: { id: "cms.movies.meta-title", defaultMessage: "Movies · CMS" },
  title: { id: "cms.movies.title", defaultMessage: "Movies" },
  newFilm: { id: "cms.movies.new", defaultMessage: "New film" },
  intro: {
    id: "cms.movies.intro",
    defaultMessage: "The film library: details, feature and trailer videos, and what is published.",
  },
  films: { id: "cms.movies.films", defaultMessage: "Films" },
  filmTitle: { id: "cms.movies.film-title", defaultMessage: "Title" },
  year: { id: "cms.movies.year", defaultMessage: "Year" },
  feature: { id: "cms.movies.feature", defaultMessage: "Feature" },
  trailer: { id: "cms.movies.trailer", defaultMessage: "Trailer" },
  published: { id: "cms.movies.published", defaultMessage: "Published" },
  video: { id: "cms.movies.video", defaultMessage: "Video {id}" },
  none: { id: "cms.movies.none", defaultMessage: "None" },
  yes: { id: "cms.movies.yes", defaultMessage: "Yes" },
  no: { id: "cms.movies.no", defaultMessage: "No" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.metaTitle);
export const loader = (args: Route.LoaderArgs) => cmsMoviesLoader(args);

export default function CmsMovies() {
  const { movies, notice } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t(m.title)}</h1>
        <Link
          to="/cms/movies/new"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
        >
          {t(m.newFilm)}
        </Link>
      </div>
      {notice ? <BinnedNotice>{notice}</BinnedNotice> : null}
      <p className="text-sm text-muted">{t(m.intro)}</p>
      <StaffTable
        label={t(m.films)}
        labels={[t(m.filmTitle), t(m.year), t(m.feature), t(m.trailer), t(m.published)]}
        className="w-full text-start text-sm"
      >
        {movies.map((movie) => (
          <tr key={movie.id} className="border-b border-line last:border-0">
            <td className="px-3 py-2">
              <Link to={`/cms/movies/${movie.id}`} className="font-semibold text-accent underline">
                {movie.title}
              </Link>
            </td>
            <td className="px-3 py-2">{movie.year ?? "—"}</td>
            <td className="px-3 py-2">{movie.video_id ? t(m.video, { id: movie.video_id }) : t(m.none)}</td>
            <td className="px-3 py-2">
              {movie.trailer_video_id ? t(m.video, { id: movie.trailer_video_id }) : t(m.none)}
            </td>
            <td className="px-3 py-2">{t(movie.published ? m.yes : m.no)}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
