import { data, type RouterContextProvider } from "react-router";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { bulkAskOf, bulkConfirmOf, bulkDone, bulkFormOf } from "../bulk.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { failureOf, unknownChange } from "../cms-form.server.ts";

const m = defineMessages({
  disabled: { id: "cms.users.disabled-notice", defaultMessage: "{name} is disabled." },
  activeAgain: { id: "cms.users.active-again-notice", defaultMessage: "{name} is active again." },
});

const ROLES = ["user", "editor", "moderator", "operator", "admin"] as const;
const PAGE = 50;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Accounts for the Users screen: search, role and state filters and the page, all from the address.
 * Moderators look accounts up; only `users:manage` sees the disable and enable buttons.
 */
export async function usersLoader({ request, context }: Args) {
  const staff = await requireCmsPage(context, "users:read");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const roleParam = url.searchParams.get("role");
  const role = ROLES.find((r) => r === roleParam);
  const stateParam = url.searchParams.get("state");
  const state = stateParam === "active" || stateParam === "disabled" ? stateParam : undefined;
  const { services } = requestScopeOf(context);
  const { SINCE, sinceInstant } = services.dashboard;
  // Sign-ups since a day began in the staff member's zone: `today` (the dashboard's link) or a date.
  const sinceParam = url.searchParams.get("since") ?? "";
  const since =
    SINCE.test(sinceParam) && (sinceParam === "today" || isIsoDate(sinceParam)) ? sinceParam : undefined;
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  const page = await services.auth.listUsers({
    q,
    role,
    state,
    since: since ? sinceInstant(since, visitorTimeZone(request)) : undefined,
    sort: "created",
    order: "desc",
    limit: PAGE,
    offset,
  });
  // Ticked accounts and an action open the confirmation, which names each account before anything changes.
  const ask = bulkAskOf(url.searchParams, services.auth.userBulkActions);
  const canManage = staff.scopes.includes("users:manage");
  const people = await services.auth.peopleOf(canManage ? ask.chosen : []);
  const confirm = await bulkConfirmOf(ask, (id) => {
    const person = people.get(id);
    if (!person) return null;
    return person.email ? `${person.name} (${person.email})` : person.name;
  });
  return {
    selfId: staff.auth.user.id,
    bulkActions: services.auth.userBulkActions,
    confirm,
    nothingChosen: ask.nothingChosen,
    done: ask.done,
    canManage,
    filters: { q: q ?? "", role: role ?? "", state: state ?? "", since: since ?? "" },
    offset,
    limit: PAGE,
    total: page.total,
    users: page.data.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.display_name,
      role: user.role,
      disabled: user.disabled,
      twoStep: user.two_factor_enabled,
      lastSignIn: user.last_sign_in_at,
    })),
  };
}

/**
 * Disable or enable one account (its row's button) or the ticked ones (the bulk confirmation);
 * the auth domain audits each change and refuses the staff member's own account.
 */
export async function usersAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "users:manage");
  const form = await readForm(request);
  const { services } = requestScopeOf(context);
  const by = staffAct(context, staff);
  try {
    if (form.has("bulk")) {
      const { action, ids } = bulkFormOf(form, services.auth.userBulkActions);
      const outcome = await services.auth.changeUsersState(by, action, ids);
      return bulkDone(request, "/cms/users", ["q", "role", "state", "since", "offset"], action, outcome);
    }
    const intent = services.auth.userBulkActions.find((action) => action === form.get("intent"));
    const userId = Number(form.get("userId"));
    if (!intent || !Number.isSafeInteger(userId) || userId < 1) {
      throw data(unknownChange(context), { status: 400 });
    }
    const { after } = await services.auth.changeUserState(by, userId, intent);
    return {
      done: staffTranslator(context)(after.disabled ? m.disabled : m.activeAgain, {
        name: after.email ?? after.display_name,
      }),
    };
  } catch (error) {
    // A refusal (your own account, an account gone) is said on the screen; anything else is thrown on.
    return data({ error: failureOf(error).error.message }, { status: refusalStatus(error) });
  }
}
