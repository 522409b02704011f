import { createHmac } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import type { AuthContext } from "./context.ts";
import { type PasskeyCeremony, passkeyChallenges } from "./schema.ts";

/** Long enough to find the right authenticator, short enough that a leaked challenge is soon worthless. */
export const CHALLENGE_MS = 5 * 60_000;

/** The relying party is the site's public address: its host name is the RP ID, its origin the only one accepted. */
export function relyingParty(ctx: AuthContext) {
  const site = new URL(ctx.config.SITE_URL);
  return { id: site.hostname, origin: site.origin, name: ctx.config.SITE_NAME };
}

/**
 * The WebAuthn user handle: stable per account (so an authenticator keeps one passkey
 * per account and site) yet opaque, so it tells nothing about the account.
 */
export function userHandleOf(ctx: AuthContext, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac("sha256", ctx.config.secrets.sessionSecret)
    .update(`passkey-user:${userId}`)
    .digest();
  return new Uint8Array(digest);
}

export const invalidPasskey = () =>
  new AppError("bad-request", "invalid-passkey", "This passkey could not be checked. Please try again.");

export const challengeExpired = () =>
  new AppError(
    "bad-request",
    "challenge-expired",
    "This passkey request has expired or was already used. Please try again.",
  );

/** Keeps a challenge handed to a browser; stale ones of earlier visitors are cleared on the way. */
export async function storeChallenge(
  ctx: AuthContext,
  challenge: string,
  ceremony: PasskeyCeremony,
  userId: number | null,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ctx.db
    .insert(passkeyChallenges)
    .values({ challenge, ceremony, userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
}

/** The challenge a browser signed, read from its clientDataJSON (the library checks it again). */
export function challengeOf(clientDataJSON: unknown): string {
  if (typeof clientDataJSON !== "string") throw invalidPasskey();
  try {
    const client = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    if (typeof client.challenge === "string" && client.challenge.length > 0) return client.challenge;
  } catch {
    // Falls through: not JSON.
  }
  throw invalidPasskey();
}

/**
 * Spends a challenge: deleted on first use whatever the outcome, so an answer
 * replayed (or a second try with the same one) finds nothing.
 */
export async function spendChallenge(
  ctx: AuthContext,
  challenge: string,
  ceremony: PasskeyCeremony,
  userId: number | null,
): Promise<string> {
  const [spent] = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.ceremony, ceremony),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning();
  if (!spent || spent.expiresAt <= ctx.now()) throw challengeExpired();
  return spent.challenge;
}

/** The signature counter in authenticatorData: bytes 33-36, big-endian. */
export function counterOf(authenticatorData: unknown): number {
  if (typeof authenticatorData !== "string") throw invalidPasskey();
  const bytes = Buffer.from(authenticatorData, "base64url");
  if (bytes.length < 37) throw invalidPasskey();
  return bytes.readUInt32BE(33);
}
