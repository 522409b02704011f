import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { instant } from "../db/columns.ts";

/** What a report is about. Matches today; chat messages will add `message` with their own kinds. */
export type ReportTargetType = "match";
export type ReportState = "open" | "resolved";

/**
 * Fans telling staff that something is wrong. The target is named by type and id (no
 * foreign key), so one queue holds reports on matches and, later, on chat messages.
 * A fan has at most one open report per target: a second one collapses into it.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    targetType: text("target_type").$type<ReportTargetType>().notNull(),
    targetId: text("target_id").notNull(),
    kind: text("kind").notNull(),
    note: text("note").notNull().default(""),
    /** Null once the reporter's account is deleted; the report stays for staff. */
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state").$type<ReportState>().notNull().default("open"),
    outcome: text("outcome"),
    /** The audit log's actor id of whoever resolved it: a user id or `admin-token`. */
    resolvedBy: text("resolved_by"),
    resolvedAt: instant("resolved_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reports_open_per_reporter_uq")
      .on(table.targetType, table.targetId, table.reporterId)
      .where(sql`state = 'open'`),
    index("reports_state_idx").on(table.state, table.createdAt),
    index("reports_target_idx").on(table.targetType, table.targetId),
  ],
);
