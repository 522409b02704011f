import { scopesOf } from "./roles.ts";
import type { users } from "./schema.ts";

type UserRow = typeof users.$inferSelect;

/** The user object a client reads from `data` (never the hash or the TOTP secret). */
export type UserBody = {
  id: number;
  email: string | null;
  email_verified: boolean;
  /** E.164, when the account signs in by phone. */
  phone_number: string | null;
  /** A guest account: no way back in but its session until it is upgraded. */
  anonymous: boolean;
  display_name: string;
  avatar_url: string | null;
  role: string;
  scopes: string[];
  two_factor_enabled: boolean;
  has_password: boolean;
  created_at: string;
  last_sign_in_at: string | null;
};

export function toUserBody(user: UserRow): UserBody {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    phone_number: user.phoneNumber,
    anonymous: user.anonymous,
    display_name: user.displayName,
    avatar_url: user.avatarUrl,
    role: user.role,
    scopes: scopesOf(user.role),
    two_factor_enabled: user.totpEnabled,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
  };
}

export type TokenBody = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
};

export type SignedIn = { data: UserBody & { token: TokenBody } };
