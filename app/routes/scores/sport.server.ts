import type { RouterContextProvider } from "react-router";
import { getSport, listSports } from "../../../server/sports/queries/catalog.ts";
import { listCompetitions } from "../../../server/sports/queries/competitions.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

export async function loadSport(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const db = requestScopeOf(context).services.database.db;
  if (slug === undefined) return { kind: "list" as const, sports: await listSports(db) };
  const sport = await getSport(db, slug);
  if (!sport) throw pageNotFound();
  const { items } = await listCompetitions(db, { sport: sport.slug, limit: 1000 });
  return { kind: "sport" as const, sport, competitions: items };
}
