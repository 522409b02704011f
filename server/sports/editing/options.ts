import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, countries, sports, teams, venues } from "../schema.ts";

export type CatalogOption = { id: number; name: string };
export type OptionList = "sports" | "countries" | "competitions" | "teams" | "venues";

const tables = { sports, countries, competitions, teams, venues };

/** Choices for the admin forms' reference fields and list filters, by name. */
export async function catalogOptions(
  db: Db,
  wanted: readonly OptionList[],
): Promise<Partial<Record<OptionList, CatalogOption[]>>> {
  const lists = await Promise.all(
    wanted.map(async (list) => {
      const table = tables[list];
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(asc(table.name), asc(table.id))
        .limit(5000);
      return [list, rows] as const;
    }),
  );
  return Object.fromEntries(lists);
}
