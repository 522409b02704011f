import { isNull } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { users } from "../../auth/schema.ts";
import { media } from "../../content/schema.ts";
import { belongsTo, instant } from "../../db/columns.ts";

/**
 * The film library. `video_id` is the feature (played only with the `movies` entitlement,
 * whatever the video row says) and `trailer_video_id` the trailer, free to everyone. Both name
 * rows of `videos` without a foreign key, so a film can be written up before its video exists.
 */
export const movies = pgTable(
  "movies",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    synopsis: text("synopsis").notNull().default(""),
    year: integer("year"),
    runtimeMinutes: integer("runtime_minutes").notNull().default(0),
    /** A classification such as "12A" or "PG". */
    rating: text("rating"),
    genres: text("genres").array().notNull().default([]),
    cast: text("cast").array().notNull().default([]),
    /** An image address; without one the trailer's poster frame stands in. */
    posterUrl: text("poster_url"),
    /** The poster picked from the media library; it wins over `poster_url`, and its alt text goes with it. */
    posterMediaId: integer("poster_media_id").references(() => media.id, { onDelete: "set null" }),
    videoId: integer("video_id"),
    trailerVideoId: integer("trailer_video_id"),
    published: boolean("published").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    /** Bumped on every edit in the admin area, so a stale form cannot overwrite a newer one. */
    version: integer("version").notNull().default(1),
    /** In the bin since then (hidden everywhere but the bin); purged for good 30 days on. */
    deletedAt: instant("deleted_at"),
    /** The audit actor id of whoever moved it to the bin. */
    deletedBy: text("deleted_by"),
  },
  (table) => [
    index("movies_published_year_idx").on(table.published, table.year),
    index("movies_deleted_idx").on(table.deletedAt),
  ],
);

/** Where each account stopped in each film ("Continue watching", "Resume from 12:34"). */
export const movieProgress = pgTable(
  "movie_progress",
  {
    userId: belongsTo("user_id", () => users.id),
    movieId: belongsTo("movie_id", () => movies.id),
    positionSeconds: integer("position_seconds").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.movieId] }),
    index("movie_progress_user_idx").on(table.userId, table.updatedAt),
  ],
);

/** A film not moved to the bin. Every read but the bin's own filters by it. */
export const movieOutsideBin = isNull(movies.deletedAt);
