import { data, type RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, timeZoneFromCookie } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage } from "../cms-access.server.ts";

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
    since: since ? sinceInstant(since, timeZoneFromCookie(request.headers.get("Cookie"))) : undefined,
    sort: "created",
    order: "desc",
    limit: PAGE,
    offset,
  });
  return {
    selfId: staff.auth.user.id,
    canManage: staff.scopes.includes("users:manage"),
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

/** Disable or enable one account; audited like the API's own change. */
export async function usersAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "users:manage");
  const form = await readForm(request);
  const intent = form.get("intent");
  const userId = Number(form.get("userId"));
  if ((intent !== "disable" && intent !== "enable") || !Number.isSafeInteger(userId) || userId < 1) {
    throw data("That change is not one this screen makes.", { status: 400 });
  }
  if (intent === "disable" && userId === staff.auth.user.id) {
    return data({ error: "You cannot disable your own account." }, { status: 409 });
  }
  const { services, clientIp } = requestScopeOf(context);
  const { before, after } = await services.auth.changeUserState(userId, intent === "disable");
  if (before.disabled !== after.disabled) {
    await services.audit.recordAudit({
      actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
      action: `user.${intent}`,
      target: { type: "user", id: userId },
      before: { disabled: before.disabled },
      after: { disabled: after.disabled },
      ip: clientIp,
    });
  }
  return { done: `${after.email} is ${after.disabled ? "disabled" : "active again"}.` };
}
