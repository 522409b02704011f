import type { z } from "@hono/zod-openapi";
import { and, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { countries, venues } from "../schema.ts";
import {
  changesOf,
  checkVersion,
  containing,
  type Handle,
  nextVersion,
  notFound,
  recordReads,
  requireRef,
  taken,
} from "./common.ts";
import type { VenueView, venueCreate, venuePatch, venueQuery } from "./schemas.ts";

type Create = z.infer<typeof venueCreate>;
type Patch = z.infer<typeof venuePatch>;

const selectVenues = (db: Handle) =>
  db
    .select({ venue: venues, countryName: countries.name })
    .from(venues)
    .leftJoin(countries, eq(countries.id, venues.countryId))
    .$dynamic();

const toView = ({
  venue,
  countryName,
}: {
  venue: typeof venues.$inferSelect;
  countryName: string | null;
}) => ({
  id: venue.id,
  version: venue.version,
  name: venue.name,
  city: venue.city,
  country_id: venue.countryId,
  country_name: countryName,
  capacity: venue.capacity,
});

const reads = recordReads({ select: selectVenues, table: venues, id: venues.id, view: toView });

export async function listVenueRecords(db: Handle, query: z.infer<typeof venueQuery>) {
  const where = and(
    query.q
      ? or(ilike(venues.name, containing(query.q)), ilike(venues.city, containing(query.q)))
      : undefined,
    query.country_id ? eq(venues.countryId, query.country_id) : undefined,
  );
  const sortBy = { name: venues.name, city: venues.city, capacity: venues.capacity, id: venues.id }[
    query.sort
  ];
  return reads.page(db, where, sortBy, query);
}

export function getVenueRecord(db: Handle, id: number): Promise<VenueView | null> {
  return reads.one(db, id);
}

/** Two grounds may share a name only in different cities ("Park Lane" is common; two in one town is a typo). */
async function ensureNameFree(tx: Handle, name: string, city: string | null, exceptId?: number) {
  const [clash] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(
      and(
        sql`lower(${venues.name}) = lower(${name})`,
        sql`coalesce(lower(${venues.city}), '') = coalesce(lower(${city}), '')`,
        exceptId === undefined ? undefined : ne(venues.id, exceptId),
      ),
    )
    .limit(1);
  if (clash)
    throw taken("venue", "name", `There is already a venue called ${name}${city ? ` in ${city}` : ""}.`);
}

export function createVenue(db: Db, input: Create): Promise<VenueView> {
  return db.transaction(async (tx) => {
    await requireRef(tx, countries.id, input.country_id, "country_id", "country");
    await ensureNameFree(tx, input.name, input.city ?? null);
    const [row] = await tx
      .insert(venues)
      .values({
        name: input.name,
        city: input.city ?? null,
        countryId: input.country_id ?? null,
        capacity: input.capacity ?? null,
      })
      .returning({ id: venues.id });
    return (await getVenueRecord(tx, row!.id))!;
  });
}

export function updateVenue(db: Db, id: number, base: number, patch: Patch) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, id)).for("update");
    if (!locked) throw notFound("venue");
    const before = (await getVenueRecord(tx, id))!;
    checkVersion(before, base);
    await requireRef(tx, countries.id, patch.country_id, "country_id", "country");
    const name = patch.name ?? before.name;
    const city = patch.city === undefined ? before.city : patch.city;
    if (name !== before.name || city !== before.city) await ensureNameFree(tx, name, city, id);
    const changes = changesOf(patch, {
      name: "name",
      city: "city",
      country_id: "countryId",
      capacity: "capacity",
    });
    await tx
      .update(venues)
      .set({ ...changes, version: nextVersion(venues) })
      .where(eq(venues.id, id));
    return { before, after: (await getVenueRecord(tx, id))! };
  });
}
