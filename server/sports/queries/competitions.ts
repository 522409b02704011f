import { and, asc, count, eq, ilike, isNotNull, min, or, type SQL } from "drizzle-orm";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { type List, paginate } from "../../http/pagination.ts";
import { competitions, countries, matches, seasons, sports } from "../schema.ts";
import type { MatchListFilter } from "./matches.ts";
import { orderFor, whenCondition } from "./matches.ts";
import {
  allCompetitionRefs,
  competitionOrder,
  latestSeason,
  resolveSeason,
  selectCompetitionRefs,
  selectMatches,
  toSeasonRef,
} from "./refs.ts";
import type { CompetitionDetail, CompetitionRef, MatchSummary } from "./types.ts";

export type CompetitionFilter = {
  /** Country id, slug or ISO code. */
  country?: number | string;
  /** Sport slug, e.g. "football". */
  sport?: string;
  /** Part of the name. */
  q?: string;
  limit?: number;
  offset?: number;
  /** The language names are ordered in, as its readers see them; English unless given. */
  locale?: Locale;
};

function countryCondition(country: number | string): SQL {
  if (typeof country === "number") return eq(competitions.countryId, country);
  return or(eq(countries.slug, country.toLowerCase()), eq(countries.code, country.toUpperCase()))!;
}

/**
 * Competitions, top flights first, then by country and by name as `filter.locale` names and orders
 * them, filtered by country, sport and name.
 */
export async function listCompetitions(
  db: Db,
  filter: CompetitionFilter = {},
): Promise<List<CompetitionRef>> {
  const conditions: SQL[] = [];
  if (filter.country !== undefined) conditions.push(countryCondition(filter.country));
  if (filter.sport) conditions.push(eq(sports.slug, filter.sport));
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(or(ilike(competitions.name, pattern), ilike(competitions.shortName, pattern))!);
  }
  // The unfiltered list (the browse rail on every page) comes from the short-lived catalog copy.
  const refs = conditions.length
    ? await selectCompetitionRefs(db, and(...conditions))
    : [...(await allCompetitionRefs(db)).values()];
  const all = refs.sort(competitionOrder(filter.locale ?? SOURCE_LOCALE));
  const limit = filter.limit ?? 50;
  const offset = filter.offset ?? 0;
  return paginate(all, { limit, offset });
}

/** One competition with its seasons, rules, zones and the rounds of its current season. */
export async function getCompetition(db: Db, id: number): Promise<CompetitionDetail | null> {
  const [ref] = await selectCompetitionRefs(db, eq(competitions.id, id));
  if (!ref) return null;
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  const seasonRows = await db
    .select()
    .from(seasons)
    .where(eq(seasons.competitionId, id))
    .orderBy(asc(seasons.name));
  const current = latestSeason(seasonRows);
  let rounds: string[] = [];
  if (current) {
    const firstKickoff = min(matches.kickoffAt);
    const roundRows = await db
      .select({ round: matches.round, first: firstKickoff })
      .from(matches)
      .where(and(eq(matches.seasonId, current.id), isNotNull(matches.round)))
      .groupBy(matches.round)
      .orderBy(firstKickoff);
    rounds = roundRows.flatMap(({ round }) => (round ? [round] : []));
  }
  return {
    ...ref,
    tieBreak: row!.tieBreak,
    zones: row!.zones,
    format: row!.format,
    seasons: seasonRows.map(toSeasonRef).reverse(),
    currentSeason: current ? toSeasonRef(current) : null,
    rounds,
  };
}

export type CompetitionMatchFilter = MatchListFilter & { season?: string; round?: string };

/** Fixtures and results of a competition's season, optionally one round. Null when either is unknown. */
export async function listCompetitionMatches(
  db: Db,
  competitionId: number,
  filter: CompetitionMatchFilter = {},
): Promise<List<MatchSummary> | null> {
  const season = await resolveSeason(db, competitionId, filter.season);
  if (!season) return null;
  const where = and(
    eq(matches.seasonId, season.id),
    filter.round ? eq(matches.round, filter.round) : undefined,
    whenCondition(filter.when),
  );
  const limit = filter.limit ?? 100;
  const offset = filter.offset ?? 0;
  const [counted] = await db.select({ total: count() }).from(matches).where(where);
  const data = await selectMatches(db, { where, order: orderFor(filter.when), limit, offset });
  return { data, total: counted?.total ?? 0 };
}
