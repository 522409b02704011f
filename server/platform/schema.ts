import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "../db/columns.ts";

/** Where a job stands: `active` while it reports progress, then how this attempt ended. */
export type JobState = "active" | "completed" | "retry" | "failed";

export type JobProgress = { done: number; total: number; message?: string };

/** One report of a job, in the jobs topic's own gap-free sequence. */
export type JobProgressEntry = JobProgress & {
  seq: number;
  jobId: string;
  kind: string;
  state: JobState;
  at: string;
};

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
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.caller, table.key] })],
);

/**
 * What running jobs report (done of total, a message, how they ended), numbered by one gap-free
 * sequence so every process's stream hub can replay and fill gaps from it. Pruned after a day.
 */
export const jobProgress = pgTable(
  "job_progress",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    jobId: uuid("job_id").notNull(),
    entry: jsonb("entry").$type<JobProgressEntry>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("job_progress_job_idx").on(table.jobId, table.seq)],
);

/** The last issued progress sequence; bumped in the inserting transaction, so it has no gaps. */
export const jobProgressSequence = pgTable("job_progress_sequence", {
  id: smallint("id").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});
