import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { matches, teamAliases, teams } from "../../sports/schema.ts";

/** How far a programme's start may be from the kick-off of the match it shows (build-up, delays). */
export const LINK_WINDOW_MS = 3 * 3_600_000;

/** Lower case, accents and punctuation gone, words single-spaced: "Atlético-Madrid" → "atletico madrid". */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const names = (found: Set<string>, ...values: Array<string | null | undefined>) => {
  for (const value of values) {
    const folded = value ? foldName(value) : "";
    if (folded.length >= 3) found.add(folded);
  }
};

type Candidate = { id: number; kickoff: number; home: Set<string>; away: Set<string> };

/**
 * Finds the match a programme shows: its title names both teams (any of their names, short
 * names or feed aliases, whole words, case and accents ignored) of a match kicking off within
 * three hours of its start; of several, the one kicking off closest. Reads the matches of the
 * whole span once, so an import of thousands of programmes asks the database twice.
 */
export async function matchLinker(
  db: Db,
  from: Date,
  to: Date,
): Promise<(title: string, startsAt: Date) => number | null> {
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  const rows = await db
    .select({
      id: matches.id,
      kickoffAt: matches.kickoffAt,
      homeId: home.id,
      homeName: home.name,
      homeShort: home.shortName,
      awayId: away.id,
      awayName: away.name,
      awayShort: away.shortName,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        gte(matches.kickoffAt, new Date(from.getTime() - LINK_WINDOW_MS)),
        lte(matches.kickoffAt, new Date(to.getTime() + LINK_WINDOW_MS)),
      ),
    );
  if (rows.length === 0) return () => null;
  const teamIds = [...new Set(rows.flatMap((row) => [row.homeId, row.awayId]))];
  const aliasRows = await db
    .select({ teamId: teamAliases.teamId, alias: teamAliases.alias })
    .from(teamAliases)
    .where(inArray(teamAliases.teamId, teamIds));
  const aliasesOf = new Map<number, string[]>();
  for (const row of aliasRows) aliasesOf.set(row.teamId, [...(aliasesOf.get(row.teamId) ?? []), row.alias]);
  const candidates: Candidate[] = rows.map((row) => {
    const homeNames = new Set<string>();
    const awayNames = new Set<string>();
    names(homeNames, row.homeName, row.homeShort, ...(aliasesOf.get(row.homeId) ?? []));
    names(awayNames, row.awayName, row.awayShort, ...(aliasesOf.get(row.awayId) ?? []));
    return { id: row.id, kickoff: row.kickoffAt.getTime(), home: homeNames, away: awayNames };
  });
  const namedIn = (set: Set<string>, title: string) => [...set].some((name) => title.includes(` ${name} `));
  return (title, startsAt) => {
    const folded = ` ${foldName(title)} `;
    let best: Candidate | null = null;
    for (const candidate of candidates) {
      const distance = Math.abs(candidate.kickoff - startsAt.getTime());
      if (distance > LINK_WINDOW_MS) continue;
      if (!namedIn(candidate.home, folded) || !namedIn(candidate.away, folded)) continue;
      if (!best || distance < Math.abs(best.kickoff - startsAt.getTime())) best = candidate;
    }
    return best?.id ?? null;
  };
}
