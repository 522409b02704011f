import type { StaffRefusal } from "../http/caller.ts";
import type { Role } from "./schema.ts";

/** Staff roles in rising order of trust; each holds every scope of the ones below it. */
export const ROLES: readonly Role[] = ["user", "editor", "moderator", "operator", "admin"];

/** What each role adds: content for editors, chat for moderators, live data for operators. */
const SCOPES_ADDED: Record<Role, readonly string[]> = {
  user: ["profile", "chat:write"],
  editor: ["cms", "content:write"],
  moderator: ["chat:moderate", "users:read"],
  operator: ["matches:write", "feeds:manage"],
  admin: ["users:manage", "billing:manage", "audit:read"],
};

/** Roles that open the admin area: every one but a fan's. */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => role !== "user");

export function isStaffRole(role: string): role is Role {
  return STAFF_ROLES.includes(role as Role);
}

export function roleRank(role: string): number {
  return ROLES.indexOf(role as Role);
}

export function isRoleAtLeast(role: string, minimum: Role): boolean {
  const rank = roleRank(role);
  return rank >= 0 && rank >= roleRank(minimum);
}

export function scopesOf(role: string): string[] {
  const rank = roleRank(role);
  return ROLES.slice(0, Math.max(rank, 0) + 1).flatMap((r) => SCOPES_ADDED[r]);
}

/** A scope beyond a plain account's: using it is staff work, under the staff rule below. */
export function isStaffScope(scope: string): boolean {
  return !scopesOf("user").includes(scope);
}

/** What the staff rule reads of a session (an `Authenticated` from sessions.ts). */
type StaffSession = {
  user: { role: string; totpEnabled: boolean };
  signInMethod: string | null;
  lastUsedAt: Date;
};

/** Roles that change live data or accounts: the admin area asks them for a second factor. */
const TWO_STEP_ROLES = new Set<string>(["operator", "admin"]);

/**
 * True when this session may not do an operator's or admin's work: it was not opened with a second
 * factor, an authenticator code after the first step (`…+otp`) or a passkey (possession plus user
 * verification). Turning two-step on does not change a session already open: a password stolen
 * before enrolment must not become staff powers by enrolling, so the person signs in again with the code.
 */
export function lacksSecondFactor(auth: Pick<StaffSession, "user" | "signInMethod">): boolean {
  if (!TWO_STEP_ROLES.has(auth.user.role)) return false;
  const method = auth.signInMethod ?? "";
  return method !== "passkey" && !method.endsWith("+otp");
}

export type { StaffRefusal };

/** A staff session unused this long must sign in again before it does staff work. */
export const STAFF_IDLE_MINUTES = 30;

/**
 * The one rule for staff work, which the API guard and the admin-area pages both apply:
 * a session idle too long is over, operators and admins need a second factor, and the
 * role must hold the scope. Null when the session may go ahead.
 */
export function staffRefusal(auth: StaffSession, scope: string, now = Date.now()): StaffRefusal | null {
  // lastUsedAt moves at most once a minute: allow that minute on top.
  if (now - auth.lastUsedAt.getTime() > (STAFF_IDLE_MINUTES + 1) * 60_000) return "session-idle";
  if (lacksSecondFactor(auth)) return "two-step-required";
  return scopesOf(auth.user.role).includes(scope) ? null : "forbidden-role";
}
