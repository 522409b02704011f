import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, countries, sports } from "../schema.ts";
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

export async function getSport(db: Db, slug: string): Promise<SportView | null> {
  const [row] = await db.select().from(sports).where(eq(sports.slug, slug));
  return row ? toSportView(row) : null;
}
