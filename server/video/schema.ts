import { isNull } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { belongsTo, instant } from "../db/columns.ts";
import { matches } from "../sports/schema.ts";

export type VideoKind = "highlight" | "movie" | "trailer" | "channel";
export type VideoSource = "upload" | "youtube" | "vimeo" | "hls";
export type VideoStatus = "uploading" | "queued" | "transcoding" | "ready" | "failed";
/** The billing entitlement a video needs; null means free to everyone, guests included. */
export type VideoEntitlement = "tv" | "movies";
/**
 * A moment an editor placed in a clip by hand: `seconds` into the video, optionally tied to the
 * match event it shows. Highlights without any fall back to the match timeline spread over the clip.
 */
export type VideoChapter = { seconds: number; label: string; event_id?: number | null };
export type Rendition = { name: string; width: number; height: number; bandwidth: number; playlist: string };

/**
 * Every playable video: uploads transcoded to HLS in DATA_DIR/video/published/<id>/<rev>/, and
 * external sources (a YouTube or Vimeo id, any HLS address) that are only referenced.
 * `rev` names the published folder: the job writes elsewhere and switches `rev` in one update,
 * so a reader sees the old rendition set or the new one, never half of one.
 */
export const videos = pgTable(
  "videos",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    kind: text("kind").$type<VideoKind>().notNull(),
    source: text("source").$type<VideoSource>().notNull(),
    /** The YouTube/Vimeo id or the HLS address of an external source. */
    externalRef: text("external_ref"),
    status: text("status").$type<VideoStatus>().notNull(),
    error: text("error"),
    /** The transcoding job now queued or running, whose progress the admin screens follow. */
    jobId: text("job_id"),
    durationSeconds: integer("duration_seconds"),
    width: integer("width"),
    height: integer("height"),
    renditions: jsonb("renditions").$type<Rendition[]>().notNull().default([]),
    rev: text("rev"),
    posterKey: text("poster_key"),
    spriteKey: text("sprite_key"),
    /** A WebVTT file uploaded for the video, kept beside the source until it is published. */
    captionsKey: text("captions_key"),
    captionsLabel: text("captions_label"),
    captionsLang: text("captions_lang"),
    entitlement: text("entitlement").$type<VideoEntitlement>(),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    /** Hand-placed chapters of a highlight; null or empty means "derive them from the match". */
    chapters: jsonb("chapters").$type<VideoChapter[]>(),
    /** Optimistic concurrency for admin edits (If-Match / body `version`). */
    version: integer("version").notNull().default(1),
    createdBy: text("created_by"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    /** In the bin since then (hidden everywhere but the bin); purged for good 30 days on. */
    deletedAt: instant("deleted_at"),
    /** The audit actor id of whoever moved it to the bin. */
    deletedBy: text("deleted_by"),
  },
  (table) => [
    index("videos_kind_created_idx").on(table.kind, table.createdAt),
    index("videos_match_idx").on(table.matchId),
    index("videos_deleted_idx").on(table.deletedAt),
  ],
);

/** A resumable upload: bytes land in DATA_DIR/video/uploads/<id>.part; `received` moves after each checked chunk. */
export const videoUploads = pgTable("video_uploads", {
  id: uuid("id").primaryKey(),
  videoId: belongsTo("video_id", () => videos.id),
  filename: text("filename").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  received: bigint("received", { mode: "number" }).notNull().default(0),
  createdAt: instant("created_at").notNull().defaultNow(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/**
 * Gated streams an account is watching; a token names its row, so evicting the row (a third
 * stream started) stops the old player at its next request.
 */
export const videoStreams = pgTable(
  "video_streams",
  {
    id: uuid("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    videoId: belongsTo("video_id", () => videos.id),
    startedAt: instant("started_at").notNull().defaultNow(),
  },
  (table) => [index("video_streams_user_idx").on(table.userId, table.startedAt)],
);

/** A video not moved to the bin. Every read but the bin's own filters by it. */
export const videoOutsideBin = isNull(videos.deletedAt);
