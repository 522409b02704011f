import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import type { Tx } from "../platform/transactions.ts";
import { type AuthContext, type ClientInfo, ipKey, normalizeEmail } from "./context.ts";
import { emailChangeMail, emailChangeNotice, pageLink, resetMail, verificationMail } from "./mails.ts";
import { checkPasswordPolicy } from "./passwords.ts";
import { type ActionPurpose, actionCodes, authSessions, users } from "./schema.ts";
import { revokeSessions } from "./sessions.ts";
import { randomToken, sha256 } from "./tokens.ts";

const CODE_LIFETIME_MS = 60 * 60_000;

const invalidCode = () =>
  new AppError(
    "bad-request",
    "invalid-action-code",
    "This link is not valid. It may have been used already.",
  );
const expiredCode = () =>
  new AppError("bad-request", "expired-action-code", "This link has expired. Please ask for a new one.");

/** Marks an e-mailed code used; false when a racing request used it first. */
export async function claimActionCode(tx: Tx, codeHash: string): Promise<boolean> {
  const used = await tx
    .update(actionCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(actionCodes.codeHash, codeHash), isNull(actionCodes.usedAt)))
    .returning({ hash: actionCodes.codeHash });
  return used.length > 0;
}

async function issueCode(ctx: AuthContext, userId: number, purpose: ActionPurpose, email: string) {
  const code = randomToken();
  await ctx.db.insert(actionCodes).values({
    codeHash: sha256(code),
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  return code;
}

// In the language of the mail that carries it, so the page it opens reads the same.
const linkTo = (ctx: AuthContext, path: string, code: string) =>
  pageLink(ctx.config.SITE_URL, `${path}?code=${encodeURIComponent(code)}`);

export async function sendEmailVerification(ctx: AuthContext, userId: number): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user?.email || user.emailVerified) return;
  const code = await issueCode(ctx, user.id, "verify-email", user.email);
  await ctx.mailer.send(
    verificationMail(user.email, linkTo(ctx, "/auth/verify-email", code), ctx.config.SITE_NAME),
  );
}

/** A link to the new address (applies the change when used) and a notice to the old one. */
export async function sendEmailChange(
  ctx: AuthContext,
  user: { id: number; email: string | null },
  newEmail: string,
): Promise<void> {
  const code = await issueCode(ctx, user.id, "change-email", newEmail);
  await ctx.mailer.send(
    emailChangeMail(newEmail, linkTo(ctx, "/auth/verify-email", code), ctx.config.SITE_NAME),
  );
  if (user.email) {
    await ctx.mailer
      .send(emailChangeNotice(user.email, newEmail, ctx.config.SITE_NAME))
      .catch((error: unknown) =>
        ctx.logger.error({ err: error, userId: user.id }, "e-mail change notice failed"),
      );
  }
}

/** Marks a code used exactly once; a second use or a stale code is refused. */
async function spendCode(ctx: AuthContext, code: string, purpose: ActionPurpose) {
  const [row] = await ctx.db
    .select()
    .from(actionCodes)
    .where(and(eq(actionCodes.codeHash, sha256(code)), eq(actionCodes.purpose, purpose)));
  if (!row || row.usedAt) throw invalidCode();
  if (row.expiresAt <= new Date()) throw expiredCode();
  return row;
}

export async function verifyEmail(ctx: AuthContext, code: string, client: ClientInfo): Promise<void> {
  await ctx.limiter.hit(`verify-ip:${ipKey(client)}`, ctx.limits.verifyPerIp);
  const change = await ctx.db
    .select({ hash: actionCodes.codeHash })
    .from(actionCodes)
    .where(and(eq(actionCodes.codeHash, sha256(code)), eq(actionCodes.purpose, "change-email")));
  if (change.length > 0) return confirmEmailChange(ctx, code);
  const row = await spendCode(ctx, code, "verify-email");
  await ctx.db.transaction(async (tx) => {
    if (!(await claimActionCode(tx, row.codeHash))) throw invalidCode();
    const verified = await tx
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email ?? "")))
      .returning({ id: users.id });
    // The address changed since the mail went out: the code proves nothing about the new one.
    if (verified.length === 0) throw invalidCode();
  });
}

/** Applies an e-mail change once its link is used: the new address is proven by the act. */
async function confirmEmailChange(ctx: AuthContext, code: string): Promise<void> {
  const row = await spendCode(ctx, code, "change-email");
  const email = row.email ?? "";
  await ctx.db.transaction(async (tx) => {
    if (!(await claimActionCode(tx, row.codeHash))) throw invalidCode();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken && taken.id !== row.userId) {
      throw new AppError(
        "conflict",
        "email-already-in-use",
        "An account with this e-mail address already exists.",
      );
    }
    await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, row.userId));
  });
}

/** Always answers the same, whether or not an account exists; the mail goes out in the background. */
export async function requestPasswordReset(
  ctx: AuthContext,
  rawEmail: string,
  client: ClientInfo,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await ctx.limiter.hit(`reset-ip:${ipKey(client)}`, ctx.limits.resetPerIp);
  await ctx.limiter.hit(`reset-account:${email}`, ctx.limits.resetPerAccount);
  const send = async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (!user?.email || user.disabled) return;
    const code = await issueCode(ctx, user.id, "reset-password", user.email);
    await ctx.mailer.send(
      resetMail(user.email, linkTo(ctx, "/auth/reset-password", code), ctx.config.SITE_NAME),
    );
  };
  send().catch((error: unknown) => ctx.logger.error({ err: error }, "password reset mail failed"));
}

export type ResetLinkState = "ready" | "used" | "expired" | "unknown";

/**
 * Where a password-reset link stands, read without spending it, so its page can say a used or
 * expired link is dead before the fan types a new password. The code is a random 256-bit token,
 * so reading its state tells a guesser nothing.
 */
export async function resetLinkState(ctx: AuthContext, code: string): Promise<ResetLinkState> {
  const [row] = await ctx.db
    .select({ usedAt: actionCodes.usedAt, expiresAt: actionCodes.expiresAt })
    .from(actionCodes)
    .where(and(eq(actionCodes.codeHash, sha256(code)), eq(actionCodes.purpose, "reset-password")));
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt <= new Date() ? "expired" : "ready";
}

/** A new password signs the account out everywhere: every session and every access token. */
export async function resetPassword(ctx: AuthContext, code: string, password: string, client: ClientInfo) {
  await ctx.limiter.hit(`verify-ip:${ipKey(client)}`, ctx.limits.verifyPerIp);
  checkPasswordPolicy(password);
  const row = await spendCode(ctx, code, "reset-password");
  const passwordHash = await ctx.hasher.hash(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await claimActionCode(tx, row.codeHash))) throw invalidCode();
    // Receiving the mail proves the address, as a verification link would.
    await tx
      .update(users)
      .set({ passwordHash, validAfter: new Date(), emailVerified: true })
      .where(eq(users.id, row.userId));
    await revokeSessions(tx, eq(authSessions.userId, row.userId), "password-reset");
  });
}
