import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matches, seasons, stages, teams } from "../schema.ts";
import { drawPlaceOf } from "../tennis/advance.ts";
import { roundName } from "../tennis/bracket.ts";

export type DrawEntrant = { name: string; seed: number | null } | null;
export type DrawTie = {
  home: DrawEntrant;
  away: DrawEntrant;
  /** Set scores as "7-6 6-4", blank until played. */
  score: string;
  winner: "home" | "away" | null;
  href?: string;
};
export type DrawRound = { name: string; ties: DrawTie[] };

/** "7-6 6-4": each set's games, home first. */
function setLine(scores: Record<string, [number, number] | undefined>): string {
  const sets: string[] = [];
  for (let set = 1; scores[`s${set}`]; set++) sets.push(scores[`s${set}`]!.join("-"));
  return sets.join(" ");
}

/**
 * A tournament's or cup's draw from its current season's knock-out matches, round by round and top of the
 * draw first. A tie not yet written shows the players already through to it (docs/decisions/031-tennis.md).
 */
export async function getDraw(db: Db, competitionId: number): Promise<DrawRound[]> {
  const rows = await db
    .select({ match: matches, seeds: stages.seeds })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(
      and(
        eq(seasons.competitionId, competitionId),
        eq(seasons.isCurrent, true),
        eq(stages.kind, "knockout"),
        like(matches.sourceKey, "%:r%:%"),
      ),
    )
    .orderBy(asc(matches.roundNumber), asc(matches.id));
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))];
  const players = new Map(
    (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids))).map(
      (row) => [row.id, row.name],
    ),
  );
  const bySlot = new Map<string, (typeof rows)[number]["match"]>();
  for (const { match } of rows) {
    const place = drawPlaceOf(match.sourceKey);
    if (place) bySlot.set(`${place.round}:${place.slot}`, match);
  }
  const firstRound = rows.filter(({ match }) => drawPlaceOf(match.sourceKey)?.round === 1).length;
  const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(2, firstRound * 2))));
  const seeds = rows[0]?.seeds ?? {};
  const entrant = (id: number | null | undefined): DrawEntrant =>
    id ? { name: players.get(id) ?? "Unknown", seed: seeds[String(id)] ?? null } : null;
  const winnerOf = (round: number, slot: number) => {
    const match = bySlot.get(`${round}:${slot}`);
    return match?.status === "finished" ? match.winnerTeamId : null;
  };
  return Array.from({ length: rounds }, (_, r) => ({
    name: roundName(r, rounds),
    ties: Array.from({ length: 2 ** (rounds - r - 1) }, (_, slot): DrawTie => {
      const match = bySlot.get(`${r + 1}:${slot}`);
      if (!match) {
        return {
          home: r === 0 ? null : entrant(winnerOf(r, slot * 2)),
          away: r === 0 ? null : entrant(winnerOf(r, slot * 2 + 1)),
          score: "",
          winner: null,
        };
      }
      const finished = match.status === "finished";
      return {
        home: entrant(match.homeTeamId),
        away: entrant(match.awayTeamId),
        score: setLine(match.scores),
        winner: !finished ? null : match.winnerTeamId === match.homeTeamId ? "home" : "away",
        href: `/match/${match.id}`,
      };
    }),
  }));
}
