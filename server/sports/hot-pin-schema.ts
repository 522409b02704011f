import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { matches } from "./schema.ts";

/**
 * The operators' "hot match today": one match pinned to the top of the hot-match
 * ranking on its day until unpinned. One slot, so a second pin replaces the first.
 */
export const hotMatchPins = pgTable(
  "hot_match_pins",
  {
    slot: smallint("slot").primaryKey().default(1),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** Who pinned it, as the audit log names them, and the name the admin area shows. */
    pinnedById: text("pinned_by_id").notNull(),
    pinnedByName: text("pinned_by_name").notNull(),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("hot_match_pins_one_slot", sql`${table.slot} = 1`)],
);
