import { eq } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import { type AuditedBy, recordAudit } from "../platform/audit/audit.ts";
import type { AuthContext } from "./context.ts";
import { normalizeEmail } from "./context.ts";
import { type DirectoryUser, directoryUserOf, userNotFound } from "./directory.ts";
import { type Role, users } from "./schema.ts";

/** Who changes an account from the admin area or with the admin token, as the audit log names them. */
export type StaffAction = AuditedBy;

/** Staff act on other people's accounts; their own go through the account page. */
export function refuseSelf(by: StaffAction, userId: number, code: string, message: string): void {
  if (by.actor.kind === "account" && by.actor.id === String(userId)) {
    throw new AppError("conflict", code, message);
  }
}

/**
 * Sets an account's role; the change and the audit entry commit together. Setting the
 * role it already holds changes nothing and writes nothing, so a retry is harmless.
 * Nobody changes their own role: an admin cannot lock the last admin out by mistake.
 */
export async function changeRole(
  ctx: AuthContext,
  by: StaffAction,
  userId: number,
  role: Role,
): Promise<DirectoryUser> {
  refuseSelf(by, userId, "cannot-change-own-role", "You cannot change your own role.");
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw userNotFound(userId);
    if (row.role === role) return { user: row, changed: false };
    // A guest has no way to sign in again, let alone with a second factor: staff are people with an account.
    if (row.anonymous && role !== "user") {
      throw new AppError(
        "unprocessable",
        "guest-cannot-be-staff",
        "A guest account cannot be given a staff role; the person must create an account first.",
      );
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, {
      actor: by.actor,
      action: "user.role",
      target: { type: "user", id: userId },
      before: { role: row.role },
      after: { role },
      ip: by.ip,
    });
    return { user: updated ?? row, changed: true };
  });
  if (changed.changed) ctx.logger.info({ userId, role }, "role changed");
  return directoryUserOf(changed.user);
}

/** Grants a role by e-mail address (automation's way in); audited like every other role change. */
export async function grantRole(ctx: AuthContext, by: StaffAction, input: { email: string; role: Role }) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  if (!user) throw new AppError("not-found", "user-not-found", "No account uses this e-mail address.");
  return changeRole(ctx, by, user.id, input.role);
}
