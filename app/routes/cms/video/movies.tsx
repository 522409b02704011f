import { Link, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movies";
import { BinnedNotice } from "./binned-notice.tsx";
import { cmsMoviesLoader } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Movies · CMS");
export const loader = (args: Route.LoaderArgs) => cmsMoviesLoader(args);

export default function CmsMovies() {
  const { movies, notice } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Movies</h1>
        <Link
          to="/cms/movies/new"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
        >
          New film
        </Link>
      </div>
      {notice ? <BinnedNotice>{notice}</BinnedNotice> : null}
      <p className="text-sm text-muted">
        The film library: details, feature and trailer videos, and what is published.
      </p>
      <StaffTable
        label="Films"
        labels={["Title", "Year", "Feature", "Trailer", "Published"]}
        className="w-full text-left text-sm"
      >
        {movies.map((movie) => (
          <tr key={movie.id} className="border-b border-line last:border-0">
            <td className="px-3 py-2">
              <Link to={`/cms/movies/${movie.id}`} className="font-semibold text-accent underline">
                {movie.title}
              </Link>
            </td>
            <td className="px-3 py-2">{movie.year ?? "—"}</td>
            <td className="px-3 py-2">{movie.video_id ? `Video ${movie.video_id}` : "None"}</td>
            <td className="px-3 py-2">
              {movie.trailer_video_id ? `Video ${movie.trailer_video_id}` : "None"}
            </td>
            <td className="px-3 py-2">{movie.published ? "Yes" : "No"}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
