import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { matches, teams } from "../schema.ts";

/** How another screen names a match: its teams, kickoff, score and state. */
export type MatchLabel = {
  id: number;
  home: string;
  away: string;
  kickoffAt: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
};

/** The labels of the given matches, by id; ids of matches that do not exist are left out. */
export async function matchLabels(db: Db, ids: readonly number[]): Promise<Map<number, MatchLabel>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  const rows = await db
    .select({
      id: matches.id,
      home: home.name,
      away: away.name,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(inArray(matches.id, wanted));
  return new Map(rows.map((row) => [row.id, { ...row, kickoffAt: row.kickoffAt.toISOString() }]));
}
