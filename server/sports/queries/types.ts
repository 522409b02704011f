import type { LOCAL_NAMES, LocalNames } from "../local-names.ts";
import type {
  CompetitionFormat,
  MatchEventType,
  MatchPeriod,
  MatchPlay,
  MatchStatus,
  PeriodScores,
  TableZone,
  TieBreakRule,
} from "../schema.ts";
import type { FormResult, TableLine, TableType } from "../standings/table.ts";

export type { FormResult, TableType };

export type SportView = { id: number; slug: string; name: string; periods: number; periodMinutes: number };

export type CountryView = { id: number; code: string; slug: string; name: string; flag: string };

/**
 * A team as lists and pages name it. `name` and `shortName` are in the request's language once
 * the facade has resolved them (local-names.ts); until then `LOCAL_NAMES` holds the other ones.
 */
export type TeamRef = {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  [LOCAL_NAMES]?: LocalNames;
  /** Three-letter code for narrow screens. */
  code: string;
  kind: "club" | "national" | "player";
  /** Path under the image host, or null to draw a monogram in `colors`. */
  crest: string | null;
  colors: [string, string] | null;
  countryId: number | null;
  isDemo: boolean;
};

/** A competition as lists and pages name it; its names resolve as a team's do. */
export type CompetitionRef = {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  [LOCAL_NAMES]?: LocalNames;
  kind: "league" | "cup" | "tournament";
  tier: number;
  sport: string;
  /** Null for international competitions. */
  country: CountryView | null;
  isDemo: boolean;
};

export type SeasonRef = {
  id: number;
  name: string;
  isCurrent: boolean;
  startsOn: string | null;
  endsOn: string | null;
};

export type MatchSummary = {
  id: number;
  competitionId: number;
  /** The sport's slug: "football", "basketball", "tennis". */
  sport: string;
  seasonId: number;
  /** ISO 8601 instant in UTC. */
  kickoffAt: string;
  status: MatchStatus;
  period: MatchPeriod | null;
  /** Minute of play and stoppage offset while live: 45 and 2 read "45+2". */
  minute: number | null;
  stoppage: number | null;
  /** ISO instant the current period started, for ticking clocks. */
  periodStartedAt: string | null;
  home: TeamRef;
  away: TeamRef;
  homeScore: number | null;
  awayScore: number | null;
  scores: PeriodScores;
  /** Tennis's point and server, basketball's clock, while live; null otherwise. */
  play: MatchPlay | null;
  winnerTeamId: number | null;
  round: string | null;
  roundNumber: number | null;
  stage: string | null;
  group: string | null;
};

/** Matches of one competition, as lists of the day show them. */
export type CompetitionMatches = { competition: CompetitionRef; matches: MatchSummary[] };

export type VenueView = { id: number; name: string; city: string | null; capacity: number | null };

export type MatchEventView = {
  id: number;
  type: MatchEventType;
  period: MatchPeriod | null;
  minute: number;
  stoppage: number | null;
  teamId: number | null;
  side: "home" | "away" | null;
  playerId: number | null;
  playerName: string | null;
  secondaryPlayerName: string | null;
  detail: Record<string, string | number | boolean | null> | null;
  cancelled: boolean;
};

export type MatchDetail = MatchSummary & {
  competition: CompetitionRef;
  season: SeasonRef;
  venue: VenueView | null;
  /** In match order: period, then minute, then stoppage. */
  events: MatchEventView[];
};

export type HeadToHead = {
  home: TeamRef;
  away: TeamRef;
  /** Finished meetings, most recent first. */
  meetings: MatchSummary[];
  /** Counted from the point of view of the match's home team. */
  totals: { homeWins: number; draws: number; awayWins: number; homeGoals: number; awayGoals: number };
};

export type CompetitionDetail = CompetitionRef & {
  tieBreak: TieBreakRule;
  zones: TableZone[];
  /** The competition's rules of play; null for the sport's usual ones. */
  format: CompetitionFormat | null;
  seasons: SeasonRef[];
  currentSeason: SeasonRef | null;
  /** Rounds of the current season in play order, e.g. "Matchday 1". */
  rounds: string[];
};

/** A table line as clients see it: the engine's line with the team and its zone. */
export type StandingRow = Omit<TableLine, "teamId"> & { team: TeamRef; zone: TableZone | null };

/** One table: a group ("Group E"), a phase of a split league, or null for the whole league. */
export type StandingsGroup = { name: string | null; rows: StandingRow[] };

export type StandingsAdjustmentView = { team: TeamRef; points: number; reason: string };

export type Standings = {
  competitionId: number;
  season: SeasonRef;
  type: TableType;
  tieBreak: TieBreakRule;
  /** True when any match in progress is counted. */
  live: boolean;
  zones: TableZone[];
  groups: StandingsGroup[];
  adjustments: StandingsAdjustmentView[];
};

export type TopScorer = {
  rank: number;
  playerId: number | null;
  name: string;
  team: TeamRef | null;
  goals: number;
  penalties: number;
};

export type TeamDetail = TeamRef & {
  country: CountryView | null;
  venue: VenueView | null;
  founded: number | null;
  strength: number;
  /** A tennis player's world ranking, 1 the best; null for clubs and unranked players. */
  ranking: number | null;
  competitions: CompetitionRef[];
  nextMatch: MatchSummary | null;
  /** Last five finished results, oldest first, seen from this team. */
  form: FormResult[];
  lastMatches: MatchSummary[];
  /** The club's players: goalkeepers, defenders, midfielders, forwards, each by shirt number. */
  squad: SquadPlayer[];
};

export type SquadPlayer = {
  id: number;
  name: string;
  shirtNumber: number | null;
  position: "GK" | "DF" | "MF" | "FW" | null;
  /** YYYY-MM-DD, or null when not known. */
  birthDate: string | null;
};

export type PlayerHit = { id: number; name: string; team: TeamRef | null };

/** A match found by naming one team or both ("arsenal chelsea"), with its competition. */
export type SearchMatch = MatchSummary & { competition: CompetitionRef };

export type SearchResults = {
  teams: TeamRef[];
  competitions: CompetitionRef[];
  players: PlayerHit[];
  /** The named team's, or the two named teams', matches nearest to now, in kickoff order. */
  matches: SearchMatch[];
};

export type HotMatch = MatchSummary & {
  competition: CompetitionRef;
  /** 0-100; see docs/decisions on the hot-match score. */
  hotness: number;
  /** Put first by an operator ("hot match today"), whatever its score. */
  pinned?: true;
};
