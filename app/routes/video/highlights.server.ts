import { type RouterContextProvider, redirect } from "react-router";
import type { HighlightCard } from "../../../server/video/highlights/highlights.ts";
import { isAppError } from "../../../shared/errors.ts";
import { collatorOf } from "../../../shared/i18n/collation.ts";
import { highlightPath } from "../../lib/highlight-path.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { CONTENT_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { type RequestScope, requestScopeOf } from "../../lib/request-scope.server.ts";
import { isoDateIn, visitorTimeZone } from "../../lib/time.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const filterValue = (value: string | null) => (value && /^[a-z0-9-]{1,100}$/.test(value) ? value : undefined);
type Option = { value: string; label: string };

/**
 * The highlights page: the latest clips (filtered by `?competition=` and `?team=`, slugs)
 * grouped by the day their match was played in the visitor's zone, and the filter choices
 * drawn from the clips there are.
 */
export async function highlightsPageData({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const url = new URL(request.url);
  const timeZone = visitorTimeZone(request);
  const competition = filterValue(url.searchParams.get("competition"));
  const team = filterValue(url.searchParams.get("team"));
  const [shown, all] = await Promise.all([
    services.highlights.listHighlights({ competition, team, limit: 40 }),
    services.highlights.listHighlights({ limit: 50 }),
  ]);
  // The choices in the order the page's language reads names in.
  const collator = collatorOf(requestScopeOf(context).locale ?? "en");
  const byLabel = (a: Option, b: Option) => collator.compare(a.label, b.label);
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
  // The same list for every anonymous visitor in a zone; an edit in the admin area, or a clip that
  // finishes transcoding, drops it.
  sharePage(context, CONTENT_PAGE_SECONDS, services.highlights.pageTag);
  return {
    timeZone,
    filter: { competition: competition ?? "", team: team ?? "" },
    competitions: [...competitions.values()].sort(byLabel),
    teams: [...teams.values()].sort(byLabel),
    days,
  };
}

/**
 * A match's highlight page: the number is the match's id (docs/decisions/050-match-highlight-addresses.md).
 * It plays the clip `?clip=` names among the match's ready clips, else the newest, with the match
 * card, chapters and related clips. A number that names no match with clips but a published clip
 * is an address from before: it moves for good to that clip's own. Anything else is the site's 404.
 */
export async function matchHighlightData({ request, context }: Args, matchId: number) {
  const { services } = requestScopeOf(context);
  const { highlights } = services;
  const clips = await highlights.matchHighlights(matchId);
  const named = Number(new URL(request.url).searchParams.get("clip"));
  const shown = clips.find((clip) => clip.id === named) ?? clips[0];
  if (!shown) throw await formerAddress(services, matchId);
  const highlight = await highlights.readHighlight(shown.id);
  const caller = await services.callers.identify(request);
  const [stream, related] = await Promise.all([
    highlights.highlightStream(caller, shown.id, request).then(
      (address) => ({ address, problem: null }),
      (error: unknown) => {
        // The code lets the page say it in its language.
        if (isAppError(error) && error.status < 500)
          return { address: null, problem: { code: error.code, message: error.message } };
        throw error;
      },
    ),
    highlights.relatedHighlights(highlight),
  ]);
  return {
    timeZone: visitorTimeZone(request),
    highlight,
    stream,
    related,
  };
}

async function formerAddress(services: Pick<RequestScope["services"], "highlights">, clipId: number) {
  const clip = await services.highlights.readHighlight(clipId).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  });
  return clip ? redirect(highlightPath(clip.match.id, clip.id), 301) : pageNotFound();
}

/** The match centre's Highlights card: the match's ready clips. */
export function matchCentreHighlights(context: Readonly<RouterContextProvider>, matchId: number) {
  return requestScopeOf(context).services.highlights.matchHighlights(matchId);
}
