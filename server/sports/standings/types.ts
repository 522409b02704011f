import type { TieBreakRule } from "../schema.ts";

/** The shapes the standings engine reads and writes; shared by the table and its tie-breaks. */
export type TableType = "total" | "home" | "away";
export type FormResult = "W" | "D" | "L";

/** A played (or playing) match as the table sees it. */
export type TableResult = {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  /** ISO instant; orders results for the form guide. */
  kickoffAt: string;
  /** In progress: counted at its current score and marks both rows live. */
  live: boolean;
};

export type TableTeam = { id: number; name: string };

export type TableOptions = {
  teams: TableTeam[];
  results: TableResult[];
  rule: TieBreakRule;
  type?: TableType;
  pointsForWin?: number;
  /** Net points added (negative: deducted) per team; total table only. */
  adjustments?: Map<number, number>;
  /** Fair-play points per team (negative for cards), the FIFA tie-break before lots. */
  fairPlay?: Map<number, number>;
};

export type TableLine = {
  position: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Points after adjustments. */
  points: number;
  adjustment: number;
  /** The last five results, oldest first. */
  form: FormResult[];
  live: boolean;
};
