import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "../db/columns.ts";
import type { ChatEntry } from "./entry.ts";

/** A match's chat messages; a deleted one keeps its row (reports point at it) but loses its text. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matchId: integer("match_id").notNull(),
    userId: integer("user_id").notNull(),
    /** The name at the time of writing, so history reads without a join. */
    userName: text("user_name").notNull(),
    clientId: text("client_id").notNull(),
    text: text("text").notNull(),
    replyTo: bigint("reply_to", { mode: "number" }),
    /** Mentioned accounts: `[{ id, name }]`. */
    mentions: jsonb("mentions").$type<Array<{ id: number; name: string }>>().notNull().default([]),
    deletedAt: instant("deleted_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    // A retried POST finds the first answer; two racing retries cannot both insert.
    uniqueIndex("chat_messages_client_uq").on(table.userId, table.clientId),
    index("chat_messages_room_idx").on(table.matchId, table.id),
    index("chat_messages_author_idx").on(table.userId, table.createdAt),
  ],
);

export const chatReactions = pgTable(
  "chat_reactions",
  {
    messageId: bigint("message_id", { mode: "number" }).notNull(),
    userId: integer("user_id").notNull(),
    emoji: text("emoji").notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.emoji] })],
);

/** A room's moderator settings; a room without a row has the defaults. */
export const chatRooms = pgTable("chat_rooms", {
  matchId: integer("match_id").primaryKey(),
  slowModeSeconds: smallint("slow_mode_seconds").notNull().default(0),
  premiumOnly: boolean("premium_only").notNull().default(false),
  pinnedMessageId: bigint("pinned_message_id", { mode: "number" }),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** Time-outs and bans: `matchId` null means every room; `until` null means for good. */
export const chatSanctions = pgTable(
  "chat_sanctions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    matchId: integer("match_id"),
    kind: text("kind").$type<"timeout" | "ban">().notNull(),
    reason: text("reason").notNull().default(""),
    until: instant("until"),
    byId: text("by_id").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** A moderator ended it early; the row stays, so the history shows who sanctioned and who forgave. */
    liftedAt: instant("lifted_at"),
    liftedBy: text("lifted_by"),
  },
  (table) => [index("chat_sanctions_user_idx").on(table.userId, table.createdAt)],
);

/**
 * The operator's chat settings: one row (id 1), versioned for the admin form. A row rather than
 * configuration, so the switch takes effect without a restart.
 */
export const chatSettings = pgTable("chat_settings", {
  id: integer("id").primaryKey(),
  allowLinks: boolean("allow_links").notNull().default(false),
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by"),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

export const chatReports = pgTable(
  "chat_reports",
  {
    id: serial("id").primaryKey(),
    messageId: bigint("message_id", { mode: "number" }).notNull(),
    matchId: integer("match_id").notNull(),
    reporterId: integer("reporter_id").notNull(),
    reason: text("reason").notNull().default(""),
    status: text("status").$type<"open" | "actioned" | "dismissed">().notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: instant("resolved_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("chat_reports_once_uq").on(table.messageId, table.reporterId),
    index("chat_reports_status_idx").on(table.status, table.id),
  ],
);

/** Each writer's token bucket and last message, locked while a message is written. */
export const chatSenders = pgTable("chat_senders", {
  userId: integer("user_id").primaryKey(),
  tokens: real("tokens").notNull(),
  refilledAt: timestamp("refilled_at", { withTimezone: true, precision: 3 }).notNull(),
  lastText: text("last_text").notNull().default(""),
  lastAt: timestamp("last_at", { withTimezone: true, precision: 3 }),
});

/** The chat topic's log: every change a room's readers see, under one gap-free sequence. */
export const chatLog = pgTable(
  "chat_log",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    matchId: integer("match_id").notNull(),
    entry: jsonb("entry").$type<ChatEntry>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("chat_log_room_idx").on(table.matchId, table.seq)],
);

export const chatSequence = pgTable("chat_sequence", {
  id: smallint("id").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});
