import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/transactions.ts";
import type { MatchPeriod, MatchStatus, PeriodScores } from "../schema.ts";

export type ImportedMatchRow = {
  season_id: number;
  stage_id: number | null;
  group_id: number | null;
  round: string | null;
  round_number: number | null;
  home_team_id: number;
  away_team_id: number;
  venue_id: number | null;
  kickoff_at: string;
  status: MatchStatus;
  period: MatchPeriod | null;
  home_score: number | null;
  away_score: number | null;
  scores: PeriodScores;
  winner_team_id: number | null;
  source_key: string;
};

/**
 * Inserts or updates a file's matches by source key in one statement per
 * chunk. The rows travel as one JSON parameter read by jsonb_to_recordset:
 * building and binding thousands of separate parameters cost most of an
 * import's time on the embedded database.
 */
export async function upsertMatches(
  tx: Tx,
  rows: ImportedMatchRow[],
): Promise<Array<{ id: number; source_key: string; created: boolean }>> {
  if (rows.length === 0) return [];
  const result = await tx.execute(sql`
    insert into matches (season_id, stage_id, group_id, round, round_number, home_team_id, away_team_id,
      venue_id, kickoff_at, status, period, home_score, away_score, scores, winner_team_id, source_key)
    select season_id, stage_id, group_id, round, round_number, home_team_id, away_team_id,
      venue_id, kickoff_at, status, period, home_score, away_score, scores, winner_team_id, source_key
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(season_id integer, stage_id integer,
      group_id integer, round text, round_number smallint, home_team_id integer, away_team_id integer,
      venue_id integer, kickoff_at timestamptz, status text, period text, home_score smallint,
      away_score smallint, scores jsonb, winner_team_id integer, source_key text)
    on conflict (source_key) do update set
      season_id = excluded.season_id, stage_id = excluded.stage_id, group_id = excluded.group_id,
      round = excluded.round, round_number = excluded.round_number,
      home_team_id = excluded.home_team_id, away_team_id = excluded.away_team_id,
      venue_id = excluded.venue_id, kickoff_at = excluded.kickoff_at, status = excluded.status,
      period = excluded.period, home_score = excluded.home_score, away_score = excluded.away_score,
      scores = excluded.scores, winner_team_id = excluded.winner_team_id,
      version = matches.version + 1, updated_at = now()
    returning id, source_key, (xmax = 0) as created`);
  return (result as unknown as { rows: Array<{ id: number; source_key: string; created: boolean }> }).rows;
}
