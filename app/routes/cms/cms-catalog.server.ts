import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { CATALOG, catalogOptions, isCatalogPlural } from "../../../server/sports/service.ts";
import { CATALOG_KINDS, type CatalogPlural, type Choices, optionListsOf } from "../../lib/cms-catalog.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

export type Context = Readonly<RouterContextProvider>;

/** The catalogue kind a page's `:kind` names; any other word is a page that does not exist. */
export function kindOf(param: string | undefined) {
  if (!isCatalogPlural(param)) throw pageNotFound();
  const plural: CatalogPlural = param;
  return { plural, spec: CATALOG_KINDS[plural], editor: CATALOG[plural] };
}

export const databaseOf = (context: Context) => requestScopeOf(context).services.database.db;

export function choicesFor(context: Context, plural: CatalogPlural): Promise<Choices> {
  return catalogOptions(databaseOf(context), optionListsOf(CATALOG_KINDS[plural]));
}

/**
 * A list's query from the address, read by the API's own schema. A value the schema refuses is
 * dropped rather than failing the page, so a hand-edited address still lists something.
 */
export function listQueryOf(
  schema: z.ZodType,
  url: URL,
): { query: Record<string, unknown>; shown: Record<string, string> } {
  const raw: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (value !== "") raw[name] = value;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      return { query: parsed.data as Record<string, unknown>, shown: raw };
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { query: {}, shown: {} };
}
