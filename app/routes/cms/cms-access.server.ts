import { data, type RouterContextProvider, redirect } from "react-router";
import { scopesOf, staffRefusal } from "../../../server/auth/roles.ts";
import type { Authenticated } from "../../../server/auth/service.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, forgetSession, requireAuthenticated } from "../../lib/session.server.ts";

export type CmsSection = { to: string; label: string; scope: string };

/** The admin area's sections and the scope each needs; Roles is open to all staff. */
export const CMS_SECTIONS: readonly CmsSection[] = [
  { to: "/cms", label: "Dashboard", scope: "cms" },
  { to: "/cms/matches", label: "Matches", scope: "cms" },
  { to: "/cms/teams", label: "Sports data", scope: "cms" },
  { to: "/cms/posts", label: "Posts", scope: "content:write" },
  { to: "/cms/pages", label: "Pages", scope: "content:write" },
  { to: "/cms/media", label: "Media", scope: "content:write" },
  { to: "/cms/inbox", label: "Inbox", scope: "content:write" },
  { to: "/cms/videos", label: "Video", scope: "content:write" },
  { to: "/cms/movies", label: "Movies", scope: "content:write" },
  { to: "/cms/tv", label: "TV guide", scope: "content:write" },
  { to: "/cms/social", label: "Social", scope: "content:write" },
  { to: "/cms/console", label: "Live console", scope: "matches:write" },
  { to: "/cms/chat", label: "Chat", scope: "chat:moderate" },
  { to: "/cms/reports", label: "Reports", scope: "matches:write" },
  { to: "/cms/import", label: "Import", scope: "feeds:manage" },
  { to: "/cms/jobs", label: "Jobs", scope: "feeds:manage" },
  { to: "/cms/odds", label: "Odds", scope: "feeds:manage" },
  { to: "/cms/users", label: "Users", scope: "users:read" },
  { to: "/cms/billing", label: "Billing", scope: "billing:manage" },
  { to: "/cms/audit", label: "Audit log", scope: "audit:read" },
  { to: "/cms/roles", label: "Roles", scope: "cms" },
];

export type CmsStaff = {
  auth: Authenticated;
  scopes: string[];
  sections: { to: string; label: string }[];
};

/**
 * Every admin-area page: the staff rule of the API guard (staffRefusal, as requireScope applies it).
 * Not signed in -> staff sign-in; idle too long -> session ended, sign in again;
 * operators and admins without two-step -> their account page to enrol; scope missing -> 403.
 */
export async function requireCmsPage(
  context: Readonly<RouterContextProvider>,
  scope: string,
): Promise<CmsStaff> {
  if (!context.get(authenticatedContext)) throw redirect("/cms/login");
  const auth = requireAuthenticated(context);
  const scopes = scopesOf(auth.user.role);
  switch (staffRefusal(auth, scope)) {
    case "session-idle":
      await requestScopeOf(context).services.auth.signOut(auth.sessionId);
      forgetSession(context);
      throw redirect("/cms/login?timedOut=1");
    case "two-step-required":
      throw redirect("/account?twoStep=required#section-two-step-verification");
    case "forbidden-role":
      throw scopes.includes("cms")
        ? data("Your role may not use this section.", { status: 403 })
        : data("The admin area is for staff only.", { status: 403 });
  }
  const sections = CMS_SECTIONS.filter((s) => scopes.includes(s.scope)).map(({ to, label }) => ({
    to,
    label,
  }));
  return { auth, scopes, sections };
}
