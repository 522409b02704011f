import { data, type RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { viewerContext } from "../../lib/viewer.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: { id?: string } };

/** How a viewer stands with a film's feature; the catalogue and trailers are open to everyone. */
export type WatchState = "guest" | "locked" | "entitled";

/** The catalogue: published films (searched, filtered by genre) and the viewer's films begun. */
export async function catalogueData({ request, context }: Args) {
  const viewer = context.get(viewerContext);
  const { services } = requestScopeOf(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const genre = (url.searchParams.get("genre") ?? "").trim().slice(0, 60);
  const [films, genres, begun] = await Promise.all([
    services.movies.listMovies({ q: q || undefined, genre: genre || undefined }),
    services.movies.movieGenres(),
    viewer ? services.movies.continueWatching(viewer.id) : Promise.resolve([]),
  ]);
  return { q, genre, films, genres, continueWatching: begun };
}

/** One film and what the viewer may do with it, asked on the server for every render. */
export async function movieData({ request, context, params }: Args) {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data("No such film.", { status: 404 });
  const viewer = context.get(viewerContext);
  const { services } = requestScopeOf(context);
  const movie = await services.movies.readMovie(id, viewer?.id ?? null).catch((error: { code?: string }) => {
    if (error.code === "movie-not-found") throw data("No such film.", { status: 404 });
    throw error;
  });
  const entitled = await services.billing.mayUse(viewer?.id ?? null, "movies", request);
  const watch: WatchState = entitled ? "entitled" : viewer ? "locked" : "guest";
  return { movie, watch };
}
