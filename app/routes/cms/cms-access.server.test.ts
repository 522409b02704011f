import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { clearedCookies, sessionCookies } from "../../../server/auth/cookies.ts";
import { scopesOf, staffRefusal } from "../../../server/auth/roles.ts";
import type { Authenticated } from "../../../server/auth/service.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { requireCmsEnrolment, requireCmsPage } from "./cms-access.server.ts";

const signOut = vi.fn(async () => {});

/** A page request's context with a signed-in staff member (or nobody). */
function contextFor(
  auth: (Partial<Authenticated> & { role?: string; totp?: boolean; idleMinutes?: number }) | null,
) {
  const services = {
    auth: {
      signOut,
      scopesOf,
      staffRefusal,
      cookies: sessionCookies("http://localhost:3329"),
      clearedCookies,
    },
    config: { SITE_URL: "http://localhost:3329" },
  };
  const context = new RouterContextProvider(
    new Map([[requestScopeContext, { services, nonce: "n", requestId: "r" } as never]]),
  );
  if (auth) {
    context.set(authenticatedContext, {
      user: {
        id: 7,
        displayName: "Staff",
        role: auth.role ?? "user",
        totpEnabled: auth.totp ?? true,
      } as never,
      sessionId: "s1",
      authenticatedAt: new Date(),
      lastUsedAt: new Date(Date.now() - (auth.idleMinutes ?? 0) * 60_000),
      // Staff with two-step on signed in with its code unless a test says otherwise.
      signInMethod: auth.signInMethod ?? ((auth.totp ?? true) ? "password+otp" : "password"),
    });
  }
  return context;
}

/** What a page loader answers: "ok", or the status and where a redirect goes. */
async function outcome(context: RouterContextProvider, scope: string | "enrolment") {
  try {
    if (scope === "enrolment") await requireCmsEnrolment(context);
    else await requireCmsPage(context, scope);
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    const answer = thrown as { init?: { status?: number } };
    return String(answer.init?.status);
  }
}

describe("admin area pages", () => {
  it("send visitors who are not signed in to the staff sign-in", async () => {
    expect(await outcome(contextFor(null), "cms")).toBe("302 /cms/login");
  });

  it.each([
    ["user", { cms: "403", "audit:read": "403", "users:manage": "403" }],
    ["editor", { cms: "ok", "audit:read": "403", "users:manage": "403" }],
    ["moderator", { cms: "ok", "audit:read": "403", "users:manage": "403" }],
    ["operator", { cms: "ok", "audit:read": "403", "users:manage": "403" }],
    ["admin", { cms: "ok", "audit:read": "ok", "users:manage": "ok" }],
  ])("open to a %s only the sections the role's scopes allow", async (role, expected) => {
    const answers: Record<string, string> = {};
    for (const scope of Object.keys(expected)) answers[scope] = await outcome(contextFor({ role }), scope);
    expect(answers).toEqual(expected);
  });

  it("list only the sections the role may use, under their groups", async () => {
    const editor = await requireCmsPage(contextFor({ role: "editor" }), "cms");
    expect(editor.sections.map((s) => s.label)).toEqual([
      "Dashboard",
      "Matches",
      "Teams and leagues",
      "Posts",
      "Pages",
      "Media",
      "Social",
      "Inbox",
      "Video",
      "Movies",
      "TV guide",
      "Roles",
      "Bin",
    ]);
    const admin = await requireCmsPage(contextFor({ role: "admin" }), "cms");
    expect(admin.sections.map((s) => `${s.group ?? "-"}: ${s.label}`)).toEqual([
      "-: Dashboard",
      "Live: Live console",
      "Live: Odds",
      "Sports data: Matches",
      "Sports data: Teams and leagues",
      "Sports data: Import",
      "Content: Posts",
      "Content: Pages",
      "Content: Media",
      "Content: Social",
      "Content: Inbox",
      "Video: Video",
      "Video: Movies",
      "Video: TV guide",
      "Community: Chat",
      "Community: Reports",
      "Money: Billing",
      "People: Users",
      "People: Staff",
      "People: Roles",
      "System: Jobs",
      "System: Audit log",
      "System: Bin",
    ]);
    const operator = await requireCmsPage(contextFor({ role: "operator" }), "feeds:manage");
    expect(operator.sections.map((s) => s.label)).toEqual([
      "Dashboard",
      "Live console",
      "Odds",
      "Matches",
      "Teams and leagues",
      "Import",
      "Posts",
      "Pages",
      "Media",
      "Social",
      "Inbox",
      "Video",
      "Movies",
      "TV guide",
      "Chat",
      "Reports",
      "Users",
      "Roles",
      "Jobs",
      "Bin",
    ]);
  });

  it("send operators and admins without two-step to enrol inside the admin area, but not editors", async () => {
    const enrol = "302 /cms/two-step";
    expect(await outcome(contextFor({ role: "operator", totp: false }), "cms")).toBe(enrol);
    expect(await outcome(contextFor({ role: "admin", totp: false }), "audit:read")).toBe(enrol);
    expect(await outcome(contextFor({ role: "editor", totp: false }), "cms")).toBe("ok");
    // The enrolment page opens for them, and for a session that has just enrolled (its recovery codes
    // show there); staff who need nothing go on to the dashboard, fans are refused.
    expect(await outcome(contextFor({ role: "operator", totp: false }), "enrolment")).toBe("ok");
    const justEnrolled = contextFor({ role: "admin", totp: true, signInMethod: "password" });
    expect(await outcome(justEnrolled, "enrolment")).toBe("ok");
    expect(await outcome(contextFor({ role: "editor", totp: false }), "enrolment")).toBe("302 /cms");
    expect(await outcome(contextFor({ role: "user", totp: false }), "enrolment")).toBe("403");
  });

  it("end an enrolled operator's session opened without the code, and ask to sign in again with it", async () => {
    const passwordOnly = contextFor({ role: "operator", totp: true, signInMethod: "password" });
    expect(await outcome(passwordOnly, "feeds:manage")).toBe("302 /cms/login?twoStep=again");
    expect(signOut).toHaveBeenCalledWith("s1");
    const withCode = contextFor({ role: "operator", totp: true, signInMethod: "email-link+otp" });
    expect(await outcome(withCode, "feeds:manage")).toBe("ok");
  });

  it("let an operator without two-step in when a passkey opened the session", async () => {
    const byPasskey = contextFor({ role: "operator", totp: false, signInMethod: "passkey" });
    expect(await outcome(byPasskey, "feeds:manage")).toBe("ok");
  });

  it("end a session idle for more than 30 minutes and ask to sign in again", async () => {
    expect(await outcome(contextFor({ role: "admin", idleMinutes: 25 }), "cms")).toBe("ok");
    expect(signOut).not.toHaveBeenCalled();
    expect(await outcome(contextFor({ role: "admin", idleMinutes: 40 }), "cms")).toBe(
      "302 /cms/login?timedOut=1",
    );
    expect(signOut).toHaveBeenCalledWith("s1");
  });
});
