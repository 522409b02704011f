import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type MatchEventType, type MatchPeriod, matches, players, seasons, teams } from "./schema.ts";

// What happens in a match, and what governing bodies change afterwards.
export const matchEvents = pgTable(
  "match_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    type: text("type").$type<MatchEventType>().notNull(),
    /** The period the event belongs to; orders events that share a minute. */
    period: text("period").$type<MatchPeriod>(),
    minute: smallint("minute").notNull(),
    stoppage: smallint("stoppage"),
    teamId: integer("team_id").references(() => teams.id),
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    playerName: text("player_name"),
    /** The assisting player, or the player coming on for a substitution. */
    secondaryPlayerName: text("secondary_player_name"),
    /** Free detail: VAR outcome, score after a goal ("2-1"). */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    /** Cancelled events stay in the timeline, struck through (a goal ruled out by VAR). */
    cancelled: boolean("cancelled").notNull().default(false),
    source: text("source").notNull(),
    sourceEventId: text("source_event_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("match_events_source_uq").on(table.source, table.sourceEventId),
    index("match_events_match_idx").on(table.matchId, table.minute),
    index("match_events_player_idx").on(table.playerId),
    // Top scorers read only a season's goals; without it the planner scans every match of every season.
    index("match_events_goals_idx").on(table.matchId).where(sql`${table.type} in ('goal', 'penalty-goal')`),
  ],
);

/** Points deducted (negative) or awarded by a governing body, with the reason shown under the table. */
export const standingAdjustments = pgTable(
  "standing_adjustments",
  {
    id: serial("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    points: smallint("points").notNull(),
    reason: text("reason").notNull(),
  },
  (table) => [uniqueIndex("standing_adjustments_uq").on(table.seasonId, table.teamId, table.reason)],
);
