import { and, asc, desc, eq, sql } from "drizzle-orm";
import { media, mediaOutsideBin } from "../../content/schema.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import { videos } from "../schema.ts";
import { filmFacts } from "./movies.ts";
import { movieOutsideBin, movies } from "./schema.ts";

export type Editor = { actor: AuditActor; ip: string | null };
type Row = typeof movies.$inferSelect;

export const cmsMovieView = (row: Row) => ({
  ...filmFacts(row),
  rating: row.rating,
  genres: row.genres,
  cast: row.cast,
  poster_url: row.posterUrl,
  poster_media_id: row.posterMediaId,
  video_id: row.videoId,
  trailer_video_id: row.trailerVideoId,
  published: row.published,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});
export type CmsMovie = ReturnType<typeof cmsMovieView>;

export type MovieInput = {
  title: string;
  slug?: string;
  synopsis: string;
  year: number | null;
  runtime_minutes: number;
  rating: string | null;
  genres: string[];
  cast: string[];
  poster_url: string | null;
  poster_media_id: number | null;
  video_id: number | null;
  trailer_video_id: number | null;
  published: boolean;
};

const notFound = () => new AppError("not-found", "movie-not-found", "No such film.");

/** "The Long Season (2024)" → "the-long-season-2024"; accents folded, at most 80 characters. */
export const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "film";

/**
 * A named video must exist: a typo in an id would otherwise leave a film that never plays. A poster
 * must be an image of the library.
 */
async function checkVideos(db: Db, input: Partial<MovieInput>) {
  if (input.poster_media_id != null) {
    const [image] = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.id, input.poster_media_id), mediaOutsideBin));
    if (!image) {
      throw new AppError(
        "bad-request",
        "invalid-poster-media-id",
        `There is no image ${input.poster_media_id} in the media library.`,
        { field: "poster_media_id" },
      );
    }
  }
  for (const field of ["video_id", "trailer_video_id"] as const) {
    const id = input[field];
    if (id == null) continue;
    // One in the bin still counts: the film shows it again once it is restored, and a film whose
    // feature was binned can still be saved.
    const [found] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
    if (!found) {
      throw new AppError("bad-request", `invalid-${field.replaceAll("_", "-")}`, `There is no video ${id}.`, {
        field,
      });
    }
  }
}

function values(input: Partial<MovieInput>) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.slug !== undefined && { slug: slugOf(input.slug) }),
    ...(input.synopsis !== undefined && { synopsis: input.synopsis }),
    ...(input.year !== undefined && { year: input.year }),
    ...(input.runtime_minutes !== undefined && { runtimeMinutes: input.runtime_minutes }),
    ...(input.rating !== undefined && { rating: input.rating }),
    ...(input.genres !== undefined && { genres: [...new Set(input.genres)] }),
    ...(input.cast !== undefined && { cast: input.cast }),
    ...(input.poster_url !== undefined && { posterUrl: input.poster_url }),
    ...(input.poster_media_id !== undefined && { posterMediaId: input.poster_media_id }),
    ...(input.video_id !== undefined && { videoId: input.video_id }),
    ...(input.trailer_video_id !== undefined && { trailerVideoId: input.trailer_video_id }),
    ...(input.published !== undefined && { published: input.published }),
  };
}

const slugTaken = () =>
  new AppError("conflict", "movie-slug-taken", "Another film already has this address.", { field: "slug" });

export async function listCmsMovies(db: Db): Promise<CmsMovie[]> {
  const rows = await db
    .select()
    .from(movies)
    .where(movieOutsideBin)
    .orderBy(desc(movies.updatedAt), asc(movies.id));
  return rows.map(cmsMovieView);
}

export async function readCmsMovie(db: Db, id: number): Promise<CmsMovie> {
  const [row] = await db
    .select()
    .from(movies)
    .where(and(eq(movies.id, id), movieOutsideBin));
  if (!row) throw notFound();
  return cmsMovieView(row);
}

export async function createMovie(db: Db, by: Editor, input: MovieInput): Promise<CmsMovie> {
  await checkVideos(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(movies)
      .values({ ...values(input), title: input.title, slug: slugOf(input.slug || input.title) })
      .onConflictDoNothing({ target: movies.slug })
      .returning();
    if (!row) throw slugTaken();
    const view = cmsMovieView(row);
    await recordAudit(tx, {
      ...by,
      action: "movie.create",
      target: { type: "movie", id: row.id },
      after: view,
    });
    return view;
  });
}

/** A versioned edit: a stale version is 409 edit-conflict carrying the film as it is now. */
export async function updateMovie(
  db: Db,
  by: Editor,
  id: number,
  baseVersion: number,
  patch: Partial<MovieInput>,
): Promise<CmsMovie> {
  await checkVideos(db, patch);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(movies)
      .where(and(eq(movies.id, id), movieOutsideBin))
      .for("update");
    if (!current) throw notFound();
    if (current.version !== baseVersion) throw editConflict(cmsMovieView(current));
    const next = values(patch);
    if (next.slug && next.slug !== current.slug) {
      const [other] = await tx.select({ id: movies.id }).from(movies).where(eq(movies.slug, next.slug));
      if (other) throw slugTaken();
    }
    const [row] = await tx
      .update(movies)
      .set({ ...next, version: sql`${movies.version} + 1`, updatedAt: new Date() })
      .where(eq(movies.id, id))
      .returning();
    const view = cmsMovieView(row!);
    await recordAudit(tx, {
      ...by,
      action: "movie.update",
      target: { type: "movie", id },
      before: cmsMovieView(current),
      after: view,
    });
    return view;
  });
}
