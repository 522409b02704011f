import { scopesOf } from "./roles.ts";
import type { users } from "./schema.ts";

type UserRow = typeof users.$inferSelect;

/** The user object a client reads from `data` (never the hash or the TOTP secret). */
export type UserBody = {
  id: number;
  email: string;
  email_verified: boolean;
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
