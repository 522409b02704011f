import type { RouterContextProvider } from "react-router";
import { CATALOG_KINDS, type CatalogPlural, type Choices, optionListsOf } from "../../../lib/cms/catalog.ts";
import { pageNotFound } from "../../../lib/middleware.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";

export type Context = Readonly<RouterContextProvider>;

/** The catalogue kind a page's `:kind` names; any other word is a page that does not exist. */
export function kindOf(context: Context, param: string | undefined) {
  const { sports } = requestScopeOf(context).services;
  if (!sports.isCatalogPlural(param)) throw pageNotFound();
  const plural: CatalogPlural = param;
  return { plural, spec: CATALOG_KINDS[plural], editor: sports.CATALOG[plural] };
}

export function choicesFor(context: Context, plural: CatalogPlural): Promise<Choices> {
  return requestScopeOf(context).services.sports.catalogOptions(optionListsOf(CATALOG_KINDS[plural]));
}
