import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { AppError } from "../errors.ts";
import type { AuthContext } from "./context.ts";
import { normalizeEmail } from "./context.ts";
import { readCookie, sessionCookies } from "./cookies.ts";
import { isCrossSiteChange } from "./csrf.ts";
import { hasScope } from "./roles.ts";
import { type Role, users } from "./schema.ts";
import { authenticate } from "./sessions.ts";
import { toUserBody } from "./user-view.ts";

export type StaffMember = { id: string; role: string };

/**
 * Who a request is, as staff: a signed-in account (Bearer token, or the session
 * cookie from our own pages) with its role. Other domains use this to let
 * operators and admins act, next to the admin token for automation.
 */
export async function staffOf(ctx: AuthContext, request: Request): Promise<StaffMember | null> {
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = bearer
    ? undefined
    : readCookie(request.headers.get("Cookie"), sessionCookies(ctx.config.SITE_URL).access);
  if (cookie && isCrossSiteChange(request, ctx.config.SITE_URL)) return null;
  const token = bearer ?? cookie;
  if (token?.split(".").length !== 3) return null;
  const auth = await authenticate(ctx, token);
  return auth ? { id: String(auth.user.id), role: auth.user.role } : null;
}

function isAdminToken(ctx: AuthContext, request: Request): boolean {
  const presented = Buffer.from(request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? "");
  const expected = Buffer.from(ctx.config.secrets.adminToken);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Grants a role; allowed to admins and to automation holding the admin token (the first admin). */
export async function grantRole(ctx: AuthContext, request: Request, input: { email: string; role: Role }) {
  if (!isAdminToken(ctx, request)) {
    const staff = await staffOf(ctx, request);
    if (!staff) throw new AppError("unauthenticated", "unauthenticated", "Please sign in to continue.");
    if (!hasScope(staff, "users:manage")) {
      throw new AppError("forbidden", "forbidden-role", "Only admins may change roles.");
    }
  }
  const [user] = await ctx.db
    .update(users)
    .set({ role: input.role })
    .where(eq(users.email, normalizeEmail(input.email)))
    .returning();
  if (!user) throw new AppError("not-found", "user-not-found", "No account uses this e-mail address.");
  ctx.logger.info({ userId: user.id, role: input.role }, "role granted");
  return toUserBody(user);
}
