import { eq } from "drizzle-orm";
import { AppError } from "../errors.ts";
import type { AuthContext } from "./context.ts";
import { normalizeEmail } from "./context.ts";
import { type Role, users } from "./schema.ts";
import { toUserBody } from "./user-view.ts";

/**
 * Grants a role. Who may (admins, and automation holding the admin token for
 * the first admin) is decided by the route's scope check.
 */
export async function grantRole(ctx: AuthContext, input: { email: string; role: Role }) {
  const [user] = await ctx.db
    .update(users)
    .set({ role: input.role })
    .where(eq(users.email, normalizeEmail(input.email)))
    .returning();
  if (!user) throw new AppError("not-found", "user-not-found", "No account uses this e-mail address.");
  ctx.logger.info({ userId: user.id, role: input.role }, "role granted");
  return toUserBody(user);
}
