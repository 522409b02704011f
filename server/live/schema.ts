import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "../db/columns.ts";
import type { LiveLogEntry } from "./entry.ts";

/**
 * The append-only live log: every applied match event, numbered by one global,
 * gap-free sequence. Streams use the sequence as the SSE event id.
 */
export const liveLog = pgTable(
  "live_log",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    matchId: integer("match_id").notNull(),
    source: text("source").notNull(),
    sourceEventId: text("source_event_id").notNull(),
    /** Fingerprint of the submitted event, to tell a retry from a reused key. */
    inputHash: text("input_hash").notNull(),
    entry: jsonb("entry").$type<LiveLogEntry>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_log_source_uq").on(table.source, table.sourceEventId),
    index("live_log_match_idx").on(table.matchId, table.seq),
  ],
);

/** One row holding the last issued sequence; bumping it inside the ingest transaction keeps it gap-free. */
export const liveSequence = pgTable("live_sequence", {
  id: smallint("id").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});

/**
 * The most event streams one process held open at once in each UTC hour: the history behind the
 * admin dashboard's live-viewers trend, which the stream hub's live count alone cannot give. Each
 * process (`node`) keeps its own row, as each counts only its own streams; 90 days are kept.
 */
export const liveViewerPeaks = pgTable(
  "live_viewer_peaks",
  {
    hour: instant("hour").notNull(),
    node: text("node").notNull(),
    peak: integer("peak").notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.node] })],
);
