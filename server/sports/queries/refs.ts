import { and, eq, inArray, type SQL } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import { onTheClock } from "../../../shared/clock.ts";
import { collatorOf } from "../../../shared/i18n/collation.ts";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { byLocalName, countryNameIn, withLocalNames } from "../local-names.ts";
import { competitions, countries, groups, matches, seasons, sports, stages, teams } from "../schema.ts";
import { createReadCache } from "./read-cache.ts";
import type { CompetitionRef, CountryView, MatchSummary, SeasonRef, TeamRef } from "./types.ts";

type TeamRow = typeof teams.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type SeasonRow = typeof seasons.$inferSelect;

export function toTeamRef(row: TeamRow): TeamRef {
  const ref: TeamRef = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortName: row.shortName,
    code: row.code,
    kind: row.kind,
    crest: row.crest,
    colors: row.colors,
    countryId: row.countryId,
    isDemo: row.isDemo,
  };
  return withLocalNames(ref, row.localNames);
}

export function toCountryView(row: CountryRow): CountryView {
  return { id: row.id, code: row.code, slug: row.slug, name: row.name, flag: row.flag };
}

export function toSeasonRef(row: SeasonRow): SeasonRef {
  return {
    id: row.id,
    name: row.name,
    isCurrent: row.isCurrent,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

export async function loadTeams(db: Db, ids: Iterable<number>): Promise<Map<number, TeamRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(teams).where(inArray(teams.id, wanted));
  return new Map(rows.map((row) => [row.id, toTeamRef(row)]));
}

/** Competitions with their country and sport, by id; `where` narrows further. */
export async function selectCompetitionRefs(db: Db, where?: SQL): Promise<CompetitionRef[]> {
  const rows = await db
    .select({ competition: competitions, country: countries, sport: sports.slug })
    .from(competitions)
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .leftJoin(countries, eq(countries.id, competitions.countryId))
    .where(where);
  return rows.map(({ competition, country, sport }) =>
    withLocalNames<CompetitionRef>(
      {
        id: competition.id,
        slug: competition.slug,
        name: competition.name,
        shortName: competition.shortName,
        kind: competition.kind,
        tier: competition.tier,
        sport,
        country: country ? toCountryView(country) : null,
        isDemo: competition.isDemo,
      },
      competition.localNames,
    ),
  );
}

// Competitions change rarely (imports, the CMS); a few seconds' staleness is fine for names and ordering.
const catalog = createReadCache<Map<number, CompetitionRef>>({ maxEntries: 1, ttlMs: 10_000 });

/** Every competition, from a short-lived per-process copy. */
export async function allCompetitionRefs(db: Db, fresh = false): Promise<Map<number, CompetitionRef>> {
  const cached = fresh ? undefined : catalog.get(db, "all");
  if (cached) return cached;
  const refs = new Map((await selectCompetitionRefs(db)).map((ref) => [ref.id, ref]));
  catalog.set(db, "all", refs);
  return refs;
}

export async function loadCompetitions(db: Db, ids: Iterable<number>): Promise<Map<number, CompetitionRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  let all = await allCompetitionRefs(db);
  // One created since the copy was taken: read again rather than leave it out.
  if (!wanted.every((id) => all.has(id))) all = await allCompetitionRefs(db, true);
  return new Map(wanted.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
}

/**
 * Orders competitions as fans scan a day: top flights first, then by country and name, each
 * country and competition by the name a reader of `locale` sees, in that language's order (a
 * Vietnamese day lists Anh before Brazil).
 */
export function competitionOrder(
  locale: Locale = SOURCE_LOCALE,
): (a: CompetitionRef, b: CompetitionRef) => number {
  const collator = collatorOf(locale);
  const byName = byLocalName(locale);
  const names = new Map<string, string>();
  const country = (ref: CompetitionRef) => {
    if (!ref.country) return "";
    let name = names.get(ref.country.code);
    if (name === undefined) {
      name = countryNameIn(ref.country, locale);
      names.set(ref.country.code, name);
    }
    return name;
  };
  return (a, b) =>
    a.tier - b.tier ||
    Number(a.country !== null) - Number(b.country !== null) ||
    collator.compare(country(a), country(b)) ||
    byName(a, b) ||
    a.id - b.id;
}

export type MatchQuery = {
  where?: SQL;
  order?: SQL[];
  limit?: number;
  offset?: number;
};

const homeTeams = alias(teams, "home_team");
const awayTeams = alias(teams, "away_team");
const matchSports = alias(sports, "match_sport");

/** The columns a summary is built from: the match's own (not its import keys), teams, stage and group. */
export const summaryColumns = {
  match: {
    id: matches.id,
    seasonId: matches.seasonId,
    kickoffAt: matches.kickoffAt,
    status: matches.status,
    period: matches.period,
    minute: matches.minute,
    stoppage: matches.stoppage,
    periodStartedAt: matches.periodStartedAt,
    homeScore: matches.homeScore,
    awayScore: matches.awayScore,
    scores: matches.scores,
    play: matches.play,
    winnerTeamId: matches.winnerTeamId,
    round: matches.round,
    roundNumber: matches.roundNumber,
  },
  competitionId: seasons.competitionId,
  sport: matchSports.slug,
  stage: stages.name,
  group: groups.name,
  home: homeTeams,
  away: awayTeams,
};

type SummaryRow = {
  match: Omit<
    MatchSummary,
    "competitionId" | "sport" | "kickoffAt" | "periodStartedAt" | "home" | "away" | "stage" | "group"
  > & {
    kickoffAt: Date;
    periodStartedAt: Date | null;
  };
  competitionId: number;
  sport: string;
  stage: string | null;
  group: string | null;
  home: TeamRow;
  away: TeamRow;
};

/** Matches joined to what a summary shows; add `.where(...)` and more joins. */
export function selectSummaryRows<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return (
    db
      .select({ ...summaryColumns, ...extra })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
      .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      // A match plays its teams' sport; the sports table is a handful of rows.
      .innerJoin(matchSports, eq(matchSports.id, homeTeams.sportId))
      .leftJoin(stages, eq(stages.id, matches.stageId))
      .leftJoin(groups, eq(groups.id, matches.groupId))
  );
}

export function toSummary({
  match,
  competitionId,
  sport,
  stage,
  group,
  home,
  away,
}: SummaryRow): MatchSummary {
  return {
    id: match.id,
    competitionId,
    sport,
    seasonId: match.seasonId,
    kickoffAt: match.kickoffAt.toISOString(),
    status: match.status,
    period: match.period,
    minute: match.minute,
    stoppage: match.stoppage,
    periodStartedAt: match.periodStartedAt?.toISOString() ?? null,
    home: toTeamRef(home),
    away: toTeamRef(away),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    scores: match.scores,
    // The live feed's own state stays on the server.
    play: match.play ? { ...match.play, sim: undefined } : null,
    winnerTeamId: match.winnerTeamId,
    round: match.round,
    roundNumber: match.roundNumber,
    stage,
    group,
  };
}

/** Matches with their teams, round, stage and group, as plain serialisable summaries. */
export async function selectMatches(db: Db, query: MatchQuery): Promise<MatchSummary[]> {
  let statement = selectSummaryRows(db, {})
    .where(query.where)
    .orderBy(...(query.order ?? []))
    .$dynamic();
  if (query.limit !== undefined) statement = statement.limit(query.limit);
  if (query.offset) statement = statement.offset(query.offset);
  const rows = await statement;
  const now = Date.now();
  return rows.map((row) => onTheClock(toSummary(row), now));
}

/** Groups summaries by competition, in day order, the competitions as `locale` names and orders them. */
export async function groupByCompetition(
  db: Db,
  summaries: MatchSummary[],
  locale: Locale = SOURCE_LOCALE,
): Promise<Array<{ competition: CompetitionRef; matches: MatchSummary[] }>> {
  const refs = await loadCompetitions(
    db,
    summaries.map((summary) => summary.competitionId),
  );
  const byCompetition = new Map<number, MatchSummary[]>();
  for (const summary of summaries) {
    const list = byCompetition.get(summary.competitionId) ?? [];
    list.push(summary);
    byCompetition.set(summary.competitionId, list);
  }
  const order = competitionOrder(locale);
  return [...byCompetition.entries()]
    .map(([id, list]) => ({ competition: refs.get(id)!, matches: list }))
    .sort((a, b) => order(a.competition, b.competition));
}

/** The season a competition page shows by default: flagged current, else the latest. */
export async function resolveSeason(db: Db, competitionId: number, name?: string): Promise<SeasonRow | null> {
  if (name) {
    const [row] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.competitionId, competitionId), eq(seasons.name, name)));
    return row ?? null;
  }
  const rows = await db.select().from(seasons).where(eq(seasons.competitionId, competitionId));
  return latestSeason(rows);
}

export function latestSeason(rows: SeasonRow[]): SeasonRow | null {
  const current = rows.find((row) => row.isCurrent);
  if (current) return current;
  return [...rows].sort((a, b) => b.name.localeCompare(a.name))[0] ?? null;
}
