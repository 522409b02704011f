import { isNull } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { belongsTo, editVersion, instant } from "../../db/columns.ts";

/** What the last fetch of a channel's guide source did, for the admin area. */
export type GuideFetchOutcome =
  | { ok: true; programmes: number; skipped: number; linked: number; ignored: number }
  | { ok: false; error: string };

export type ProgrammeSource = "xmltv" | "manual";

/**
 * TV channels. `xmltv_id` is the id guides use for the channel, so imports find it again.
 * `stream_video_id` names the video that carries the channel's live stream (the video
 * pipeline's table); no foreign key, so the guide works without any video at all.
 */
export const tvChannels = pgTable("tv_channels", {
  id: serial("id").primaryKey(),
  xmltvId: text("xmltv_id").notNull().unique(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  /** The channel's number in the line-up; the guide lists channels in this order. */
  number: integer("number").notNull().default(0),
  streamVideoId: integer("stream_video_id"),
  /** What a viewer needs to watch it (billing's entitlement names). */
  entitlement: text("entitlement").notNull().default("tv"),
  /** An XMLTV guide fetched on a schedule; null when the guide is uploaded or typed in. */
  guideSourceUrl: text("guide_source_url"),
  guideFetchedAt: instant("guide_fetched_at"),
  guideFetch: jsonb("guide_fetch").$type<GuideFetchOutcome>(),
  createdAt: instant("created_at").notNull().defaultNow(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
  version: editVersion(),
});

/** One broadcast on one channel: [starts_at, ends_at). */
export const tvProgrammes = pgTable(
  "tv_programmes",
  {
    id: serial("id").primaryKey(),
    channelId: belongsTo("channel_id", () => tvChannels.id),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    category: text("category"),
    /** The match it shows, when the title names both teams of a match kicking off near its start. */
    matchId: integer("match_id"),
    source: text("source").$type<ProgrammeSource>().notNull().default("xmltv"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    version: integer("version").notNull().default(0),
    /** In the admin area's bin since: off the guide until restored or purged. */
    deletedAt: instant("deleted_at"),
    /** The audit actor id of whoever moved it to the bin. */
    deletedBy: text("deleted_by"),
  },
  (table) => [index("tv_programmes_channel_start_idx").on(table.channelId, table.startsAt)],
);

/** A programme not moved to the bin. Every read but the bin's own filters by it. */
export const programmeOutsideBin = isNull(tvProgrammes.deletedAt);
