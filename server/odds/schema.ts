import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { competitions, matches } from "../sports/schema.ts";

export type OddsMarketKey = "1x2" | "odd-even" | "two-way" | "last-team-to-score";
export type OddsFormatSetting = "decimal" | "fractional" | "american";
export type MarketSetting = { enabled: boolean; bookmakerUrl: string | null };

/** The operator's odds settings: one row (id 1), versioned for the CMS form. */
export const oddsSettings = pgTable("odds_settings", {
  id: integer("id").primaryKey(),
  margin: real("margin").notNull().default(0.05),
  suspensionSeconds: integer("suspension_seconds").notNull().default(30),
  defaultFormat: text("default_format").$type<OddsFormatSetting>().notNull().default("decimal"),
  markets: jsonb("markets").$type<Record<OddsMarketKey, MarketSetting>>().notNull(),
  /** Competitions where odds are not shown (betting content not allowed there, or not wanted). */
  disabledCompetitions: jsonb("disabled_competitions").$type<number[]>().notNull().default([]),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fitted Dixon–Coles ratings per competition, keyed by team id; refitted nightly and after imports. */
export const oddsRatings = pgTable("odds_ratings", {
  competitionId: integer("competition_id")
    .primaryKey()
    .references(() => competitions.id, { onDelete: "cascade" }),
  base: real("base").notNull(),
  home: real("home").notNull(),
  rho: real("rho").notNull(),
  teams: jsonb("teams")
    .$type<Record<string, { attack: number; defence: number; matches: number }>>()
    .notNull(),
  prior: jsonb("prior").$type<{ attack: number; defence: number }>().notNull(),
  results: integer("results").notNull(),
  fittedAt: timestamp("fitted_at", { withTimezone: true }).notNull(),
});

/**
 * Every price a match showed: one row per live event (keyed by the event) and per
 * minute, so the chart and an audit of what fans saw survive restarts. The key makes
 * the same moment written by several servers one row.
 */
export const oddsPrices = pgTable(
  "odds_prices",
  {
    id: serial("id").primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    status: text("status").$type<"open" | "suspended" | "settled">().notNull(),
    minute: integer("minute"),
    home: integer("home").notNull(),
    away: integer("away").notNull(),
    /** Fair probabilities per market and selection. */
    probabilities: jsonb("probabilities").$type<Record<string, Record<string, number>>>().notNull(),
    margin: real("margin").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("odds_prices_match_key_uq").on(table.matchId, table.key),
    index("odds_prices_match_at_idx").on(table.matchId, table.at),
  ],
);

/** A fan's choice: how prices read, or no odds at all. */
export const oddsPreferences = pgTable("odds_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  format: text("format").$type<OddsFormatSetting>(),
  hide: boolean("hide").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
