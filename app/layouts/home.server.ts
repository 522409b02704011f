import type { RouterContextProvider } from "react-router";
import { listCompetitions } from "../../server/sports/queries/competitions.ts";
import { requestScopeOf } from "../lib/request-scope.server.ts";

/** The browse rail: every competition, top flights first, for grouping by country. */
export async function loadBrowseRail(context: Readonly<RouterContextProvider>) {
  const db = requestScopeOf(context).services.database.db;
  const { data: competitions } = await listCompetitions(db, { limit: 300 });
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
