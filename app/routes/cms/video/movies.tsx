import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movies";
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
      {notice ? (
        <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
          {notice}{" "}
          <Link to="/cms/bin" className="font-semibold underline">
            Open the bin
          </Link>{" "}
          to restore it.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        The film library: details, feature and trailer videos, and what is published.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Films</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Year</th>
              <th scope="col">Feature</th>
              <th scope="col">Trailer</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          <tbody>
            {movies.map((movie) => (
              <tr key={movie.id} className="border-t border-line">
                <td className="py-2">
                  <Link to={`/cms/movies/${movie.id}`} className="underline">
                    {movie.title}
                  </Link>
                </td>
                <td>{movie.year ?? "—"}</td>
                <td>{movie.video_id ? `Video ${movie.video_id}` : "None"}</td>
                <td>{movie.trailer_video_id ? `Video ${movie.trailer_video_id}` : "None"}</td>
                <td>{movie.published ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
