import { data, type RouterContextProvider, redirect } from "react-router";
import { deviceName } from "../../../components/auth/device-name.ts";
import { defineMessage } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage, refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { isSanctionIntent, sanctionFromForm } from "../chat-sanctions.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf, unknownChange } from "../cms-form.server.ts";

const ROLES = ["user", "editor", "moderator", "operator", "admin"] as const;
type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** What a finished change says once the page has moved back to the account (post, redirect, get). */
const DONE = {
  role: defineMessage({ id: "cms.user.done.role", defaultMessage: "Role changed." }),
  "two-step-reset": defineMessage({
    id: "cms.user.done.two-step-reset",
    defaultMessage: "Two-step is off and every session has ended; they enrol again at their next sign-in.",
  }),
  revoke: defineMessage({ id: "cms.user.done.revoke", defaultMessage: "That device is signed out." }),
  "revoke-all": defineMessage({
    id: "cms.user.done.revoke-all",
    defaultMessage: "Every device is signed out.",
  }),
} as const;

const chooseRole = defineMessage({ id: "cms.user.choose-role", defaultMessage: "Choose one of the roles." });
type Intent = keyof typeof DONE;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && value in DONE;

function userIdOf(params: Args["params"]): number {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id < 1) throw pageNotFound();
  return id;
}

/**
 * One account: its details and active sessions for `users:read`; the changes, and a
 * confirmation step (`?confirm=two-step-reset|revoke-all|revoke&session=…`) before the
 * destructive ones, only for `users:manage` and never on the viewer's own account.
 */
export async function userLoader({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "users:read");
  const id = userIdOf(params);
  const { services } = requestScopeOf(context);
  const self = staff.auth.user.id === id;
  // Chat time-outs and bans are the moderators' (`chat:moderate`, as the chat API and page):
  // other roles get neither the state nor the controls.
  const seesChat = staff.scopes.includes("chat:moderate");
  const [user, sessions, chatSanctions] = await Promise.all([
    forPage(services.auth.getUser(id)),
    forPage(services.auth.listUserSessions(id, { limit: 100, offset: 0 })),
    seesChat ? services.chat.sanctions({ userIds: [id] }) : null,
  ]);
  const url = new URL(request.url);
  const canManage = staff.scopes.includes("users:manage") && !self;
  const asked = url.searchParams.get("confirm");
  // A device as staff read it ("Chrome on Linux"); the whole User-Agent stays at hand on hover.
  const devices = sessions.data.map((s) => ({
    ...s,
    device: s.device ? deviceName(s.device) : "",
    userAgent: s.device,
  }));
  const session = devices.find((s) => s.id === url.searchParams.get("session"));
  const confirm =
    canManage && (asked === "two-step-reset" || asked === "revoke-all" || (asked === "revoke" && session))
      ? { intent: asked, session: asked === "revoke" ? session : undefined }
      : null;
  const done = url.searchParams.get("done");
  return {
    user: {
      id: user.id,
      name: user.display_name,
      email: user.email,
      role: user.role,
      disabled: user.disabled,
      twoStep: user.two_factor_enabled,
      emailVerified: user.email_verified,
      createdAt: user.created_at,
      lastSignIn: user.last_sign_in_at,
    },
    sessions: devices,
    sessionTotal: sessions.total,
    self,
    canManage,
    chatSanctions,
    // Nobody sanctions themselves, as nobody changes their own account here.
    mayModerate: seesChat && !self,
    roles: ROLES,
    confirm,
    done: isIntent(done) ? staffTranslator(context)(DONE[done]) : null,
    timeZone: visitorTimeZone(request),
  };
}

/**
 * The account's changes, through the auth service that audits each; refusals come back as the form's
 * error. Chat time-outs, bans and lifts go through the chat page's door (`chat:moderate`).
 */
export async function userAction({ request, params, context }: Args) {
  await requireCmsPage(context, "users:read");
  const id = userIdOf(params);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isSanctionIntent(intent)) {
    form.set("userId", String(id));
    return sanctionFromForm(context, intent, form);
  }
  const staff = await requireCmsPage(context, "users:manage");
  if (!isIntent(intent)) throw data(unknownChange(context), { status: 400 });
  const { services, clientIp } = requestScopeOf(context);
  const by = {
    actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
    ip: clientIp ?? null,
  };
  try {
    if (intent === "role") {
      const role = ROLES.find((r) => r === form.get("role"));
      if (!role) return data({ error: staffTranslator(context)(chooseRole) }, { status: 400 });
      await services.auth.changeRole(by, id, role);
    } else if (intent === "two-step-reset") {
      await services.auth.resetTwoStep(by, id);
    } else if (intent === "revoke") {
      await services.auth.revokeUserSession(by, id, String(form.get("session") ?? "").slice(0, 64));
    } else {
      await services.auth.revokeAllUserSessions(by, id);
    }
  } catch (error) {
    const failure = failureOf(error);
    if (failure.error.code === "user-not-found") throw pageNotFound();
    return data({ error: failure.error.message }, { status: refusalStatus(error) });
  }
  throw redirect(`/cms/users/${id}?done=${intent}`);
}
