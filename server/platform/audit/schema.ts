import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

/**
 * Every staff and automation action: who (kind, id, role), what, on what,
 * before and after, when and from where. Append-only: a database trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0009).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: instant("at").notNull().default(sql`now()`),
    actorKind: text("actor_kind").$type<"account" | "automation">().notNull(),
    actorId: text("actor_id").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actorId, table.at),
    index("audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);
