import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { belongsTo, instant } from "../db/columns.ts";

/**
 * One browser's Web Push subscription and what it follows. The endpoint is the
 * browser's own address at its push service: a guest's is as good as a user's.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 key and auth secret (base64url) the payload is encrypted for. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    teamIds: integer("team_ids").array().notNull().default(sql`'{}'::integer[]`),
    matchIds: integer("match_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** The language the fan read the site in when subscribing; pushes are worded in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("push_subscriptions_teams_idx").using("gin", table.teamIds),
    index("push_subscriptions_matches_idx").using("gin", table.matchIds),
  ],
);

/**
 * Which live log entry each subscription was sent. The key is claimed before
 * sending, so every server process hearing the same entry sends it once at most.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    subscriptionId: belongsTo("subscription_id", () => pushSubscriptions.id),
    seq: bigint("seq", { mode: "number" }).notNull(),
    /** The push service's answer; null while sending, or when it could not be reached. */
    status: smallint("status"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.seq] })],
);
