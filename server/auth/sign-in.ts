import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import { type AuthContext, type ClientInfo, displayNameOf, ipKey, normalizeEmail } from "./context.ts";
import { checkPassword, passwordBudgetKey } from "./failure-budget.ts";
import { checkPasswordPolicy } from "./passwords.ts";
import { claimActionCode, sendEmailVerification } from "./recovery.ts";
import { actionCodes, authSessions, type SignInStep, users } from "./schema.ts";
import { openSession, userDisabled } from "./sessions.ts";
import { randomToken, sha256 } from "./tokens.ts";
import { codeAlreadyUsed, verifySecondFactor, withCodeBudget } from "./two-step.ts";
import type { SignedIn } from "./user-view.ts";

const PENDING_SECOND_FACTOR_MS = 5 * 60_000;

import { requestLocale } from "../platform/request-language.ts";
import { invalidCredential } from "./presence.ts";

export async function register(
  ctx: AuthContext,
  input: { email: string; password: string; displayName: string; guestUserId?: number },
  client: ClientInfo,
): Promise<SignedIn> {
  await ctx.limiter.hit(`register-ip:${ipKey(client)}`, ctx.limits.registerPerIp);
  const email = normalizeEmail(input.email);
  const displayName = displayNameOf(input.displayName);
  checkPasswordPolicy(input.password);
  const passwordHash = await ctx.hasher.hash(input.password);
  const signedIn = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    // A guest registering keeps its id, and so its follows and settings.
    const [user] =
      input.guestUserId !== undefined && !taken
        ? await tx
            .update(users)
            .set({ email, passwordHash, displayName, anonymous: false, locale: requestLocale() })
            .where(and(eq(users.id, input.guestUserId), eq(users.anonymous, true)))
            .returning()
        : await tx
            .insert(users)
            .values({ email, passwordHash, displayName, locale: requestLocale() })
            .onConflictDoNothing()
            .returning();
    if (!user) {
      throw new AppError(
        "conflict",
        "email-already-in-use",
        "An account with this e-mail address already exists.",
        {
          field: "email",
        },
      );
    }
    return openSession(ctx, tx, user, client, "password");
  });
  await sendEmailVerification(ctx, signedIn.data.id).catch((error: unknown) =>
    ctx.logger.error({ err: error, userId: signedIn.data.id }, "verification mail failed"),
  );
  return signedIn;
}

/**
 * One answer for an unknown address and a wrong password, and the same work for
 * both (a dummy hash is checked), so neither the message nor the timing tells them apart.
 */
export async function signIn(
  ctx: AuthContext,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(`sign-in-ip:${ipKey(client)}`, ctx.limits.signInPerIp);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  // The owner, from an address they signed in from before, is not held back by someone else's failures.
  // Asked for unknown addresses too, so the lookup costs the same either way.
  const trusted = Boolean((await isKnownAddress(ctx, user?.id ?? -1, client)) && user);
  const valid = await checkPassword(ctx, {
    key: passwordBudgetKey({ email }),
    hash: user?.passwordHash ?? null,
    password: input.password,
    trusted,
  });
  if (!user || !valid) throw invalidCredential();
  if (user.disabled) throw userDisabled();
  if (user.totpEnabled) throw await secondFactorRequired(ctx, user.id, "password");
  return openSession(ctx, ctx.db, user, client, "password");
}

async function isKnownAddress(ctx: AuthContext, userId: number, client: ClientInfo): Promise<boolean> {
  if (!client.ip) return false;
  const [seen] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.ip, client.ip)))
    .limit(1);
  return Boolean(seen);
}

/** The first factor passed; the client must now send a code with this short-lived token. */
export async function secondFactorRequired(
  ctx: AuthContext,
  userId: number,
  step: SignInStep,
): Promise<AppError> {
  const pendingToken = randomToken();
  await ctx.db.insert(actionCodes).values({
    codeHash: sha256(pendingToken),
    userId,
    purpose: "second-factor",
    signInStep: step,
    expiresAt: new Date(Date.now() + PENDING_SECOND_FACTOR_MS),
  });
  return new AppError(
    "unauthenticated",
    "multi-factor-auth-required",
    "Enter the code from your authenticator app to finish signing in.",
    { pending_token: pendingToken, expires_in: PENDING_SECOND_FACTOR_MS / 1000 },
  );
}

export async function completeSecondFactor(
  ctx: AuthContext,
  input: { pendingToken: string; code: string },
  client: ClientInfo,
): Promise<SignedIn> {
  await ctx.limiter.hit(`verify-ip:${ipKey(client)}`, ctx.limits.verifyPerIp);
  const expired = () =>
    new AppError(
      "unauthenticated",
      "expired-action-code",
      "This sign-in attempt has expired. Please sign in again.",
    );
  // The try is counted as it is taken, so parallel tries cannot all pass the per-sign-in budget.
  const [pending] = await ctx.db
    .update(actionCodes)
    .set({ attempts: sql`${actionCodes.attempts} + 1` })
    .where(
      and(
        eq(actionCodes.codeHash, sha256(input.pendingToken)),
        eq(actionCodes.purpose, "second-factor"),
        isNull(actionCodes.usedAt),
        gt(actionCodes.expiresAt, new Date()),
        lt(actionCodes.attempts, ctx.limits.secondFactorAttempts),
      ),
    )
    .returning();
  if (!pending) throw expired();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, pending.userId));
  if (!user) throw expired();
  if (user.disabled) throw userDisabled();
  const check = await withCodeBudget(ctx, user.id, () => verifySecondFactor(ctx, user, input.code));
  if (check === "replayed") throw codeAlreadyUsed("unauthenticated");
  if (check === "wrong") {
    throw new AppError(
      "unauthenticated",
      "invalid-verification-code",
      "That code is not valid. Try the current one.",
    );
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await claimActionCode(tx, pending.codeHash))) throw expired();
    // A sign-in left pending from before first steps were recorded began with the password.
    return openSession(ctx, tx, user, client, `${pending.signInStep ?? "password"}+otp`);
  });
}
