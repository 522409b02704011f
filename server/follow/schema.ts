import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { belongsTo, instant } from "../db/columns.ts";
import { competitions, matches, teams } from "../sports/schema.ts";

// What a signed-in fan follows, one table per kind so a deleted team, competition or match
// leaves no dangling favourite behind. Listed in the order they were starred.

const owner = () => belongsTo("user_id", () => users.id);
const starredAt = () => instant("starred_at").notNull().defaultNow();

export const followedTeams = pgTable(
  "followed_teams",
  {
    userId: owner(),
    teamId: belongsTo("team_id", () => teams.id),
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
    competitionId: belongsTo("competition_id", () => competitions.id),
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
    matchId: belongsTo("match_id", () => matches.id),
    starredAt: starredAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.matchId] }),
    index("followed_matches_match_idx").on(table.matchId),
  ],
);
