import { inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matches } from "../schema.ts";
import { loadCompetitions, selectMatches } from "./refs.ts";
import type { CompetitionRef, MatchSummary } from "./types.ts";

export type MatchWithCompetition = MatchSummary & { competition: CompetitionRef };

/**
 * The given matches as they stand now (score, clock, status), in the order asked for;
 * ids of matches that do not exist are left out. Other screens embed them as cards.
 */
export async function matchesByIds(db: Db, ids: readonly number[]): Promise<MatchWithCompetition[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const found = await selectMatches(db, { where: inArray(matches.id, wanted) });
  const competitions = await loadCompetitions(
    db,
    found.map((match) => match.competitionId),
  );
  const byId = new Map(found.map((match) => [match.id, match]));
  return wanted.flatMap((id) => {
    const match = byId.get(id);
    const competition = match && competitions.get(match.competitionId);
    return match && competition ? [{ ...match, competition }] : [];
  });
}
