import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, precision: 3 }).notNull().default(sql`now()`),
  hits: integer("hits").notNull().default(0),
});

/**
 * Answers to requests sent with an Idempotency-Key, per caller: a retry gets
 * the stored answer instead of doing the work twice. `status` is null while
 * the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: smallint("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.caller, table.key] })],
);
