import type { RouterContextProvider } from "react-router";
import { getSport, listSportsWithLive } from "../../../server/sports/queries/catalog.ts";
import { listCompetitions } from "../../../server/sports/queries/competitions.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { loadScores } from "./home.server.ts";

/** Every sport with its live count, or one sport's day of scores and its competitions. */
export async function loadSport(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string | undefined,
) {
  const db = requestScopeOf(context).services.database.db;
  if (slug === undefined) return { kind: "list" as const, sports: await listSportsWithLive(db) };
  const sport = await getSport(db, slug);
  if (!sport) throw pageNotFound();
  const [scores, { data: competitions }] = await Promise.all([
    loadScores(request, context, sport.slug),
    listCompetitions(db, { sport: sport.slug, limit: 1000 }),
  ]);
  return { kind: "sport" as const, sport, competitions, ...scores };
}
