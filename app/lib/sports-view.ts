import type * as sports from "../../server/sports/schema.ts";

type MatchEventType = sports.MatchEventType;
type MatchPeriod = sports.MatchPeriod;
type MatchStatus = sports.MatchStatus;
type PeriodScores = sports.PeriodScores;
type MatchPlay = sports.MatchPlay;
type TableZone = sports.TableZone;

/** The shapes the sports pages render: plain, serialisable, and independent of the query layer. */

export type { MatchEventType, MatchPeriod, MatchPlay, MatchStatus, PeriodScores, TableZone };

export type CountryView = { id: number; name: string; code: string; flag: string };

export type TeamView = {
  id: number;
  name: string;
  shortName: string;
  code: string;
  colors: [string, string] | null;
  crest: string | null;
};

export type CompetitionView = {
  id: number;
  name: string;
  shortName: string;
  kind: "league" | "cup" | "tournament";
  country: CountryView | null;
};

export type MatchView = {
  id: number;
  /** ISO instant in UTC. */
  kickoffAt: string;
  status: MatchStatus;
  period: MatchPeriod | null;
  minute: number | null;
  stoppage: number | null;
  /** ISO instant the period under way started, so lists tick the minute between events. */
  periodStartedAt?: string | null;
  home: TeamView;
  away: TeamView;
  homeScore: number | null;
  awayScore: number | null;
  scores: PeriodScores;
  /** "football" when absent. */
  sport?: string;
  /** Tennis's point and server, basketball's clock, while live. */
  play?: MatchPlay | null;
  winnerTeamId: number | null;
  round: string | null;
};

export type CompetitionFixtures = { competition: CompetitionView; matches: MatchView[] };

export type MatchEventView = {
  id: number;
  type: MatchEventType;
  period: MatchPeriod | null;
  minute: number;
  stoppage: number | null;
  side: "home" | "away" | null;
  playerName: string | null;
  secondaryPlayerName: string | null;
  detail: Record<string, string | number | boolean | null> | null;
  cancelled: boolean;
};

export type FormResult = "W" | "D" | "L";

export type StandingRowView = {
  position: number;
  team: TeamView;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Oldest first, at most five. */
  form: FormResult[];
  live: boolean;
  /** Points added or deducted by a governing body (already counted in points). */
  adjustment: number;
  zone: TableZone | null;
};

export type StandingsGroupView = {
  name: string | null;
  rows: StandingRowView[];
};

export type StandingsView = {
  type: "total" | "home" | "away";
  groups: StandingsGroupView[];
  zones: TableZone[];
  adjustments: { team: TeamView; points: number; reason: string }[];
  live: boolean;
};

export type ScorerView = {
  rank: number;
  /** Known when the events name the player, not only their name. */
  playerId?: number | null;
  name: string;
  team: TeamView | null;
  goals: number;
  penalties: number;
};
