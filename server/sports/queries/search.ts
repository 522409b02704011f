import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { byLocalName, LOCAL_NAMES, type LocalNames, nameIn } from "../local-names.ts";
import { competitions, matches, players, teams } from "../schema.ts";
import { fold, queryWords } from "./fuzzy.ts";
import { indexNames, type Named, type NameIndex, namesScorer } from "./name-index.ts";
import { createReadCache } from "./read-cache.ts";
import { loadCompetitions, loadTeams, selectMatches } from "./refs.ts";
import type { PlayerHit, SearchMatch, SearchResults } from "./types.ts";

type NameLists = { teams: NameIndex; competitions: NameIndex; players: NameIndex };

// Every search scores all names in memory; reading and folding them is most of its cost, so
// the lists are kept per process: a new row changes the stamp (the highest ids), renames show
// within seconds, and catalogue edits drop the copy at once.
const nameCache = createReadCache<NameLists>({ maxEntries: 1, ttlMs: 10_000 });

async function nameLists(db: Db): Promise<NameLists> {
  // Each highest id is one step down a primary key index, however long the list.
  const [top] = await db
    .select({
      stamp: sql<string>`concat_ws(':', max(${teams.id}), (select max(id) from ${competitions}), (select max(id) from ${players}))`,
    })
    .from(teams);
  const stamp = top?.stamp ?? "";
  const cached = nameCache.get(db, "names", stamp);
  if (cached) return cached;
  const [teamNames, competitionNames, playerNames] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, extra: teams.shortName, local: teams.localNames })
      .from(teams),
    db
      .select({
        id: competitions.id,
        name: competitions.name,
        extra: competitions.shortName,
        local: competitions.localNames,
      })
      .from(competitions),
    db.select({ id: players.id, name: players.name }).from(players),
  ]);
  const lists = {
    teams: indexNames(teamNames.map(withOthers)),
    competitions: indexNames(competitionNames.map(withOthers)),
    players: indexNames(playerNames),
  };
  nameCache.set(db, "names", lists, stamp);
  return lists;
}

/**
 * A fan finds a team by its name in any of the site's languages ("アーセナル" as well as "Arsenal").
 * The names stay with the entry too, so equal hits are ordered by the name the reader sees.
 */
const withOthers = ({ local, ...row }: Named & { local: LocalNames }): Named =>
  Object.assign(
    {
      ...row,
      others: Object.values(local).flatMap((names) => [
        names.name,
        ...(names.shortName ? [names.shortName] : []),
      ]),
    },
    { [LOCAL_NAMES]: local },
  );

/** The best hits, most relevant first; equally good ones by the shorter, then the first, name in `locale`. */
function best(query: string, index: NameIndex, limit: number, locale: Locale): number[] {
  const scores = namesScorer(index)(queryWords(query));
  const hits: Array<{ entry: Named; shown: string; score: number }> = [];
  index.entries.forEach((entry, at) => {
    if (scores[at]! > 0) hits.push({ entry, shown: nameIn(entry, locale), score: scores[at]! });
  });
  const byName = byLocalName(locale);
  return hits
    .sort((a, b) => b.score - a.score || a.shown.length - b.shown.length || byName(a.entry, b.entry))
    .slice(0, limit)
    .map((hit) => hit.entry.id);
}

/**
 * Two teams named in one query ("calderbridge stanmoor", "kingsmere v harriers fc"):
 * the split of its words where both halves name a different team best.
 */
export function namedPair(q: string, rows: Named[]): [number, number] | null {
  return pairIn(q, indexNames(rows));
}

function pairIn(q: string, index: NameIndex): [number, number] | null {
  const words = fold(q)
    .split(" ")
    .filter((word) => word && word !== "v" && word !== "vs");
  if (words.length < 2 || words.length > 8) return null;
  const score = namesScorer(index);
  let found: { pair: [number, number]; score: number } | null = null;
  for (let split = 1; split < words.length; split += 1) {
    const left = topHit(score(words.slice(0, split)), index);
    const right = topHit(score(words.slice(split)), index);
    if (!left || !right || left.id === right.id) continue;
    const total = left.score + right.score;
    if (!found || total > found.score) found = { pair: [left.id, right.id], score: total };
  }
  return found?.pair ?? null;
}

/** The first best-scoring entry. */
function topHit(scores: Float64Array, index: NameIndex): { id: number; score: number } | null {
  let top: { id: number; score: number } | null = null;
  scores.forEach((score, at) => {
    if (score > 0 && (!top || score > top.score)) top = { id: index.entries[at]!.id, score };
  });
  return top;
}

/** A match still counts as upcoming this long after kickoff, so one in play is among the next. */
const IN_PLAY_MS = 3 * 3600_000;

/** The last results and next fixtures of one team or between two, in kickoff order. */
async function nearestMatches(db: Db, teamIds: number[], each: number, now: Date): Promise<SearchMatch[]> {
  const [first, second] = teamIds as [number, number?];
  const between: SQL | undefined =
    second === undefined
      ? or(eq(matches.homeTeamId, first), eq(matches.awayTeamId, first))
      : or(
          and(eq(matches.homeTeamId, first), eq(matches.awayTeamId, second)),
          and(eq(matches.homeTeamId, second), eq(matches.awayTeamId, first)),
        );
  const pivot = new Date(now.getTime() - IN_PLAY_MS);
  const [next, last] = await Promise.all([
    selectMatches(db, {
      where: and(between, gte(matches.kickoffAt, pivot)),
      order: [asc(matches.kickoffAt), asc(matches.id)],
      limit: each,
    }),
    selectMatches(db, {
      where: and(between, lt(matches.kickoffAt, pivot)),
      order: [desc(matches.kickoffAt), desc(matches.id)],
      limit: each,
    }),
  ]);
  const found = [...last.reverse(), ...next];
  const refs = await loadCompetitions(
    db,
    found.map((match) => match.competitionId),
  );
  return found.flatMap((match) => {
    const competition = refs.get(match.competitionId);
    return competition ? [{ ...match, competition }] : [];
  });
}

/** Players by id with the club each plays for. */
async function playerHits(db: Db, ids: number[]): Promise<Map<number, PlayerHit>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(players).where(inArray(players.id, ids));
  const clubs = await loadTeams(
    db,
    rows.flatMap((row) => (row.teamId === null ? [] : [row.teamId])),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, team: row.teamId === null ? null : (clubs.get(row.teamId) ?? null) },
    ]),
  );
}

/**
 * Teams, competitions and players whose names answer `q`, best first (ties by the name a reader
 * of `options.locale` sees), and the matches of the team (or two teams) it names. Names are
 * matched in memory so prefixes and typos work the same on PGlite and PostgreSQL without extensions.
 */
export async function search(
  db: Db,
  q: string,
  options: { limit?: number; now?: Date; locale?: Locale } = {},
): Promise<SearchResults> {
  const limit = options.limit ?? 10;
  const locale = options.locale ?? SOURCE_LOCALE;
  if (fold(q).length === 0) return { teams: [], competitions: [], players: [], matches: [] };
  const names = await nameLists(db);
  const named = best(q, names.teams, limit, locale);
  // Only a query no one team answers is read as two ("calderbridge city" is one team, not two).
  const pair = named.length === 0 ? pairIn(q, names.teams) : null;
  const teamIds = pair ?? named;
  const competitionIds = best(q, names.competitions, limit, locale);
  const playerIds = best(q, names.players, limit, locale);

  const matchTeams = pair ?? teamIds.slice(0, 1);
  // The rows behind each list and the matches of the team named are independent reads.
  const [teamRefs, competitionRefs, playerById, found] = await Promise.all([
    loadTeams(db, teamIds),
    loadCompetitions(db, competitionIds),
    playerHits(db, playerIds),
    matchTeams.length ? nearestMatches(db, matchTeams, Math.min(3, limit), options.now ?? new Date()) : [],
  ]);
  return {
    matches: found,
    teams: teamIds.map((id) => teamRefs.get(id)!),
    competitions: competitionIds.map((id) => competitionRefs.get(id)!),
    players: playerIds.map((id) => playerById.get(id)!),
  };
}
