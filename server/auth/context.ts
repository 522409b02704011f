import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../platform/logger.ts";
import type { Mailer } from "../platform/mailer.ts";
import { withoutBidiControls } from "../platform/plain-text.ts";
import type { Limit, RateLimiter } from "../platform/rate-limit.ts";
import type { Tx } from "../platform/transactions.ts";
import type { PasswordHasher } from "./passwords.ts";
import type { SmsGateway } from "./sms.ts";
import type { TokenSigner } from "./tokens.ts";

/** Budgets per IP and per account; tests may tighten them. */
export type AuthLimits = {
  signInPerIp: Limit;
  failedSignInPerAccountMinute: Limit;
  failedSignInPerAccountHour: Limit;
  registerPerIp: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
  verifyPerIp: Limit;
  secondFactorAttempts: number;
  /** Wrong two-step codes per account (enable, disable, sign-in), across sign-in attempts. */
  failedCodePerAccountMinute: Limit;
  failedCodePerAccountHour: Limit;
  emailLinkPerIp: Limit;
  emailLinkPerAddress: Limit;
  /** E-mail change requests per account, and mails to any one address they name. */
  emailChangePerAccount: Limit;
  emailChangePerAddress: Limit;
  phoneCodePerIp: Limit;
  phoneCodePerNumber: Limit;
  /** Wrong codes one texted code accepts before the attempt ends. */
  phoneCodeAttempts: number;
  guestsPerIp: Limit;
  /** Staff invitations one staff member (or the admin token) sends: each is a mail to a stranger. */
  staffInvitesPerActor: Limit;
  /** Tries at an invitation's link from one address: the token is long, but guessing costs nothing. */
  inviteAcceptPerIp: Limit;
};

export const DEFAULT_LIMITS: AuthLimits = {
  signInPerIp: { max: 30, windowSeconds: 60 },
  failedSignInPerAccountMinute: { max: 10, windowSeconds: 60 },
  failedSignInPerAccountHour: { max: 100, windowSeconds: 3600 },
  registerPerIp: { max: 20, windowSeconds: 3600 },
  resetPerIp: { max: 10, windowSeconds: 3600 },
  resetPerAccount: { max: 5, windowSeconds: 3600 },
  verifyPerIp: { max: 30, windowSeconds: 600 },
  secondFactorAttempts: 5,
  failedCodePerAccountMinute: { max: 10, windowSeconds: 60 },
  failedCodePerAccountHour: { max: 50, windowSeconds: 3600 },
  emailLinkPerIp: { max: 20, windowSeconds: 3600 },
  emailLinkPerAddress: { max: 5, windowSeconds: 3600 },
  emailChangePerAccount: { max: 5, windowSeconds: 3600 },
  emailChangePerAddress: { max: 3, windowSeconds: 3600 },
  phoneCodePerIp: { max: 10, windowSeconds: 3600 },
  phoneCodePerNumber: { max: 5, windowSeconds: 3600 },
  phoneCodeAttempts: 5,
  guestsPerIp: { max: 30, windowSeconds: 3600 },
  staffInvitesPerActor: { max: 30, windowSeconds: 3600 },
  inviteAcceptPerIp: { max: 30, windowSeconds: 600 },
};

/**
 * Who is asking: recorded on sessions and used as the per-IP rate-limit key. A sign-in
 * also settles what this browser holds: its guest account (merged into the account signed
 * in to) and a social identity waiting to be linked (the pending-link cookie's token).
 */
export type ClientInfo = { ip: string | null; device: string; guestUserId?: number; pendingLink?: string };

/** Moves what hangs off a guest (follows, settings) onto the account it signs in to; owned by other domains. */
export type GuestMerge = (tx: Tx, guestId: number, intoUserId: number) => Promise<void>;

export type AuthContext = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  hasher: PasswordHasher;
  signer: TokenSigner;
  limiter: RateLimiter;
  limits: AuthLimits;
  sms: SmsGateway;
  /** The time passwordless codes are issued and checked at; tests move it. */
  now: () => Date;
  /** Registered at boot by the domains that keep data per account. */
  guestMerges: GuestMerge[];
};

export const ipKey = (client: ClientInfo) => client.ip ?? "unknown";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A display name as kept: no direction controls (they disguise a name), trimmed, and not empty. */
export function displayNameOf(typed: string): string {
  const name = withoutBidiControls(typed).trim();
  if (!name)
    throw new AppError("bad-request", "invalid-display-name", "Enter a display name", {
      field: "display_name",
    });
  return name;
}
