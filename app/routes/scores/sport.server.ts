import type { RouterContextProvider } from "react-router";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { loadScores } from "./home.server.ts";

/** Every sport with its live count, or one sport's day of scores and its competitions. */
export async function loadSport(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string | undefined,
) {
  const { sports } = requestScopeOf(context).services;
  if (slug === undefined) return { kind: "list" as const, sports: await sports.listSportsWithLive() };
  const sport = await sports.getSport(slug);
  if (!sport) throw pageNotFound();
  const [scores, { data: competitions }] = await Promise.all([
    loadScores(request, context, sport.slug),
    sports.listCompetitions({ sport: sport.slug, limit: 1000 }),
  ]);
  return { kind: "sport" as const, sport, competitions, ...scores };
}
