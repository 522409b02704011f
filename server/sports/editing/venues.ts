import type { z } from "@hono/zod-openapi";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { countries, venues } from "../schema.ts";
import { type Handle, recordReads, recordWrites, taken } from "./common.ts";
import { type VenueView, type venueCreate, type venuePatch, venueQuery } from "./schemas.ts";

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

const reads = recordReads({
  select: selectVenues,
  table: venues,
  id: venues.id,
  view: toView,
  query: venueQuery,
  search: [venues.name, venues.city],
  filters: { country_id: venues.countryId },
  sorts: { name: venues.name, city: venues.city, capacity: venues.capacity, id: venues.id },
});

export const listVenueRecords = reads.list;
export const getVenueRecord: (db: Handle, id: number) => Promise<VenueView | null> = reads.one;

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

const writes = recordWrites({
  kind: "venue",
  table: venues,
  read: getVenueRecord,
  refs: [{ field: "country_id", column: countries.id, what: "country" }],
});

export function createVenue(db: Db, input: Create): Promise<VenueView> {
  return writes.create(db, input, {
    check: (tx) => ensureNameFree(tx, input.name, input.city ?? null),
    values: {
      name: input.name,
      city: input.city ?? null,
      countryId: input.country_id ?? null,
      capacity: input.capacity ?? null,
    },
  });
}

export function updateVenue(db: Db, id: number, base: number, patch: Patch) {
  return writes.update(db, id, base, patch, {
    check: async (tx, before) => {
      const name = patch.name ?? before.name;
      const city = patch.city === undefined ? before.city : patch.city;
      if (name !== before.name || city !== before.city) await ensureNameFree(tx, name, city, id);
    },
    columns: { name: "name", city: "city", country_id: "countryId", capacity: "capacity" },
  });
}
