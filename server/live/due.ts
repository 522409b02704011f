import { and, eq, gt, inArray, lte, notInArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { matches, sports, teams } from "../sports/schema.ts";

/** A feed starts a match up to three hours after its kick-off time; later, it was missed. */
const kickoffGraceMs = 3 * 3_600_000;

/**
 * The matches a feed plays now: those in play and those due to kick off, of the sports `which`
 * names (`{ only }` one sport, `{ except }` all but these).
 */
export function inPlayOrDue(db: Db, at: Date, which: { only: string } | { except: readonly string[] }): SQL {
  const sportTeams = db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .where("only" in which ? eq(sports.slug, which.only) : notInArray(sports.slug, [...which.except]));
  return and(
    inArray(matches.homeTeamId, sportTeams),
    or(
      eq(matches.status, "live"),
      and(
        eq(matches.status, "scheduled"),
        lte(matches.kickoffAt, at),
        gt(matches.kickoffAt, new Date(at.getTime() - kickoffGraceMs)),
      ),
    ),
  )!;
}
