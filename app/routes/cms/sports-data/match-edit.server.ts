import { data, type RouterContextProvider, redirect } from "react-router";
import type { CmsMatch } from "../../../../server/sports/service.ts";
import { baseVersionOf } from "../../../../shared/versioning.ts";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage, refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { failureOf, formFields, unknownChange, validateForm } from "../cms-form.server.ts";
import { kickoffField, MATCH_FIELD_KINDS } from "./match-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** The confirmed status changes, by the status the match has now. */
const ACTIONS_BY_STATUS: Record<string, readonly string[]> = {
  scheduled: ["reschedule", "postpone", "cancel"],
  postponed: ["restore", "cancel"],
  live: ["abandon"],
  suspended: ["abandon"],
};

function matchIdOf(params: { id?: string }): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw pageNotFound();
  return id;
}

/** What the edit screen shows of a match; the conflict message shows another person's in the same shape. */
const viewOf = (match: CmsMatch) => ({
  version: match.version,
  status: match.status,
  kickoffAt: match.kickoff_at,
  home: match.home_team_name,
  away: match.away_team_name,
  venue: match.venue_name,
  round: match.round,
  referee: match.referee,
});
export type MatchEditView = ReturnType<typeof viewOf>;

export async function editMatchLoader({ request, context, params }: Args) {
  const staff = await requireCmsPage(context, "cms");
  const { sports } = requestScopeOf(context).services;
  const match = await forPage(sports.readCmsMatch(matchIdOf(params)));
  const search = new URL(request.url).searchParams;
  const timeZone = visitorTimeZone(request);
  const options = await sports.matchFormOptions();
  const actions = staff.scopes.includes("matches:write") ? (ACTIONS_BY_STATUS[match.status] ?? []) : [];
  const confirm = actions.find((action) => action === search.get("confirm")) ?? null;
  return {
    timeZone,
    canWrite: staff.scopes.includes("matches:write") && !["finished", "awarded"].includes(match.status),
    fixtureEditable: match.status === "scheduled" || match.status === "postponed",
    actions,
    confirm,
    notice: search.get("created") ? "created" : (search.get("done") ?? null),
    match: { ...viewOf(match), id: match.id, competition: `${match.competition_name} ${match.season_name}` },
    values: {
      home_team_id: match.home_team_id,
      away_team_id: match.away_team_id,
      kickoff: kickoffField(match.kickoff_at, timeZone),
      venue_id: match.venue_id,
      round: match.round,
      round_number: match.round_number,
      stage_id: match.stage_id,
      group_id: match.group_id,
      referee: match.referee,
    },
    options: {
      // Only the season's sport: the server refuses any other with `wrong-sport`.
      teams: options.teams.filter(
        (team) => team.sportId === options.seasons.find((s) => s.id === match.season_id)?.sportId,
      ),
      venues: options.venues,
      stages: options.stages.filter((s) => s.seasonId === match.season_id),
      groups: options.groups.filter((g) => g.seasonId === match.season_id),
    },
  };
}

const STATUS_OF: Record<string, string> = {
  postpone: "postponed",
  cancel: "cancelled",
  abandon: "abandoned",
  restore: "scheduled",
};

/** Saves the edit form or a confirmed status change; a stale version answers with the other person's values. */
export async function editMatchAction({ request, context, params }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const id = matchIdOf(params);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const kinds = intent === "save" ? MATCH_FIELD_KINDS : { kickoff_at: "datetime" as const };
  const values: Record<string, unknown> = {
    ...formFields(form, { version: "number", ...kinds }),
    status: STATUS_OF[intent],
  };
  // The field shows minutes: a kickoff the operator left alone is not a reschedule to the minute.
  if (intent === "save" && form.get("kickoff_at") === form.get("kickoff_at_shown")) delete values.kickoff_at;
  if (intent !== "save" && intent !== "reschedule" && !STATUS_OF[intent]) {
    throw data(unknownChange(context), { status: 400 });
  }
  const { services } = requestScopeOf(context);
  const checked = validateForm(services.sports.changeMatchInput, values, staffTranslator(context));
  if (!checked.ok) return data({ ...checked.failure, intent }, { status: refusalStatus(checked.failure) });
  try {
    const base = baseVersionOf(undefined, checked.value.version);
    const change = await services.sports.changeMatch(id, checked.value, base, staffAct(context, staff));
    if (change.statusChanged) await services.live.statusChanged(id);
    return redirect(`/cms/matches/${id}?done=${change.action ?? "nothing"}`);
  } catch (error) {
    const { details, ...failure } = failureOf(error);
    const current = details?.current as CmsMatch | undefined;
    const body = { ...failure, intent, current: current ? viewOf(current) : null };
    return data(body, { status: refusalStatus(error) });
  }
}
