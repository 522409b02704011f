import type { Role } from "./schema.ts";
import type { Authenticated } from "./sessions.ts";

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

/** The scope check on a user object (docs/product.md: Roles and scopes). */
export function hasScope(user: { role: string } | null | undefined, scope: string): boolean {
  return user ? scopesOf(user.role).includes(scope) : false;
}

/** Roles that change live data or accounts: the admin area asks them for a second factor. */
const TWO_STEP_ROLES = new Set<string>(["operator", "admin"]);

/**
 * True when this session may not use the admin area until its user turns on two-step verification:
 * an operator or admin without it, unless a passkey (possession plus user verification) opened the session.
 */
export function lacksSecondFactor(auth: Pick<Authenticated, "user" | "signInMethod">): boolean {
  return TWO_STEP_ROLES.has(auth.user.role) && !auth.user.totpEnabled && auth.signInMethod !== "passkey";
}
