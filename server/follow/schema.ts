import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { competitions, matches, teams } from "../sports/schema.ts";

// What a signed-in fan follows, one table per kind so a deleted team, competition or match
// leaves no dangling favourite behind. Listed in the order they were starred.

const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const starredAt = () => timestamp("starred_at", { withTimezone: true }).notNull().defaultNow();

export const followedTeams = pgTable(
  "followed_teams",
  {
    userId: owner(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    starredAt: starredAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.teamId] }),
    index("followed_teams_team_idx").on(table.teamId),
  ],
);

export const followedCompetitions = pgTable(
  "followed_competitions",
  {
    userId: owner(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    starredAt: starredAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.competitionId] }),
    index("followed_competitions_competition_idx").on(table.competitionId),
  ],
);

export const followedMatches = pgTable(
  "followed_matches",
  {
    userId: owner(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    starredAt: starredAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.matchId] }),
    index("followed_matches_match_idx").on(table.matchId),
  ],
);
