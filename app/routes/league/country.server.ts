import type { RouterContextProvider } from "react-router";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

/** The country list, or one country's competitions or clubs. */
export async function loadCountry(
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  what: "competitions" | "teams",
) {
  const { sports } = requestScopeOf(context).services;
  if (rawId === undefined) return { kind: "list" as const, countries: await sports.listCountries() };
  const country = await sports.getCountry(entityId(rawId));
  if (!country) throw pageNotFound();
  const [competitions, teams] = await Promise.all([
    what === "competitions" ? sports.listCompetitions({ country: country.id, limit: 500 }) : null,
    what === "teams" ? sports.listTeams({ countryId: country.id, limit: 1000 }) : null,
  ]);
  return {
    kind: "country" as const,
    country,
    competitions: competitions?.data ?? [],
    teams: teams?.data ?? [],
  };
}
