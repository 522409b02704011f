import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "../lib/request-scope.server.ts";

/** The browse rail: every competition, top flights first, for grouping by country. */
export async function loadBrowseRail(context: Readonly<RouterContextProvider>) {
  const { sports } = requestScopeOf(context).services;
  const { data: competitions } = await sports.listCompetitions({ limit: 300 });
  return {
    competitions: competitions.map(({ id, name, shortName, kind, country }) => ({
      id,
      name,
      shortName,
      kind,
      country,
    })),
  };
}
