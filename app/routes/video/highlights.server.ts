import type { RouterContextProvider } from "react-router";
import { isAppError } from "../../../server/errors.ts";
import { callerOf } from "../../../server/http/caller.ts";
import {
  type HighlightCard,
  highlightStream,
  listHighlights,
  matchHighlights,
  readHighlight,
  relatedHighlights,
} from "../../../server/video/highlights.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { isoDateIn, timeZoneFromCookie } from "../../lib/time.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const filterValue = (value: string | null) => (value && /^[a-z0-9-]{1,100}$/.test(value) ? value : undefined);
type Option = { value: string; label: string };
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/**
 * The highlights page: the latest clips (filtered by `?competition=` and `?team=`, slugs)
 * grouped by the day their match was played in the visitor's zone, and the filter choices
 * drawn from the clips there are.
 */
export async function highlightsPageData({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const url = new URL(request.url);
  const timeZone = timeZoneFromCookie(request.headers.get("Cookie"));
  const competition = filterValue(url.searchParams.get("competition"));
  const team = filterValue(url.searchParams.get("team"));
  const [shown, all] = await Promise.all([
    listHighlights(services, { competition, team, limit: 40 }),
    listHighlights(services, { limit: 50 }),
  ]);
  const competitions = new Map<string, Option>();
  const teams = new Map<string, Option>();
  for (const { match } of all.data) {
    competitions.set(match.competition.slug, {
      value: match.competition.slug,
      label: match.competition.name,
    });
    for (const side of [match.home, match.away]) teams.set(side.slug, { value: side.slug, label: side.name });
  }
  const days: Array<{ date: string; clips: HighlightCard[] }> = [];
  for (const clip of shown.data) {
    const date = isoDateIn(clip.match.kickoff_at, timeZone);
    const day = days.at(-1);
    if (day?.date === date) day.clips.push(clip);
    else days.push({ date, clips: [clip] });
  }
  return {
    timeZone,
    filter: { competition: competition ?? "", team: team ?? "" },
    competitions: [...competitions.values()].sort(byLabel),
    teams: [...teams.values()].sort(byLabel),
    days,
  };
}

const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

/**
 * One highlight's page: the clip (its stream address issued now, for this viewer), the match
 * card, chapters and related clips. Unknown and unpublished ids are the site's 404.
 */
export async function matchHighlightData({ request, context }: Args, id: number) {
  const { services } = requestScopeOf(context);
  const highlight = await readHighlight(services, id).catch((error: unknown) => {
    throw isNotFound(error) ? pageNotFound() : error;
  });
  const caller = await callerOf(request, services);
  const [stream, related] = await Promise.all([
    highlightStream(services, caller, id, request).then(
      (address) => ({ address, problem: null }),
      (error: unknown) => {
        if (isAppError(error) && error.status < 500) return { address: null, problem: error.message };
        throw error;
      },
    ),
    relatedHighlights(services, highlight),
  ]);
  return {
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    highlight,
    stream,
    related,
  };
}

/** The match centre's Highlights card: the match's ready clips. */
export function matchCentreHighlights(context: Readonly<RouterContextProvider>, matchId: number) {
  return matchHighlights(requestScopeOf(context).services, matchId);
}
