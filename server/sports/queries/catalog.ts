import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, countries, matches, sports, teams } from "../schema.ts";
import { toCountryView } from "./refs.ts";
import type { CountryView, SportView } from "./types.ts";

export type CountryWithCount = CountryView & { competitions: number };

/** Countries that have competitions, by name. */
export async function listCountries(db: Db): Promise<CountryWithCount[]> {
  const rows = await db
    .select({ country: countries, competitions: count(competitions.id) })
    .from(countries)
    .leftJoin(competitions, eq(competitions.countryId, countries.id))
    .groupBy(countries.id)
    .orderBy(asc(countries.name));
  return rows.map((row) => ({ ...toCountryView(row.country), competitions: row.competitions }));
}

export async function getCountry(db: Db, id: number): Promise<CountryView | null> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ? toCountryView(row) : null;
}

function toSportView(row: typeof sports.$inferSelect): SportView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    periods: row.periods,
    periodMinutes: row.periodMinutes,
  };
}

export async function listSports(db: Db): Promise<SportView[]> {
  const rows = await db.select().from(sports).orderBy(asc(sports.position), asc(sports.name));
  return rows.map(toSportView);
}

/** Every sport with how many of its matches are in play now, for the sports menu and `GET /sports`. */
export async function listSportsWithLive(db: Db): Promise<Array<SportView & { live: number }>> {
  const [all, counts] = await Promise.all([
    listSports(db),
    db
      .select({ sportId: teams.sportId, live: count(matches.id) })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.homeTeamId))
      .where(eq(matches.status, "live"))
      .groupBy(teams.sportId),
  ]);
  const live = new Map(counts.map((row) => [row.sportId, row.live]));
  return all.map((sport) => ({ ...sport, live: live.get(sport.id) ?? 0 }));
}

export async function getSport(db: Db, slug: string): Promise<SportView | null> {
  const [row] = await db.select().from(sports).where(eq(sports.slug, slug));
  return row ? toSportView(row) : null;
}
