import {
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
} from "drizzle-orm/pg-core";
// The match centre's tables: line-ups and team statistics of a match.
import { matches, players, teams } from "./schema.ts";

export type LineupPosition = "GK" | "DF" | "MF" | "FW";

/** A team's sheet for one match: formation and coach; its players are in lineup_players. */
export const matchLineups = pgTable(
  "match_lineups",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    /** "4-3-3"; null when the source gives none. */
    formation: text("formation"),
    coach: text("coach"),
    source: text("source").notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);

/** Starters in formation order (goalkeeper, defenders, midfielders, forwards), then the bench. */
export const lineupPlayers = pgTable(
  "lineup_players",
  {
    id: serial("id").primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    /** Spelled as the match's events spell it, so cards and substitutions find their player. */
    name: text("name").notNull(),
    shirtNumber: smallint("shirt_number"),
    position: text("position").$type<LineupPosition>(),
    starter: boolean("starter").notNull(),
    captain: boolean("captain").notNull().default(false),
    /** Place on the sheet: starters 0-10 fill the formation's lines in order. */
    slot: smallint("slot").notNull(),
  },
  (table) => [index("lineup_players_match_idx").on(table.matchId, table.teamId, table.slot)],
);

/**
 * One team's numbers in one match. Cards are not stored: they are counted from
 * the timeline, so they always equal the card events.
 */
export const matchStats = pgTable(
  "match_stats",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    /** Share of the ball in percent; the two teams' add up to 100. */
    possession: smallint("possession").notNull(),
    shots: smallint("shots").notNull(),
    shotsOnTarget: smallint("shots_on_target").notNull(),
    corners: smallint("corners").notNull(),
    fouls: smallint("fouls").notNull(),
    offsides: smallint("offsides").notNull(),
    saves: smallint("saves").notNull(),
    /** Expected goals, where the source gives them. */
    xg: real("xg"),
    /** Attacking pressure 0-100 by match minute (index 0 is the 1st minute); drives the momentum graph. */
    pressure: jsonb("pressure").$type<number[]>().notNull().default([]),
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);
