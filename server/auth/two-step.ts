import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { AppError } from "../errors.ts";
import { qrCodeSvg } from "../platform/qr-code.ts";
import type { AuthContext } from "./context.ts";
import { withinFailureBudget } from "./failure-budget.ts";
import { recoveryCodes, users } from "./schema.ts";
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

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Step one of turning two-step verification on: a fresh secret, as text and as a QR code. */
export async function startTwoStepSetup(ctx: AuthContext, user: UserRow) {
  if (user.totpEnabled) {
    throw new AppError("conflict", "two-factor-already-enabled", "Two-step verification is already on.");
  }
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, user.id));
  const otpauthUrl = totpFor(ctx, user, secret).toString();
  const qrSvg = await qrCodeSvg(otpauthUrl);
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** A code accepted once: its time step is remembered so it cannot be replayed. */
async function acceptTotp(ctx: AuthContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
  const delta = totpFor(ctx, user, user.totpSecret).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  const accepted = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length > 0;
}

/**
 * Six digits fall to guessing without a budget: wrong codes count per account,
 * like wrong passwords, whichever screen they come from.
 */
export async function withCodeBudget(ctx: AuthContext, userId: number, verify: () => Promise<boolean>) {
  const key = `two-step-code:${userId}`;
  const { failedCodePerAccountMinute: minute, failedCodePerAccountHour: hour } = ctx.limits;
  return withinFailureBudget(ctx, key, [minute, hour], verify);
}

/** The second factor at sign-in: a current TOTP code, or one of the unused recovery codes. */
export async function verifySecondFactor(ctx: AuthContext, user: UserRow, rawCode: string): Promise<boolean> {
  const code = rawCode.replace(/\s/g, "");
  if (await acceptTotp(ctx, user, code)) return true;
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
  return spent.length > 0;
}

/** Step two: the first valid code turns it on and hands out the recovery codes, shown once. */
export async function enableTwoStep(ctx: AuthContext, user: UserRow, code: string): Promise<string[]> {
  if (user.totpEnabled) {
    throw new AppError("conflict", "two-factor-already-enabled", "Two-step verification is already on.");
  }
  const accepted = await withCodeBudget(ctx, user.id, () => acceptTotp(ctx, user, code.replace(/\s/g, "")));
  if (!accepted) throw invalidCode();
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
  });
  return codes;
}

export async function disableTwoStep(ctx: AuthContext, user: UserRow, code: string): Promise<void> {
  if (!user.totpEnabled) return;
  if (!(await withCodeBudget(ctx, user.id, () => verifySecondFactor(ctx, user, code)))) throw invalidCode();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .update(users)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where(eq(users.id, user.id));
  });
}
