import type { RouterContextProvider } from "react-router";
import { getCountry, listCountries } from "../../../server/sports/queries/catalog.ts";
import { listCompetitions } from "../../../server/sports/queries/competitions.ts";
import { listTeams } from "../../../server/sports/queries/teams.ts";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

/** The country list, or one country's competitions or clubs. */
export async function loadCountry(
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  what: "competitions" | "teams",
) {
  const db = requestScopeOf(context).services.database.db;
  if (rawId === undefined) return { kind: "list" as const, countries: await listCountries(db) };
  const country = await getCountry(db, entityId(rawId));
  if (!country) throw pageNotFound();
  const [competitions, teams] = await Promise.all([
    what === "competitions" ? listCompetitions(db, { country: country.id, limit: 500 }) : null,
    what === "teams" ? listTeams(db, { countryId: country.id, limit: 1000 }) : null,
  ]);
  return {
    kind: "country" as const,
    country,
    competitions: competitions?.data ?? [],
    teams: teams?.data ?? [],
  };
}
