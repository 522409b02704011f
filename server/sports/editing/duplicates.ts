import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { fold, matchScore } from "../queries/fuzzy.ts";
import { countries, teams } from "../schema.ts";

export type DuplicateCandidate = { id: number; name: string; country_name: string | null; score: number };

/**
 * "Man Utd" for "Manchester United": every word of the short name, in order, starts a word of
 * the long one with its letters in the same order. Search's typo matching does not see this.
 */
export function abbreviates(short: string, long: string): boolean {
  const shortWords = fold(short).split(" ").filter(Boolean);
  const longWords = fold(long).split(" ").filter(Boolean);
  if (shortWords.length === 0 || shortWords.join(" ") === longWords.join(" ")) return false;
  let at = 0;
  for (const word of shortWords) {
    while (at < longWords.length && !isSubsequence(word, longWords[at]!)) at += 1;
    if (at === longWords.length) return false;
    at += 1;
  }
  return true;
}

function isSubsequence(word: string, of: string): boolean {
  if (word[0] !== of[0]) return false;
  let i = 0;
  for (const letter of of) if (letter === word[i]) i += 1;
  return i === word.length;
}

/** How alike two team names are, 0 for not at all. */
export function nameLikeness(a: string, b: string): number {
  const fuzzy = Math.max(matchScore(a, b), matchScore(b, a));
  const abbreviated = abbreviates(a, b) || abbreviates(b, a) ? 15 : 0;
  return Math.max(fuzzy, abbreviated);
}

/** Teams of the same sport whose name or short name looks like this team's: merge candidates. */
export async function possibleDuplicateTeams(
  db: Db,
  teamId: number,
  limit = 5,
): Promise<DuplicateCandidate[]> {
  const [team] = await db
    .select({ name: teams.name, shortName: teams.shortName, sportId: teams.sportId })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team) return [];
  const others = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, countryName: countries.name })
    .from(teams)
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .where(and(eq(teams.sportId, team.sportId), ne(teams.id, teamId)));
  return others
    .map((other) => ({
      id: other.id,
      name: other.name,
      country_name: other.countryName,
      score: Math.max(
        nameLikeness(team.name, other.name),
        nameLikeness(team.shortName, other.shortName),
        nameLikeness(team.name, other.shortName),
        nameLikeness(team.shortName, other.name),
      ),
    }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, limit);
}
