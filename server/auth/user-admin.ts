import { and, count, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { List } from "../http/pagination.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import type { AuthContext } from "./context.ts";
import { type DirectoryUser, directoryUserOf, getUser, userNotFound } from "./directory.ts";
import { authSessions, recoveryCodes, users } from "./schema.ts";
import { refuseSelf, type StaffAction } from "./staff.ts";

/** A signed-in device of an account, as staff see it. */
export type StaffSessionView = {
  id: string;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
};

const activeSessionsOf = (userId: number): SQL =>
  and(
    eq(authSessions.userId, userId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, new Date()),
  )!;

/** Ends the sessions `where` picks and answers which ended; tokens of an ended session stop at once. */
async function endSessions(db: Db, where: SQL, reason: string) {
  return db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(where)
    .returning({ id: authSessions.id, device: authSessions.device, ip: authSessions.ip });
}

/** An account's active sessions, most recently used first. */
export async function listUserSessions(
  ctx: AuthContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<List<StaffSessionView>> {
  await getUser(ctx, userId);
  const where = activeSessionsOf(userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(authSessions)
      .where(where)
      .orderBy(desc(authSessions.lastUsedAt), authSessions.id)
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(authSessions).where(where),
  ]);
  return {
    data: rows.map((session) => ({
      id: session.id,
      device: session.device,
      ip: session.ip,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
    })),
    total: total?.total ?? 0,
  };
}

const ownSessions = "Manage your own sessions on your account page.";

/** Signs one device of an account out; audited. An unknown or already ended session is 404. */
export async function revokeUserSession(
  ctx: AuthContext,
  by: StaffAction,
  userId: number,
  sessionId: string,
): Promise<void> {
  refuseSelf(by, userId, "cannot-revoke-own-sessions", ownSessions);
  await getUser(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    const [ended] = await endSessions(
      tx,
      and(activeSessionsOf(userId), eq(authSessions.id, sessionId))!,
      "revoked-by-staff",
    );
    if (!ended) throw new AppError("not-found", "session-not-found", "No such active session.");
    await recordAudit(tx, {
      actor: by.actor,
      action: "user.session.revoke",
      target: { type: "user", id: userId },
      before: { session: ended },
      after: null,
      ip: by.ip,
    });
  });
}

/** Signs every device of an account out; audited when any was signed in. Answers how many ended. */
export async function revokeAllUserSessions(
  ctx: AuthContext,
  by: StaffAction,
  userId: number,
): Promise<{ revoked: number }> {
  refuseSelf(by, userId, "cannot-revoke-own-sessions", ownSessions);
  await getUser(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const ended = await endSessions(tx, activeSessionsOf(userId), "revoked-by-staff");
    if (ended.length > 0) {
      await recordAudit(tx, {
        actor: by.actor,
        action: "user.sessions.revoke",
        target: { type: "user", id: userId },
        before: { sessions: ended.length },
        after: { sessions: 0 },
        ip: by.ip,
      });
    }
    return { revoked: ended.length };
  });
}

/**
 * For a member who lost their authenticator: two-step goes off (secret and recovery
 * codes gone) and every session ends, so they sign in with their password and enrol
 * again. Operators and admins then meet `two-step-required` until they do. An account
 * without two-step is left as it is, so a retry changes nothing.
 */
export async function resetTwoStep(
  ctx: AuthContext,
  by: StaffAction,
  userId: number,
): Promise<{ user: DirectoryUser; sessionsEnded: number }> {
  refuseSelf(by, userId, "cannot-reset-own-two-step", "Turn your own two-step off on your account page.");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw userNotFound(userId);
    if (!row.totpEnabled) return { user: directoryUserOf(row), sessionsEnded: 0 };
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const [updated] = await tx
      .update(users)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, validAfter: new Date() })
      .where(eq(users.id, userId))
      .returning();
    const ended = await endSessions(tx, activeSessionsOf(userId), "two-step-reset");
    await recordAudit(tx, {
      actor: by.actor,
      action: "user.two-step.reset",
      target: { type: "user", id: userId },
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false, sessions_ended: ended.length },
      ip: by.ip,
    });
    return { user: directoryUserOf(updated ?? row), sessionsEnded: ended.length };
  });
}
