import { and, eq } from "drizzle-orm";
import { sameSitePath } from "../../shared/redirects.ts";
import { AppError } from "../http/errors.ts";
import { type AuthContext, type ClientInfo, ipKey, normalizeEmail } from "./context.ts";
import { pageLink, signInLinkMail } from "./mails.ts";
import { accountForAddress, spendPasswordlessCode } from "./passwordless.ts";
import { passwordlessCodes } from "./schema.ts";
import { openSession, userDisabled } from "./sessions.ts";
import { secondFactorRequired } from "./sign-in.ts";
import { randomToken, sha256 } from "./tokens.ts";
import type { SignedIn } from "./user-view.ts";

export const EMAIL_LINK_SECONDS = 15 * 60;

const invalidLink = () =>
  new AppError(
    "bad-request",
    "invalid-action-code",
    "This link is not valid. It may have been used already.",
  );
const expiredLink = () =>
  new AppError("bad-request", "expired-action-code", "This link has expired. Please ask for a new one.");
export const otherBrowser = () =>
  new AppError(
    "conflict",
    "different-browser",
    "This link was asked for in another browser. Continue on this device only if you asked for it.",
  );

/**
 * Mails a sign-in link. Known and unknown addresses get the same work (a code row
 * and a mail, sent in the background) and the same answer: a new address makes its
 * account when the link is used, so nothing here tells whether one exists.
 */
export async function sendEmailLink(
  ctx: AuthContext,
  input: { email: string; returnTo?: string; browserNonce?: string; guestUserId?: number },
  client: ClientInfo,
): Promise<{ expiresIn: number }> {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(`email-link-ip:${ipKey(client)}`, ctx.limits.emailLinkPerIp);
  await ctx.limiter.hit(`email-link-address:${email}`, ctx.limits.emailLinkPerAddress);
  const code = randomToken();
  const now = ctx.now();
  await ctx.db.insert(passwordlessCodes).values({
    id: randomToken(12),
    channel: "email-link",
    address: email,
    codeHash: sha256(code),
    browserHash: input.browserNonce ? sha256(input.browserNonce) : null,
    guestUserId: input.guestUserId ?? null,
    returnTo: sameSitePath(input.returnTo),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_SECONDS * 1000),
    createdAt: now,
  });
  const link = pageLink(ctx.config.SITE_URL, `/auth/email-link?code=${encodeURIComponent(code)}`);
  ctx.mailer
    .send(signInLinkMail(email, link, ctx.config.SITE_NAME))
    .catch((error: unknown) => ctx.logger.error({ err: error }, "sign-in link mail failed"));
  return { expiresIn: EMAIL_LINK_SECONDS };
}

/**
 * Spends a mailed code. In a browser other than the one that asked (no matching
 * nonce cookie) it answers `different-browser` until the visitor confirms, so a
 * link someone else asked for cannot quietly sign this device into their account.
 */
export async function signInWithEmailLink(
  ctx: AuthContext,
  input: { code: string; browserNonce?: string; confirmed?: boolean },
  client: ClientInfo,
): Promise<{ signedIn: SignedIn; returnTo: string }> {
  await ctx.limiter.hit(`verify-ip:${ipKey(client)}`, ctx.limits.verifyPerIp);
  const [row] = await ctx.db
    .select()
    .from(passwordlessCodes)
    .where(
      and(eq(passwordlessCodes.codeHash, sha256(input.code)), eq(passwordlessCodes.channel, "email-link")),
    );
  if (!row || row.usedAt) throw invalidLink();
  if (row.expiresAt <= ctx.now()) throw expiredLink();
  const sameBrowser =
    !row.browserHash || (input.browserNonce && sha256(input.browserNonce) === row.browserHash);
  if (!sameBrowser && !input.confirmed) throw otherBrowser();
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await spendPasswordlessCode(tx, row.id, ctx.now()))) throw invalidLink();
    // Only the browser that asked may carry its guest over into the account.
    return accountForAddress(tx, "email-link", row.address, sameBrowser ? row.guestUserId : null);
  });
  if (user.disabled) throw userDisabled();
  if (user.totpEnabled) throw await secondFactorRequired(ctx, user.id, "email-link");
  return { signedIn: await openSession(ctx, ctx.db, user, client, "email-link"), returnTo: row.returnTo };
}
