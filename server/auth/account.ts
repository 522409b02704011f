import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { type AuthContext, displayNameOf, normalizeEmail } from "./context.ts";
import { emailInUseNotice } from "./mails.ts";
import { checkPasswordPolicy } from "./passwords.ts";
import { requireRecentProof } from "./presence.ts";
import { sendEmailChange } from "./recovery.ts";
import { authSessions, users } from "./schema.ts";
import type { Authenticated } from "./sessions.ts";
import { revokeSessions } from "./sessions.ts";
import { toUserBody } from "./user-view.ts";

/** Keeps the language a fan reads the site in, for the e-mails written to them later. */
export async function rememberLocale(ctx: AuthContext, userId: number, locale: Locale): Promise<void> {
  await ctx.db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}

export async function updateProfile(
  ctx: AuthContext,
  auth: Authenticated,
  changes: { displayName?: string; avatarUrl?: string | null },
) {
  const displayName = changes.displayName === undefined ? undefined : displayNameOf(changes.displayName);
  const set = {
    ...(displayName !== undefined ? { displayName } : {}),
    ...(changes.avatarUrl !== undefined ? { avatarUrl: changes.avatarUrl || null } : {}),
  };
  // Nothing to change is a no-op, not an UPDATE with an empty SET list.
  if (Object.keys(set).length === 0) return toUserBody(auth.user);
  const [user] = await ctx.db.update(users).set(set).where(eq(users.id, auth.user.id)).returning();
  return toUserBody(user ?? auth.user);
}

/** Every other device is signed out; this one stays. */
export async function changePassword(
  ctx: AuthContext,
  auth: Authenticated,
  input: { currentPassword?: string; newPassword: string },
) {
  await requireRecentProof(ctx, auth, input.currentPassword);
  checkPasswordPolicy(input.newPassword);
  const passwordHash = await ctx.hasher.hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: "password-change" })
      .where(and(eq(authSessions.userId, auth.user.id), isNull(authSessions.revokedAt)));
    await tx
      .update(authSessions)
      .set({ revokedAt: null, revokedReason: null, authenticatedAt: new Date() })
      .where(eq(authSessions.id, auth.sessionId));
  });
}

export async function deleteAccount(ctx: AuthContext, auth: Authenticated, password: string | undefined) {
  await requireRecentProof(ctx, auth, password);
  await ctx.db.delete(users).where(eq(users.id, auth.user.id));
}

export async function listSessions(ctx: AuthContext, auth: Authenticated) {
  const rows = await ctx.db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, auth.user.id),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authSessions.lastUsedAt));
  return rows.map((session) => ({
    id: session.id,
    device: session.device,
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    current: session.id === auth.sessionId,
  }));
}

export async function revokeSession(ctx: AuthContext, auth: Authenticated, sessionId: string) {
  const revoked = await ctx.db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: "signed-out" })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, auth.user.id),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  if (revoked.length === 0) throw new AppError("not-found", "session-not-found", "No such active session.");
}

export async function signOut(ctx: AuthContext, sessionId: string) {
  await revokeSessions(ctx.db, eq(authSessions.id, sessionId), "signed-out");
}

/** Every session and every access token already handed out stop working. */
export async function signOutEverywhere(ctx: AuthContext, userId: number) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ validAfter: new Date() }).where(eq(users.id, userId));
    await revokeSessions(tx, eq(authSessions.userId, userId), "signed-out-everywhere");
  });
}

/** Staff action: a disabled account cannot sign in, and its sessions and tokens stop at once. */
export async function setDisabled(ctx: AuthContext, userId: number, disabled: boolean) {
  await ctx.db.transaction((tx) => setDisabledIn(tx, userId, disabled));
}

/** setDisabled inside a transaction the caller holds (a bulk change is all or none). */
export async function setDisabledIn(tx: Db, userId: number, disabled: boolean) {
  await tx
    .update(users)
    .set(disabled ? { disabled, validAfter: new Date() } : { disabled })
    .where(eq(users.id, userId));
  if (disabled) await revokeSessions(tx, eq(authSessions.userId, userId), "disabled");
}

/**
 * Nothing changes yet: the new address gets a link and the old one a notice, and
 * the change applies only when the link is used (`confirmEmailChange`), so a
 * typo or a stolen session cannot move the account to an address nobody proved.
 * An address another account holds gets a notice instead and nothing changes; the
 * answer is the same either way, so this cannot be used to learn who has an account.
 */
export async function changeEmail(
  ctx: AuthContext,
  auth: Authenticated,
  input: { email: string; password?: string },
) {
  await requireRecentProof(ctx, auth, input.password);
  const email = normalizeEmail(input.email);
  if (email === auth.user.email) return;
  await ctx.limiter.hit(`email-change-account:${auth.user.id}`, ctx.limits.emailChangePerAccount);
  await ctx.limiter.hit(`email-change-address:${email}`, ctx.limits.emailChangePerAddress);
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) {
    await ctx.mailer.send(emailInUseNotice(email, ctx.config.SITE_NAME));
    return;
  }
  await sendEmailChange(ctx, auth.user, email);
}
