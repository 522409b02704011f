import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { belongsTo, instant } from "../db/columns.ts";

export type Role = "user" | "editor" | "moderator" | "operator" | "admin";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased; one account per address. Null for guests and phone-only accounts. */
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Null for accounts made through a social sign-in only. */
    passwordHash: text("password_hash"),
    displayName: text("display_name").notNull(),
    avatarUrl: text("avatar_url"),
    role: text("role").$type<Role>().notNull().default("user"),
    disabled: boolean("disabled").notNull().default(false),
    /** Access tokens issued before this instant are refused (logout everywhere, password change, disable). */
    validAfter: timestamp("valid_after", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    totpLastStep: integer("totp_last_step"),
    createdAt: instant("created_at").notNull().defaultNow(),
    lastSignInAt: instant("last_sign_in_at"),
    /** E.164, proven by a code; one account per number. */
    phoneNumber: text("phone_number"),
    /** A guest: no e-mail, phone or password yet; upgraded in place, deleted when idle. */
    anonymous: boolean("anonymous").notNull().default(false),
    /** The language the fan last read the site in; e-mails are written in it. */
    locale: text("locale").notNull().default("en"),
  },
  (table) => [
    uniqueIndex("users_email_uq").on(table.email),
    uniqueIndex("users_phone_uq").on(table.phoneNumber),
    index("users_anonymous_idx").on(table.anonymous, table.lastSignInAt),
  ],
);

/** The address to write to, blank for guests and phone-only accounts (mailers skip blanks). */
export const userEmail = sql<string>`coalesce(${users.email}, '')`;

/** The first step of a sign-in: how the user proved who they are. */
export type SignInStep = "password" | "email-link" | "phone" | "social" | "passkey" | "guest";

/**
 * How a session was opened: its first step, and `+otp` when the authenticator-app code (or a
 * recovery code) followed. A passkey verifies the user on the device, so it is two steps alone.
 */
export type SignInMethod = SignInStep | `${SignInStep}+otp`;

/** One signed-in device: a family of refresh tokens that rotate together. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    device: text("device").notNull().default(""),
    ip: text("ip"),
    /** When the user last proved who they are (password, code or provider), for sensitive changes. */
    authenticatedAt: instant("authenticated_at").notNull().defaultNow(),
    /**
     * How it was opened (`password`, `password+otp`, `passkey`, `email-link`…); a passkey
     * verifies the user on the device, so it alone is two factors.
     */
    signInMethod: text("sign_in_method").$type<SignInMethod>(),
    createdAt: instant("created_at").notNull().defaultNow(),
    lastUsedAt: instant("last_used_at").notNull().defaultNow(),
    /** Absolute end of the family; rotation never extends it. */
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (table) => [index("auth_sessions_user_idx").on(table.userId)],
);

/**
 * Refresh tokens by hash only; a used one seen again revokes its whole session,
 * unless it comes back within the grace window: then `successor` (the pair it
 * was rotated into, sealed with a key only the presented token derives) is
 * answered again.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    usedAt: instant("used_at"),
    successor: text("successor"),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

export type ActionPurpose = "verify-email" | "reset-password" | "second-factor" | "change-email";

/** Single-use codes sent by e-mail, and pending second-factor sign-ins; hashes only. */
export const actionCodes = pgTable(
  "action_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    purpose: text("purpose").$type<ActionPurpose>().notNull(),
    /** The address a verification code was sent to; a later e-mail change voids it. */
    email: text("email"),
    /** A pending second factor: the sign-in's first step, recorded with the session it opens. */
    signInStep: text("sign_in_step").$type<SignInStep>(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("action_codes_user_idx").on(table.userId, table.purpose)],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    usedAt: instant("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** A social sign-in linked to an account: the provider's issuer and subject. */
export const identities = pgTable(
  "identities",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("identities_issuer_subject_uq").on(table.issuer, table.subject)],
);

/** A social sign-in in flight: PKCE verifier and nonce, keyed by the state's hash. */
export const oidcLogins = pgTable("oidc_logins", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectTo: text("redirect_to").notNull().default("/"),
  expiresAt: instant("expires_at").notNull(),
  /** Set when a signed-in account is adding this provider: the callback links instead of signing in. */
  linkUserId: integer("link_user_id").references(() => users.id, { onDelete: "cascade" }),
});

/**
 * A provider identity whose address belongs to an account it could not join on its own:
 * held for the browser (by a cookie token's hash) until that account is proven there. Single use.
 */
export const pendingLinks = pgTable("pending_links", {
  tokenHash: text("token_hash").primaryKey(),
  issuer: text("issuer").notNull(),
  subject: text("subject").notNull(),
  email: text("email").notNull(),
  expiresAt: instant("expires_at").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

export type PasswordlessChannel = "email-link" | "phone";

/**
 * A passwordless sign-in in flight: a mailed link or a texted code, by hash only.
 * No user row is needed yet (a new address makes its account on first use).
 */
export const passwordlessCodes = pgTable(
  "passwordless_codes",
  {
    id: text("id").primaryKey(),
    channel: text("channel").$type<PasswordlessChannel>().notNull(),
    /** The e-mail address (lower-cased) or phone number (E.164) the code went to. */
    address: text("address").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Hash of the nonce in the asking browser's cookie; another browser must confirm. */
    browserHash: text("browser_hash"),
    /** The guest who asked, upgraded in place when the address has no account yet. */
    guestUserId: integer("guest_user_id").references(() => users.id, { onDelete: "set null" }),
    returnTo: text("return_to").notNull().default("/"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("passwordless_codes_hash_uq").on(table.codeHash),
    index("passwordless_codes_address_idx").on(table.channel, table.address, table.createdAt),
  ],
);

/**
 * A passkey (WebAuthn credential) of an account: the public key and the last
 * signature counter the authenticator reported. Ids are base64url.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** A 32-bit unsigned counter: past int4's range, so bigint. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    lastUsedAt: instant("last_used_at"),
  },
  (table) => [
    uniqueIndex("passkeys_credential_uq").on(table.credentialId),
    index("passkeys_user_idx").on(table.userId),
  ],
);

export type PasskeyCeremony = "registration" | "authentication";

/**
 * Challenges handed to browsers, deleted when answered (single use). Sign-in
 * challenges have no user: the passkey chosen names the account.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    ceremony: text("ceremony").$type<PasskeyCeremony>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [index("passkey_challenges_expires_idx").on(table.expiresAt)],
);

/**
 * An invitation to join the staff: the address it was mailed to, the role it grants, and how it
 * ended (accepted into an account, or withdrawn). Only the token's hash is kept. One open
 * invitation per address: inviting again withdraws the old one.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    acceptedUserId: integer("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: instant("revoked_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_invites_token_uq").on(table.tokenHash),
    uniqueIndex("staff_invites_open_email_uq")
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("staff_invites_created_idx").on(table.createdAt),
  ],
);
