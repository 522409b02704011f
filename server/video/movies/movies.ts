import { and, arrayContains, desc, eq, gt, ilike, lte, or, sql } from "drizzle-orm";
import type { MediaImage } from "../../content/media/types.ts";
import type { Db } from "../../db/connect.ts";
import type { Services } from "../../http/api-router.ts";
import type { Caller } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";
import { issueStream, type StreamAddress } from "../playback.ts";
import { videoOutsideBin, videos } from "../schema.ts";
import { movieOutsideBin, movieProgress, movies } from "./schema.ts";

export type Movie = typeof movies.$inferSelect;

type Video = typeof videos.$inferSelect;

/**
 * How long the feature plays, as its media says: the transcoder's measure of an upload (none
 * until it is ready), or for an external feature, which the server never reads, the runtime the
 * editor gave. The pages show this and never the runtime beside it, so a label matches the file.
 */
export function lengthOf(row: Movie, feature: Video | undefined): number | null {
  if (!feature) return null;
  if (feature.source === "upload") return feature.status === "ready" ? feature.durationSeconds : null;
  return row.runtimeMinutes > 0 ? row.runtimeMinutes * 60 : null;
}

/** The largest JPEG of a library image: the one address a poster has for crawlers and the player. */
const largestJpeg = (image: MediaImage) =>
  image.variants.filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width)[0]?.url ?? null;

/** What every view of a film states first. */
export const filmFacts = (row: Movie) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  synopsis: row.synopsis,
  year: row.year,
  runtime_minutes: row.runtimeMinutes,
});

/**
 * What fans see of a film. `poster` is the image picked from the media library, with its alt
 * text; `poster_url` is its largest JPEG, else the address typed in, else the trailer's frame.
 */
export function movieView(
  row: Movie,
  poster: string | null = null,
  lengthSeconds: number | null = null,
  image: MediaImage | null = null,
) {
  return {
    ...filmFacts(row),
    length_seconds: lengthSeconds,
    rating: row.rating,
    genres: row.genres,
    cast: row.cast,
    poster: image,
    poster_url: (image && largestJpeg(image)) ?? row.posterUrl ?? poster,
    has_feature: row.videoId !== null,
    has_trailer: row.trailerVideoId !== null,
  };
}
export type MovieView = ReturnType<typeof movieView>;

const notFound = () => new AppError("not-found", "movie-not-found", "No such film.");
/** What fans may see: published films not in the bin. */
const isShown = and(eq(movies.published, true), movieOutsideBin);
type PlaybackServices = Pick<Services, "config" | "database" | "billing" | "media">;

/** Escapes LIKE's wildcards so a search for "100%" means the text. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The films' features and trailers, by id; those in the bin apart, as the films show none of them. */
async function videosOf(db: Db, rows: Movie[]): Promise<{ found: Map<number, Video>; binned: Set<number> }> {
  const ids = [...new Set(rows.flatMap((row) => [row.videoId, row.trailerVideoId]))].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return { found: new Map(), binned: new Set() };
  const rowsFound = await db.select().from(videos).where(sql`${videos.id} in ${ids}`);
  return {
    found: new Map(rowsFound.filter((video) => !video.deletedAt).map((video) => [video.id, video])),
    binned: new Set(rowsFound.filter((video) => video.deletedAt).map((video) => video.id)),
  };
}

/** Trailers are free, so their poster frame can be addressed for anyone without a stream slot. */
async function trailerPosters(
  services: PlaybackServices,
  rows: Movie[],
  found: Map<number, Video>,
): Promise<Map<number, string>> {
  const posters = new Map<number, string>();
  for (const row of rows) {
    const video =
      row.trailerVideoId && !row.posterUrl && !row.posterMediaId ? found.get(row.trailerVideoId) : undefined;
    if (video?.status !== "ready" || video.source !== "upload") continue;
    const address = await issueStream(
      services,
      { kind: "anonymous", scopes: [] },
      { ...video, entitlement: null },
    );
    if (address.poster) posters.set(video.id, address.poster);
  }
  return posters;
}

async function views(services: PlaybackServices, all: Movie[]): Promise<MovieView[]> {
  const { found, binned } = await videosOf(services.database.db, all);
  // A feature or trailer in the bin is, until restored, no feature or trailer at all.
  const shown = (id: number | null) => (id !== null && binned.has(id) ? null : id);
  const rows = all.map((row) => ({
    ...row,
    videoId: shown(row.videoId),
    trailerVideoId: shown(row.trailerVideoId),
  }));
  const [posters, images] = await Promise.all([
    trailerPosters(services, rows, found),
    services.media.images(rows.flatMap((row) => (row.posterMediaId ? [row.posterMediaId] : []))),
  ]);
  return rows.map((row) =>
    movieView(
      row,
      row.trailerVideoId ? (posters.get(row.trailerVideoId) ?? null) : null,
      lengthOf(row, row.videoId ? found.get(row.videoId) : undefined),
      row.posterMediaId ? (images.get(row.posterMediaId) ?? null) : null,
    ),
  );
}

/** Published films, newest first; `q` looks in the title, synopsis and cast, `genre` is exact. */
export async function listMovies(services: PlaybackServices, filter: { q?: string; genre?: string } = {}) {
  const q = filter.q?.trim();
  const rows = await services.database.db
    .select()
    .from(movies)
    .where(
      and(
        isShown,
        filter.genre ? arrayContains(movies.genres, [filter.genre]) : undefined,
        q
          ? or(
              ilike(movies.title, likeOf(q)),
              ilike(movies.synopsis, likeOf(q)),
              sql`array_to_string(${movies.cast}, ' ') ilike ${likeOf(q)}`,
            )
          : undefined,
      ),
    )
    .orderBy(sql`${movies.year} desc nulls last`, movies.title, movies.id)
    .limit(200);
  return views(services, rows);
}

/** Every genre of the published films, for the catalogue's filter. */
export async function movieGenres(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ genre: sql<string>`unnest(${movies.genres})` })
    .from(movies)
    .where(isShown);
  return rows.map((row) => row.genre).sort((a, b) => a.localeCompare(b));
}

async function publishedRow(db: Db, id: number): Promise<Movie> {
  const [row] = await db
    .select()
    .from(movies)
    .where(and(eq(movies.id, id), isShown));
  if (!row) throw notFound();
  return row;
}

/** One published film, with where the account stopped (null for guests and unwatched films). */
export async function readMovie(services: PlaybackServices, id: number, userId: number | null) {
  const row = await publishedRow(services.database.db, id);
  const [view] = await views(services, [row]);
  const position = userId ? await positionOf(services.database.db, userId, id) : null;
  return { ...view!, position_seconds: position };
}

async function positionOf(db: Db, userId: number, movieId: number): Promise<number | null> {
  const [row] = await db
    .select({ at: movieProgress.positionSeconds })
    .from(movieProgress)
    .where(and(eq(movieProgress.userId, userId), eq(movieProgress.movieId, movieId)));
  return row?.at ?? null;
}

async function videoOf(db: Db, id: number | null) {
  const [video] = id
    ? await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), videoOutsideBin))
    : [];
  if (!video) throw new AppError("not-found", "movie-video-missing", "This film has no video yet.");
  return video;
}

/**
 * A playable address for the feature or the trailer. The feature always needs `movies`,
 * whatever its video row says; the trailer is free for everyone.
 */
export async function movieStream(
  services: PlaybackServices,
  caller: Caller,
  id: number,
  part: "feature" | "trailer",
  options: { request?: object; renew?: string } = {},
): Promise<StreamAddress> {
  const row = await publishedRow(services.database.db, id);
  const video = await videoOf(services.database.db, part === "feature" ? row.videoId : row.trailerVideoId);
  const entitlement = part === "feature" ? "movies" : null;
  return issueStream(services, caller, { ...video, entitlement }, options);
}

/**
 * Saves where an account stopped: clamped to the film's length (the feature's, else the
 * runtime). With `at`, a write older than the stored one is ignored, so a late save from
 * another tab or a delayed page-leave cannot move the position back.
 */
export async function saveProgress(
  services: PlaybackServices,
  userId: number,
  id: number,
  input: { position_seconds: number; at?: string },
): Promise<{ position_seconds: number; updated_at: string }> {
  const { db } = services.database;
  const row = await publishedRow(db, id);
  const [video] = row.videoId
    ? await db.select({ duration: videos.durationSeconds }).from(videos).where(eq(videos.id, row.videoId))
    : [];
  const length = video?.duration ?? row.runtimeMinutes * 60;
  const position = Math.round(Math.min(Math.max(input.position_seconds, 0), length));
  const now = new Date();
  const at = input.at ? new Date(Math.min(Date.parse(input.at), now.getTime())) : now;
  await db
    .insert(movieProgress)
    .values({ userId, movieId: id, positionSeconds: position, updatedAt: at })
    .onConflictDoUpdate({
      target: [movieProgress.userId, movieProgress.movieId],
      set: { positionSeconds: position, updatedAt: at },
      setWhere: lte(movieProgress.updatedAt, at),
    });
  const [stored] = await db
    .select()
    .from(movieProgress)
    .where(and(eq(movieProgress.userId, userId), eq(movieProgress.movieId, id)));
  return { position_seconds: stored!.positionSeconds, updated_at: stored!.updatedAt.toISOString() };
}

/** The account's films begun and not finished, last watched first ("Continue watching"). */
export async function continueWatching(services: PlaybackServices, userId: number) {
  const rows = await services.database.db
    .select({ movie: movies, position: movieProgress.positionSeconds })
    .from(movieProgress)
    .innerJoin(movies, eq(movies.id, movieProgress.movieId))
    .where(and(eq(movieProgress.userId, userId), isShown, gt(movieProgress.positionSeconds, 0)))
    .orderBy(desc(movieProgress.updatedAt))
    .limit(12);
  const list = await views(
    services,
    rows.map((row) => row.movie),
  );
  return list.map((view, i) => ({ ...view, position_seconds: rows[i]!.position }));
}
