import { data, type RouterContextProvider } from "react-router";
import type { MatchStatus } from "../../../../server/sports/schema.ts";
import { isAppError } from "../../../../shared/errors.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { unknownChange } from "../cms-form.server.ts";

const m = defineMessages({
  unpinned: { id: "cms.matches.unpinned", defaultMessage: "No match is pinned now." },
  pinned: { id: "cms.matches.pinned", defaultMessage: "Pinned as today's hot match." },
});

const PAGE = 25;
const STATUSES: readonly MatchStatus[] = [
  "scheduled",
  "live",
  "finished",
  "postponed",
  "suspended",
  "cancelled",
  "abandoned",
  "awarded",
];

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The Matches screen: filters, search, sort and page all come from the address. */
export async function matchesLoader({ request, context }: Args) {
  const staff = await requireCmsPage(context, "cms");
  const params = new URL(request.url).searchParams;
  const timeZone = visitorTimeZone(request);
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const status = STATUSES.find((s) => s === params.get("status"));
  const competitionParam = Number(params.get("competition"));
  const competition =
    Number.isSafeInteger(competitionParam) && competitionParam > 0 && competitionParam < 2 ** 31
      ? competitionParam
      : undefined;
  const dateParam = params.get("date") ?? "";
  const date = isIsoDate(dateParam) ? dateParam : undefined;
  const sort = params.get("sort") === "updated" ? "updated" : "kickoff";
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const offset = Math.min(1_000_000, Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0));
  const { sports } = requestScopeOf(context).services;
  const [page, pin, options] = await Promise.all([
    sports.listCmsMatches({ q, status, competition, date, tz: timeZone, sort, order, limit: PAGE, offset }),
    sports.currentHotPin(),
    sports.matchFormOptions(),
  ]);
  return {
    timeZone,
    canWrite: staff.scopes.includes("matches:write"),
    filters: {
      q: q ?? "",
      status: status ?? "",
      competition: competition ? String(competition) : "",
      date: date ?? "",
      sort: sort === "kickoff" ? "" : sort,
      order: order === "asc" ? "" : order,
    },
    statuses: STATUSES,
    competitions: options.competitions,
    offset,
    limit: PAGE,
    total: page.total,
    pin,
    matches: page.data.map((match) => ({
      id: match.id,
      kickoffAt: match.kickoff_at,
      home: match.home_team_name,
      away: match.away_team_name,
      competition: match.competition_name,
      status: match.status,
      score: match.home_score === null ? null : `${match.home_score}–${match.away_score}`,
      pinnedBy: match.hot_pin?.pinned_by ?? null,
    })),
  };
}

/** Pin or unpin the hot match of the day (operators); audited like the API's own change. */
export async function matchesAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const form = await readForm(request);
  const intent = form.get("intent");
  const { sports } = requestScopeOf(context).services;
  const act = staffAct(context, staff);
  if (intent === "unpin") {
    await sports.unpinHotMatch(act);
    return { done: staffTranslator(context)(m.unpinned) };
  }
  const matchId = Number(form.get("matchId"));
  if (intent !== "pin" || !Number.isSafeInteger(matchId) || matchId < 1) {
    throw data(unknownChange(context), { status: 400 });
  }
  try {
    await sports.pinHotMatch(matchId, act);
    return { done: staffTranslator(context)(m.pinned) };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return data({ error: error.message }, { status: refusalStatus(error) });
  }
}
