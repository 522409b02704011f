import { randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { AppError, isAppError } from "../http/errors.ts";
import { type AuthContext, type ClientInfo, ipKey } from "./context.ts";
import { accountForAddress, spendPasswordlessCode } from "./passwordless.ts";
import { passwordlessCodes } from "./schema.ts";
import { openSession, userDisabled } from "./sessions.ts";
import { secondFactorRequired } from "./sign-in.ts";
import { randomToken, sha256 } from "./tokens.ts";
import type { SignedIn } from "./user-view.ts";

export const PHONE_CODE_SECONDS = 5 * 60;
const DAY_SECONDS = 86_400;

const invalidNumber = () =>
  new AppError(
    "bad-request",
    "invalid-phone-number",
    "Enter the number in international format: + and the country code, e.g. +44 7912 123456.",
    { field: "phone_number" },
  );
const codeExpired = () =>
  new AppError("bad-request", "code-expired", "This code has expired. Please ask for a new one.", {
    field: "code",
  });
const attemptOver = () =>
  new AppError("too-many-requests", "too-many-requests", "Too many wrong codes. Please ask for a new one.", {
    field: "code",
  });

/** E.164 (`+447700900123`) for any number libphonenumber accepts as valid, written with its country code. */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed.startsWith("+") || trimmed.length > 30) throw invalidNumber();
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed?.isValid()) throw invalidNumber();
  return parsed.number;
}

const hashOf = (id: string, code: string) => sha256(`${id}:${code}`);

/**
 * Texts a 6-digit code. A new code replaces any pending one for the number; sends
 * are limited per number, per address, and by a daily site-wide quota (texts cost money).
 */
export async function sendPhoneCode(
  ctx: AuthContext,
  input: { phoneNumber: string },
  client: ClientInfo,
): Promise<{ phoneNumber: string; expiresIn: number }> {
  const phoneNumber = normalizePhone(input.phoneNumber);
  await ctx.limiter.hit(`phone-ip:${ipKey(client)}`, ctx.limits.phoneCodePerIp);
  await ctx.limiter.hit(`phone-number:${phoneNumber}`, ctx.limits.phoneCodePerNumber);
  try {
    await ctx.limiter.hit("sms-daily", { max: ctx.config.SMS_DAILY_QUOTA, windowSeconds: DAY_SECONDS });
  } catch (error) {
    if (!(isAppError(error) && error.code === "too-many-requests")) throw error;
    ctx.logger.warn("daily SMS quota used up: phone sign-in paused");
    throw new AppError(
      "too-many-requests",
      "quota-exceeded",
      "We cannot send more texts today. Please sign in another way.",
      error.details,
    );
  }
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = randomToken(12);
  await ctx.db.transaction(async (tx) => {
    await tx.update(passwordlessCodes).set({ usedAt: now }).where(pendingFor(phoneNumber));
    await tx.insert(passwordlessCodes).values({
      id,
      channel: "phone",
      address: phoneNumber,
      codeHash: hashOf(id, code),
      expiresAt: new Date(now.getTime() + PHONE_CODE_SECONDS * 1000),
      createdAt: now,
    });
  });
  await ctx.sms.send({
    to: phoneNumber,
    text: `${code} is your ${ctx.config.SITE_NAME} sign-in code. It expires in 5 minutes. Never share it.`,
  });
  return { phoneNumber, expiresIn: PHONE_CODE_SECONDS };
}

const pendingFor = (phoneNumber: string) =>
  and(
    eq(passwordlessCodes.channel, "phone"),
    eq(passwordlessCodes.address, phoneNumber),
    isNull(passwordlessCodes.usedAt),
  );

/** Checks the newest code for the number; five wrong ones end the attempt. */
export async function signInWithPhone(
  ctx: AuthContext,
  input: { phoneNumber: string; code: string; guestUserId?: number },
  client: ClientInfo,
): Promise<SignedIn> {
  const phoneNumber = normalizePhone(input.phoneNumber);
  await ctx.limiter.hit(`verify-ip:${ipKey(client)}`, ctx.limits.verifyPerIp);
  const [row] = await ctx.db
    .select()
    .from(passwordlessCodes)
    .where(pendingFor(phoneNumber))
    .orderBy(desc(passwordlessCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= ctx.now()) throw codeExpired();
  const max = ctx.limits.phoneCodeAttempts;
  if (row.attempts >= max) throw attemptOver();
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashOf(row.id, input.code.trim()));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const [counted] = await ctx.db
      .update(passwordlessCodes)
      .set({ attempts: sql`${passwordlessCodes.attempts} + 1` })
      .where(and(eq(passwordlessCodes.id, row.id), lt(passwordlessCodes.attempts, max)))
      .returning({ attempts: passwordlessCodes.attempts });
    if (!counted) throw attemptOver();
    throw new AppError(
      "bad-request",
      "invalid-verification-code",
      "That code is not right. Check the text and try again.",
      { field: "code", attempts_left: max - counted.attempts },
    );
  }
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await spendPasswordlessCode(tx, row.id, ctx.now()))) throw codeExpired();
    return accountForAddress(tx, "phone", phoneNumber, input.guestUserId ?? null);
  });
  if (user.disabled) throw userDisabled();
  if (user.totpEnabled) throw await secondFactorRequired(ctx, user.id, "phone");
  return openSession(ctx, ctx.db, user, client, "phone");
}
