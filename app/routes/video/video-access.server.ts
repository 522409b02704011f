import type { RouterContextProvider } from "react-router";
import { listCompetitions } from "../../../server/sports/queries/competitions.ts";
import { listTeams } from "../../../server/sports/queries/teams.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { viewerContext } from "../../lib/viewer.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Asked on the server for every render: a fan without the entitlement gets the locked page
 * and none of the listing, so nothing paid reaches the browser to be hidden there.
 */
async function accessTo(entitlement: "tv" | "movies", { request, context }: Args) {
  const viewer = context.get(viewerContext);
  const { billing, database } = requestScopeOf(context).services;
  const entitled = await billing.mayUse(viewer?.id ?? null, entitlement, request);
  return { entitled, signedIn: viewer !== null, db: database.db };
}

/** One channel per competition of the demo world; the real schedule comes with the video service. */
export async function tvData(args: Args) {
  const { entitled, signedIn, db } = await accessTo("tv", args);
  if (!entitled) return { entitled, signedIn, channels: [] };
  const { items } = await listCompetitions(db, { limit: 24 });
  const channels = items.map((competition) => ({
    id: competition.id,
    name: `${competition.shortName} TV`,
    about: `Every match of the ${competition.name}, live and on replay.`,
  }));
  return { entitled, signedIn, channels };
}

/** A season film per club of the demo world; the real library comes with the video service. */
export async function moviesData(args: Args) {
  const { entitled, signedIn, db } = await accessTo("movies", args);
  if (!entitled) return { entitled, signedIn, films: [] };
  const { items } = await listTeams(db, { limit: 12 });
  const films = items.map((team) => ({
    id: team.id,
    title: `${team.name}: the season`,
    about: `A year inside ${team.shortName}, from the first whistle to the last.`,
  }));
  return { entitled, signedIn, films };
}
