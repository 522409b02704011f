import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../platform/transactions.ts";
import { teamAliases, teams } from "../schema.ts";
import { type CountryInfo, countryByPrefix, flagOf, prefixByAssociation } from "./catalog.ts";

export const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "team";

/** The country's id, created on first sight; one round trip either way. */
export async function ensureCountry(tx: Tx, country: CountryInfo): Promise<number> {
  // The outer select reads the snapshot from before the insert: exactly one branch yields the row.
  const result = await tx.execute(sql`
    with created as (
      insert into countries (code, slug, name, flag)
      values (${country.code}, ${country.slug}, ${country.name}, ${flagOf(country.code)})
      on conflict do nothing returning id)
    select id from created union all select id from countries where code = ${country.code}`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
}

/** Removes legal-form words so "Arsenal FC" shows as "Arsenal" and codes read "ARS". */
export function shortNameOf(name: string): string {
  const short = name
    .replace(/\s*\((?:[A-Z]{3})\)$/, "")
    .replace(/\b(FC|AFC|CF|SC|AC|CD|UD|SD|RC|RCD|SV|VfB|VfL|TSG|FK|SK|AS|SS|US|SSC|OGC|BSC)\b\.?/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return short || name;
}

export function codeOf(name: string): string {
  const letters = shortNameOf(name)
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
  return (letters.slice(0, 3) || "TBD").padEnd(3, "X");
}

export type TeamScope = {
  /** Alias namespace: names are matched within it, e.g. every English competition shares one. */
  source: string;
  countryId: number | null;
  national: boolean;
};

/** International club files tag clubs with their association: "Aston Villa FC (ENG)". */
export function clubOrigin(name: string): { name: string; country: CountryInfo | null } {
  const found = /^(.*)\s+\(([A-Z]{3})\)$/.exec(name);
  if (!found) return { name, country: null };
  const prefix = prefixByAssociation[found[2]!];
  return { name: found[1]!, country: prefix ? countryByPrefix(prefix) : null };
}

/**
 * Resolves team names to ids through `team_aliases`, creating teams the
 * first time a name is seen in a scope; returns how many were created.
 */
export async function resolveTeams(
  tx: Tx,
  sportId: number,
  wanted: Array<{ name: string; scope: TeamScope }>,
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>();
  const bySource = new Map<string, Set<string>>();
  for (const { name, scope } of wanted) {
    const names = bySource.get(scope.source) ?? new Set();
    names.add(name);
    bySource.set(scope.source, names);
  }
  for (const [source, names] of bySource) {
    const rows = await tx
      .select({ alias: teamAliases.alias, teamId: teamAliases.teamId })
      .from(teamAliases)
      .where(and(eq(teamAliases.source, source), inArray(teamAliases.alias, [...names])));
    for (const row of rows) ids.set(`${source}|${row.alias}`, row.teamId);
  }
  const missing = new Map<string, { name: string; scope: TeamScope }>();
  for (const entry of wanted) {
    const key = `${entry.scope.source}|${entry.name}`;
    if (!ids.has(key)) missing.set(key, entry);
  }
  if (missing.size === 0) return { ids, created: 0 };

  const candidates = [...missing.values()].map(({ name }) => slugify(name));
  const taken = new Set(
    (await tx.select({ slug: teams.slug }).from(teams).where(inArray(teams.slug, candidates))).map(
      (r) => r.slug,
    ),
  );
  const rows = [...missing.values()].map(({ name, scope }) => {
    let slug = slugify(name);
    for (let n = 2; taken.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    taken.add(slug);
    return {
      sportId,
      countryId: scope.countryId,
      slug,
      name,
      shortName: shortNameOf(name),
      code: codeOf(name),
      kind: scope.national ? ("national" as const) : ("club" as const),
    };
  });
  const inserted = await tx.insert(teams).values(rows).returning({ id: teams.id });
  const entries = [...missing.entries()];
  await tx.insert(teamAliases).values(
    entries.map(([, { name, scope }], i) => ({
      teamId: inserted[i]!.id,
      source: scope.source,
      alias: name,
    })),
  );
  for (const [i, [key]] of entries.entries()) ids.set(key, inserted[i]!.id);
  return { ids, created: inserted.length };
}
