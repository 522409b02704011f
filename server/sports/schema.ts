import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BoxScore, Play } from "./basketball/plays.ts";
import type { LocalNames } from "./local-names.ts";
import type { CompetitionFormat, MatchPlay, PeriodScores } from "./match-values.ts";

export type { CompetitionFormat, MatchPlay, PeriodScores } from "./match-values.ts";

/** A coloured band of a league table, e.g. places 1-4 "Champions League". */
export type TableZone = {
  from: number;
  to: number;
  kind: "promotion" | "playoff" | "continental" | "continental-secondary" | "relegation";
  label: string;
};

export type TieBreakRule = "points-gd-gf" | "head-to-head" | "fifa-group";

export const MATCH_STATUSES = [
  "scheduled",
  "live",
  "finished",
  "postponed",
  "suspended",
  "cancelled",
  "abandoned",
  "awarded",
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * Live periods (1H, HT, 2H, ET1, ETHT, ET2, PEN) while status is live; the
 * final word (FT, AET, PEN) once finished.
 */
export type { MatchPeriod } from "../../shared/clock.ts";

import type { MatchPeriod } from "../../shared/clock.ts";
import { belongsTo, editVersion, instant } from "../db/columns.ts";

/** The one list of what can happen in a match: the timeline, the live API and the scoring API share it. */
export const MATCH_EVENT_TYPES = [
  "goal",
  "penalty-goal",
  "own-goal",
  "missed-penalty",
  "yellow-card",
  "second-yellow",
  "red-card",
  "substitution",
  "var",
  "period-start",
  "period-end",
  "shootout-goal",
  "shootout-miss",
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

export const sports = pgTable("sports", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** How a match of this sport is played: period count and length, for minutes and clocks. */
  periods: smallint("periods").notNull().default(2),
  periodMinutes: smallint("period_minutes").notNull().default(45),
  position: smallint("position").notNull().default(0),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  /** ISO 3166-1 alpha-2, or a subdivision code such as GB-ENG for football's home nations. */
  code: text("code").notNull().unique(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  flag: text("flag").notNull().default(""),
});

export const competitions = pgTable(
  "competitions",
  {
    id: serial("id").primaryKey(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id),
    /** Null for international competitions. */
    countryId: integer("country_id").references(() => countries.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    kind: text("kind").$type<"league" | "cup" | "tournament">().notNull(),
    /** 1 is a top flight; used for ordering and the hot-match score. */
    tier: smallint("tier").notNull().default(1),
    tieBreak: text("tie_break").$type<TieBreakRule>().notNull().default("points-gd-gf"),
    zones: jsonb("zones").$type<TableZone[]>().notNull().default([]),
    pointsForWin: smallint("points_for_win").notNull().default(3),
    /**
     * How a match of this competition is played, where the sport lets competitions choose: tennis
     * `{bestOf: 3 | 5, matchTieBreak}`, basketball `{quarterMinutes: 10 | 12, overtimeMinutes}`.
     * Null takes the sport's usual format.
     */
    format: jsonb("format").$type<CompetitionFormat>(),
    /** Its name in the site's other languages, `{ ja: { name } }`; a language left out reads `name`. */
    localNames: jsonb("local_names").$type<LocalNames>().notNull().default({}),
    /** Where an importer found it, e.g. "openfootball:en.1"; keeps re-imports idempotent. */
    sourceKey: text("source_key").unique(),
    isDemo: boolean("is_demo").notNull().default(false),
    version: editVersion(),
  },
  (table) => [index("competitions_country_idx").on(table.countryId)],
);

export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    competitionId: belongsTo("competition_id", () => competitions.id),
    /** "2023/24" or "2022" for calendar-year competitions. */
    name: text("name").notNull(),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    isCurrent: boolean("is_current").notNull().default(false),
    version: editVersion(),
  },
  (table) => [uniqueIndex("seasons_competition_name_uq").on(table.competitionId, table.name)],
);

export const stages = pgTable(
  "stages",
  {
    id: serial("id").primaryKey(),
    seasonId: belongsTo("season_id", () => seasons.id),
    name: text("name").notNull(),
    kind: text("kind").$type<"table" | "knockout">().notNull(),
    position: smallint("position").notNull().default(0),
    /** A knock-out draw's seeds by team id ("12": 1), as the draw sheet prints them; null when unseeded. */
    seeds: jsonb("seeds").$type<Record<string, number>>(),
  },
  (table) => [uniqueIndex("stages_season_name_uq").on(table.seasonId, table.name)],
);

export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    stageId: belongsTo("stage_id", () => stages.id),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("groups_stage_name_uq").on(table.stageId, table.name)],
);

export const venues = pgTable("venues", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  city: text("city"),
  countryId: integer("country_id").references(() => countries.id),
  capacity: integer("capacity"),
  version: editVersion(),
});

export const teams = pgTable(
  "teams",
  {
    id: serial("id").primaryKey(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id),
    countryId: integer("country_id").references(() => countries.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    /** Its names in the site's other languages, `{ vi: { name, shortName } }`; a language left out reads these. */
    localNames: jsonb("local_names").$type<LocalNames>().notNull().default({}),
    /** Three-letter code shown on narrow screens: "ARS", "GER". */
    code: text("code").notNull(),
    kind: text("kind").$type<"club" | "national" | "player">().notNull().default("club"),
    /** Path under the configured image host; null draws a monogram crest. */
    crest: text("crest"),
    /** Primary and secondary colours for the monogram crest. */
    colors: jsonb("colors").$type<[string, string]>(),
    venueId: integer("venue_id").references(() => venues.id),
    founded: smallint("founded"),
    /** 0-100; drives the simulator's goal rates and the hot-match score. */
    strength: smallint("strength").notNull().default(50),
    /** A tennis player's world ranking (1 the best); null for clubs and unranked players. */
    ranking: smallint("ranking"),
    isDemo: boolean("is_demo").notNull().default(false),
    version: editVersion(),
  },
  (table) => [
    index("teams_country_idx").on(table.countryId),
    check("teams_ranking_ck", sql`${table.ranking} between 1 and 9999`),
  ],
);

/** Other spellings of a team's name, as feeds write them, scoped to a source. */
export const teamAliases = pgTable(
  "team_aliases",
  {
    id: serial("id").primaryKey(),
    teamId: belongsTo("team_id", () => teams.id),
    source: text("source").notNull(),
    alias: text("alias").notNull(),
  },
  (table) => [uniqueIndex("team_aliases_source_alias_uq").on(table.source, table.alias)],
);

export const players = pgTable(
  "players",
  {
    id: serial("id").primaryKey(),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    shirtNumber: smallint("shirt_number"),
    position: text("position").$type<"GK" | "DF" | "MF" | "FW">(),
    /** YYYY-MM-DD; the page shows the age it makes today. */
    birthDate: date("birth_date"),
    nationalityId: integer("nationality_id").references(() => countries.id, { onDelete: "set null" }),
    version: editVersion(),
  },
  (table) => [
    uniqueIndex("players_team_name_uq").on(table.teamId, table.name),
    index("players_name_idx").on(table.name),
  ],
);

export const matches = pgTable(
  "matches",
  {
    id: serial("id").primaryKey(),
    seasonId: belongsTo("season_id", () => seasons.id),
    stageId: integer("stage_id").references(() => stages.id, { onDelete: "set null" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "set null" }),
    /** The round as people name it: "Matchday 12", "Quarter-final". */
    round: text("round"),
    roundNumber: smallint("round_number"),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => teams.id),
    venueId: integer("venue_id").references(() => venues.id),
    kickoffAt: instant("kickoff_at").notNull(),
    status: text("status").$type<MatchStatus>().notNull().default("scheduled"),
    period: text("period").$type<MatchPeriod>(),
    /** Minute of play and its stoppage offset: 45 and 2 read "45+2". */
    minute: smallint("minute"),
    stoppage: smallint("stoppage"),
    /** When the current period started, so clients tick the clock between events. */
    periodStartedAt: instant("period_started_at"),
    homeScore: smallint("home_score"),
    awayScore: smallint("away_score"),
    scores: jsonb("scores").$type<PeriodScores>().notNull().default({}),
    /** The sport's live state beside the score (docs/decisions/033-live-play.md); null when idle. */
    play: jsonb("play").$type<MatchPlay>(),
    /** Basketball: each player's and each team's line, counted from the plays (docs/decisions/032-basketball.md). */
    boxScore: jsonb("box_score").$type<BoxScore>(),
    /** Team that won a tie decided off the scoreline (awarded, shoot-out). */
    winnerTeamId: integer("winner_team_id").references(() => teams.id),
    sourceKey: text("source_key").unique(),
    /** Officials and crowd as the source reports them; null when unknown. */
    referee: text("referee"),
    attendance: integer("attendance"),
    /** Bumped on every state change; lets writers detect concurrent updates. */
    version: integer("version").notNull().default(0),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("matches_kickoff_idx").on(table.kickoffAt),
    index("matches_season_idx").on(table.seasonId, table.roundNumber),
    index("matches_home_idx").on(table.homeTeamId, table.kickoffAt),
    index("matches_away_idx").on(table.awayTeamId, table.kickoffAt),
    index("matches_status_idx").on(table.status),
  ],
);

/**
 * Basketball's play-by-play, in the order it happened (docs/decisions/032-basketball.md). A row is
 * one write's plays: a live possession's, or a seeded game's whole list; `seq` is the place of its
 * first play in the game, so the rows read in `seq` order are the game. The key on (match, seq) lets
 * a write that came twice in only once; the live write appends under the match's version check.
 */
export const matchPlays = pgTable(
  "match_plays",
  {
    matchId: belongsTo("match_id", () => matches.id),
    seq: integer("seq").notNull(),
    plays: jsonb("plays").$type<Play[]>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.seq] })],
);

// The match centre's tables: line-ups and team statistics of a match.

export type LineupPosition = "GK" | "DF" | "MF" | "FW";

/** A team's sheet for one match: formation and coach; its players are in lineup_players. */
export const matchLineups = pgTable(
  "match_lineups",
  {
    matchId: belongsTo("match_id", () => matches.id),
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
    matchId: belongsTo("match_id", () => matches.id),
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
    matchId: belongsTo("match_id", () => matches.id),
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
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);

// What happens in a match, and what governing bodies change afterwards.
export const matchEvents = pgTable(
  "match_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matchId: belongsTo("match_id", () => matches.id),
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
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("match_events_source_uq").on(table.source, table.sourceEventId),
    index("match_events_match_idx").on(table.matchId, table.minute),
    index("match_events_player_idx").on(table.playerId),
    // Top scorers read only a season's goals; without it the planner scans every match of every season.
    index("match_events_goals_idx").on(table.matchId).where(sql`${table.type} in ('goal', 'penalty-goal')`),
  ],
);

/** An event as the timeline reads it: what it was, when, whose, and whether it still stands. */
export const timelineColumns = {
  id: matchEvents.id,
  type: matchEvents.type,
  period: matchEvents.period,
  minute: matchEvents.minute,
  stoppage: matchEvents.stoppage,
  teamId: matchEvents.teamId,
  playerId: matchEvents.playerId,
  playerName: matchEvents.playerName,
  secondaryPlayerName: matchEvents.secondaryPlayerName,
  detail: matchEvents.detail,
  cancelled: matchEvents.cancelled,
};

/** Points deducted (negative) or awarded by a governing body, with the reason shown under the table. */
export const standingAdjustments = pgTable(
  "standing_adjustments",
  {
    id: serial("id").primaryKey(),
    seasonId: belongsTo("season_id", () => seasons.id),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    points: smallint("points").notNull(),
    reason: text("reason").notNull(),
  },
  (table) => [uniqueIndex("standing_adjustments_uq").on(table.seasonId, table.teamId, table.reason)],
);

/**
 * The operators' "hot match today": one match pinned to the top of the hot-match
 * ranking on its day until unpinned. One slot, so a second pin replaces the first.
 */
export const hotMatchPins = pgTable(
  "hot_match_pins",
  {
    slot: smallint("slot").primaryKey().default(1),
    matchId: belongsTo("match_id", () => matches.id),
    /** Who pinned it, as the audit log names them, and the name the admin area shows. */
    pinnedById: text("pinned_by_id").notNull(),
    pinnedByName: text("pinned_by_name").notNull(),
    pinnedAt: instant("pinned_at").notNull().defaultNow(),
  },
  (table) => [check("hot_match_pins_one_slot", sql`${table.slot} = 1`)],
);
