import { data, type RouterContextProvider, redirect } from "react-router";
import type { Authenticated } from "../../../server/auth/service.ts";
import type { StaffAct } from "../../../server/sports/service.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, forgetSession, requireAuthenticated } from "../../lib/session.server.ts";

export type CmsGroup =
  | "Live"
  | "Sports data"
  | "Content"
  | "Video"
  | "Community"
  | "Money"
  | "People"
  | "System";
export type CmsSection = { to: string; label: string; scope: string; group: CmsGroup | null };

/**
 * The admin area's sections in the side navigation's order, each under its group (the dashboard
 * stands above them), and the scope each needs; Roles is open to all staff.
 */
export const CMS_SECTIONS: readonly CmsSection[] = [
  { to: "/cms", label: "Dashboard", scope: "cms", group: null },
  { to: "/cms/console", label: "Live console", scope: "matches:write", group: "Live" },
  { to: "/cms/odds", label: "Odds", scope: "feeds:manage", group: "Live" },
  { to: "/cms/matches", label: "Matches", scope: "cms", group: "Sports data" },
  { to: "/cms/teams", label: "Teams and leagues", scope: "cms", group: "Sports data" },
  { to: "/cms/import", label: "Import", scope: "feeds:manage", group: "Sports data" },
  { to: "/cms/posts", label: "Posts", scope: "content:write", group: "Content" },
  { to: "/cms/pages", label: "Pages", scope: "content:write", group: "Content" },
  { to: "/cms/media", label: "Media", scope: "content:write", group: "Content" },
  { to: "/cms/social", label: "Social", scope: "content:write", group: "Content" },
  { to: "/cms/inbox", label: "Inbox", scope: "content:write", group: "Content" },
  { to: "/cms/videos", label: "Video", scope: "content:write", group: "Video" },
  { to: "/cms/movies", label: "Movies", scope: "content:write", group: "Video" },
  { to: "/cms/tv", label: "TV guide", scope: "content:write", group: "Video" },
  { to: "/cms/chat", label: "Chat", scope: "chat:moderate", group: "Community" },
  { to: "/cms/reports", label: "Reports", scope: "matches:write", group: "Community" },
  { to: "/cms/billing", label: "Billing", scope: "billing:manage", group: "Money" },
  { to: "/cms/users", label: "Users", scope: "users:read", group: "People" },
  { to: "/cms/staff", label: "Staff", scope: "users:manage", group: "People" },
  { to: "/cms/roles", label: "Roles", scope: "cms", group: "People" },
  { to: "/cms/jobs", label: "Jobs", scope: "feeds:manage", group: "System" },
  { to: "/cms/audit", label: "Audit log", scope: "audit:read", group: "System" },
  { to: "/cms/bin", label: "Bin", scope: "content:write", group: "System" },
];

const m = defineMessages({
  roleRefused: { id: "cms.access.role-refused", defaultMessage: "Your role may not use this section." },
  staffOnly: { id: "cms.access.staff-only", defaultMessage: "The admin area is for staff only." },
});

/**
 * A translator in the page's language, for the words a loader or an action of the admin area
 * writes (refusals, form errors); English where the request carries no catalogues.
 */
export function staffTranslator(context: Readonly<RouterContextProvider>): Translator {
  const scope = requestScopeOf(context);
  return scope.services.i18n?.translator(scope.locale ?? "en") ?? translatorFor("en");
}

export type CmsStaff = {
  auth: Authenticated;
  scopes: string[];
  sections: Omit<CmsSection, "scope">[];
};

/**
 * Every admin-area page: the staff rule of the API guard (staffRefusal, as requireScope applies it).
 * Not signed in -> staff sign-in; idle too long -> session ended, sign in again;
 * operators and admins without two-step -> the admin area's enrolment page, with two-step on but a
 * session opened without the code -> sign in again with it; scope missing -> 403.
 */
export async function requireCmsPage(
  context: Readonly<RouterContextProvider>,
  scope: string,
): Promise<CmsStaff> {
  if (!context.get(authenticatedContext)) throw redirect("/cms/login");
  const auth = requireAuthenticated(context);
  const { auth: accounts } = requestScopeOf(context).services;
  const scopes = accounts.scopesOf(auth.user.role);
  switch (accounts.staffRefusal(auth, scope)) {
    case "session-idle":
      await accounts.signOut(auth.sessionId);
      forgetSession(context);
      throw redirect("/cms/login?timedOut=1");
    case "two-step-required":
      // Enrolled, but this session was opened without the code: it ends, and the person signs in
      // again with the code. Not enrolled: the admin area's own page, to turn two-step on.
      if (auth.user.totpEnabled) {
        await accounts.signOut(auth.sessionId);
        forgetSession(context);
        throw redirect("/cms/login?twoStep=again");
      }
      throw redirect("/cms/two-step");
    case "forbidden-role": {
      const t = staffTranslator(context);
      throw scopes.includes("cms")
        ? data(t(m.roleRefused), { status: 403 })
        : data(t(m.staffOnly), { status: 403 });
    }
  }
  const sections = CMS_SECTIONS.filter((s) => scopes.includes(s.scope)).map(({ to, label, group }) => ({
    to,
    label,
    group,
  }));
  return { auth, scopes, sections };
}

/**
 * The admin area's two-step page (`/cms/two-step`), inside the frame with no section open yet: for
 * operators and admins whose session lacks the second factor, so they can turn it on (and, right
 * after, read their recovery codes before signing in again with a code). Everyone else meets the
 * rule of every admin page, then goes on to the dashboard.
 */
export async function requireCmsEnrolment(context: Readonly<RouterContextProvider>): Promise<CmsStaff> {
  if (!context.get(authenticatedContext)) throw redirect("/cms/login");
  const auth = requireAuthenticated(context);
  const { auth: accounts } = requestScopeOf(context).services;
  if (accounts.staffRefusal(auth, "cms") === "two-step-required") return { auth, scopes: [], sections: [] };
  await requireCmsPage(context, "cms");
  throw redirect("/cms");
}

/** The staff member behind a page action, as the audit log names them. */
export function staffAct(
  context: Readonly<RouterContextProvider>,
  staff: CmsStaff,
): StaffAct & { name: string } {
  const { user } = staff.auth;
  return {
    actor: { kind: "account", id: String(user.id), role: user.role },
    ip: requestScopeOf(context).clientIp ?? null,
    name: user.displayName,
  };
}
