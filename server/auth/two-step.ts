import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { AppError } from "../http/errors.ts";
import { qrCodeSvg } from "../platform/qr-code.ts";
import type { AuthContext } from "./context.ts";
import { withinFailureBudget } from "./failure-budget.ts";
import { requireRecentProof } from "./presence.ts";
import { recoveryCodes, users } from "./schema.ts";
import { type Authenticated, recordStaffEvent } from "./sessions.ts";
import { randomToken, sha256 } from "./tokens.ts";

type UserRow = typeof users.$inferSelect;

const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;

const totpFor = (
  ctx: AuthContext,
  user: { email: string | null; phoneNumber: string | null; displayName: string },
  secret: string,
) =>
  new TOTP({
    issuer: ctx.config.SITE_NAME,
    label: user.email ?? user.phoneNumber ?? user.displayName,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

const invalidCode = () =>
  new AppError("bad-request", "invalid-verification-code", "That code is not valid. Try the current one.", {
    field: "code",
  });

/**
 * A right code whose time step was already accepted (often the one that just turned two-step on):
 * "not valid" would send the fan to check their clock; waiting for the next code is the fix.
 */
export const codeAlreadyUsed = (status: "bad-request" | "unauthenticated") =>
  new AppError(
    status,
    "code-already-used",
    "That code was already used. Wait for the next code in your authenticator app and enter it.",
    { field: "code" },
  );

/** How a two-step code fared: `replayed` is a right code for a time step already spent. */
export type CodeCheck = "accepted" | "replayed" | "wrong";

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Step one of turning two-step verification on: a fresh secret, as text and as a QR code. */
export async function startTwoStepSetup(ctx: AuthContext, user: UserRow) {
  if (user.totpEnabled) {
    throw new AppError("conflict", "two-factor-already-enabled", "Two-step verification is already on.");
  }
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, user.id));
  return setupOf(ctx, user, secret);
}

/**
 * A setup begun and not yet finished, shown again as it was: a wrong code, a reload or a visit later
 * must not take the QR code away from someone halfway through scanning it. None once two-step is on.
 */
export async function pendingTwoStepSetup(ctx: AuthContext, user: UserRow) {
  if (user.totpEnabled || !user.totpSecret) return null;
  return setupOf(ctx, user, user.totpSecret);
}

async function setupOf(ctx: AuthContext, user: UserRow, secret: string) {
  const otpauthUrl = totpFor(ctx, user, secret).toString();
  return { secret, otpauth_url: otpauthUrl, qr_svg: await qrCodeSvg(otpauthUrl) };
}

/** A code accepted once: its time step is remembered so it cannot be replayed. */
async function acceptTotp(ctx: AuthContext, user: UserRow, code: string): Promise<CodeCheck> {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return "wrong";
  const delta = totpFor(ctx, user, user.totpSecret).validate({ token: code, window: 1 });
  if (delta === null) return "wrong";
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  const accepted = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length > 0 ? "accepted" : "replayed";
}

/**
 * Six digits fall to guessing without a budget: wrong codes count per account,
 * like wrong passwords, whichever screen they come from.
 */
export async function withCodeBudget(
  ctx: AuthContext,
  userId: number,
  verify: () => Promise<CodeCheck>,
): Promise<CodeCheck> {
  const key = `two-step-code:${userId}`;
  const { failedCodePerAccountMinute: minute, failedCodePerAccountHour: hour } = ctx.limits;
  // A replay counts as a wrong answer: it proves nothing the budget should forgive.
  let check: CodeCheck = "wrong";
  await withinFailureBudget(ctx, key, [minute, hour], async () => {
    check = await verify();
    return check === "accepted";
  });
  return check;
}

/** The second factor at sign-in: a current TOTP code, or one of the unused recovery codes. */
export async function verifySecondFactor(
  ctx: AuthContext,
  user: UserRow,
  rawCode: string,
): Promise<CodeCheck> {
  const code = rawCode.replace(/\s/g, "");
  const totp = await acceptTotp(ctx, user, code);
  if (totp !== "wrong") return totp;
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, sha256(normalizeRecovery(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ hash: recoveryCodes.codeHash });
  return spent.length > 0 ? "accepted" : "wrong";
}

/** Step two: the first valid code turns it on and hands out the recovery codes, shown once. */
/**
 * Turns two-step on with a first code from the app. The password is asked again (a recent
 * sign-in for accounts without one): a session taken on its own must not choose the second factor.
 */
export async function enableTwoStep(
  ctx: AuthContext,
  auth: Authenticated,
  input: { code: string; password?: string },
  ip: string | null = null,
): Promise<string[]> {
  const { user } = auth;
  const { code } = input;
  if (user.totpEnabled) {
    throw new AppError("conflict", "two-factor-already-enabled", "Two-step verification is already on.");
  }
  await requireRecentProof(ctx, auth, input.password);
  const check = await withCodeBudget(ctx, user.id, () => acceptTotp(ctx, user, code.replace(/\s/g, "")));
  if (check === "replayed") throw codeAlreadyUsed("bad-request");
  if (check === "wrong") throw invalidCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = normalizeRecovery(randomToken(12)).slice(0, 10).padEnd(10, "0");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: sha256(normalizeRecovery(c)) })));
    await tx.update(users).set({ totpEnabled: true }).where(eq(users.id, user.id));
    await recordStaffEvent(tx, user, "auth.two-step.enable", ip);
  });
  return codes;
}

export async function disableTwoStep(
  ctx: AuthContext,
  user: UserRow,
  code: string,
  ip: string | null = null,
): Promise<void> {
  if (!user.totpEnabled) return;
  const check = await withCodeBudget(ctx, user.id, () => verifySecondFactor(ctx, user, code));
  if (check === "replayed") throw codeAlreadyUsed("bad-request");
  if (check === "wrong") throw invalidCode();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .update(users)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    await recordStaffEvent(tx, user, "auth.two-step.disable", ip);
  });
}
