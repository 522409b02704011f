import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import type { AuthContext, ClientInfo } from "./context.ts";
import { settleBrowser } from "./linking.ts";
import { openSuccessor, sealSuccessor, withinGrace } from "./refresh-grace.ts";
import { scopesOf } from "./roles.ts";
import { authSessions, refreshTokens, type SignInMethod, users } from "./schema.ts";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, randomToken, sha256 } from "./tokens.ts";
import { type SignedIn, toUserBody } from "./user-view.ts";

type UserRow = typeof users.$inferSelect;

/** The access token's `amr` (RFC 8176 style): the steps that opened the session. */
const amrOf = (method: SignInMethod | null) => (method ? method.split("+") : []);

export const sessionExpired = () =>
  new AppError("unauthenticated", "user-token-expired", "Your session has expired. Please sign in again.");

/**
 * A signed-in request: the user, the session (device), when the user last
 * proved who they are, and when the session was last used before this request
 * (to the minute), so staff areas can end idle sessions.
 */
export type Authenticated = {
  user: UserRow;
  sessionId: string;
  authenticatedAt: Date;
  lastUsedAt: Date;
  /** Null for sessions opened before the method was recorded. */
  signInMethod: SignInMethod | null;
};

async function issuePair(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  session: { id: string; expiresAt: Date; signInMethod: SignInMethod | null },
) {
  const sessionId = session.id;
  const refresh = await ctx.signer.refresh({ userId: user.id, sessionId, expiresAt: session.expiresAt });
  await db.insert(refreshTokens).values({ tokenHash: sha256(refresh), sessionId });
  const access = await ctx.signer.access({ userId: user.id, sessionId, amr: amrOf(session.signInMethod) });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: "Bearer" as const,
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

/** Starts a new session (token family) for a user who just proved who they are, and settles the browser (linking.ts). */
export async function openSession(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  client: ClientInfo,
  signInMethod: SignInMethod,
): Promise<SignedIn> {
  const now = new Date();
  const id = randomToken(18);
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    id,
    userId: user.id,
    device: client.device.slice(0, 300),
    ip: client.ip,
    authenticatedAt: now,
    signInMethod,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  await settleBrowser(ctx, db, user, client);
  const [signedIn] = await db
    .update(users)
    .set({ lastSignInAt: now })
    .where(eq(users.id, user.id))
    .returning();
  const token = await issuePair(ctx, db, user, { id, expiresAt, signInMethod });
  await recordStaffEvent(db, user, "auth.sign-in", client.ip, {
    method: signInMethod,
    device: client.device,
  });
  return { data: { ...toUserBody(signedIn ?? user), token } };
}

/**
 * Staff accounts' own security events go to the audit log beside what they do with the role: every
 * sign-in (how, from which device and address) and two-step turned on or off. Fans' are their own.
 */
export async function recordStaffEvent(
  db: Db,
  user: UserRow,
  action: "auth.sign-in" | "auth.two-step.enable" | "auth.two-step.disable",
  ip: string | null,
  after?: Record<string, unknown>,
): Promise<void> {
  if (!scopesOf(user.role).includes("cms")) return;
  await recordAudit(db, {
    actor: { kind: "account", id: String(user.id), role: user.role },
    action,
    target: { type: "user", id: user.id },
    after: after ?? null,
    ip,
  });
}

/**
 * Rotation: the presented token is spent. Presented again within the grace
 * window it answers the same successor pair; later, it revokes the whole family.
 */
export async function refreshSession(
  ctx: AuthContext,
  refreshToken: string,
  client: ClientInfo,
): Promise<SignedIn> {
  const claims = await ctx.signer.verifyRefresh(refreshToken);
  if (!claims) throw sessionExpired();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!row || row.session.id !== claims.sessionId) throw sessionExpired();
    const { session, user } = row;
    if (session.revokedAt || session.expiresAt <= new Date()) throw sessionExpired();
    const spentAt = new Date();
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: spentAt })
      .where(and(eq(refreshTokens.tokenHash, row.token.tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ hash: refreshTokens.tokenHash });
    if (spent.length === 0) {
      // Read again: a parallel rotation of this token may have committed since the select above.
      const [again] = await tx
        .select({ usedAt: refreshTokens.usedAt, successor: refreshTokens.successor })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, row.token.tokenHash));
      const pair =
        again?.successor && withinGrace(again.usedAt) ? openSuccessor(refreshToken, again.successor) : null;
      if (pair && !user.disabled) {
        return { kind: "rotated" as const, signedIn: { data: { ...toUserBody(user), token: pair } } };
      }
      return { kind: "reused" as const, userId: user.id, sessionId: session.id };
    }
    if (user.disabled) throw userDisabled();
    await tx
      .update(authSessions)
      .set({
        lastUsedAt: new Date(),
        ip: client.ip ?? session.ip,
        device: client.device.slice(0, 300) || session.device,
      })
      .where(eq(authSessions.id, session.id));
    const token = await issuePair(ctx, tx, user, session);
    await tx
      .update(refreshTokens)
      .set({ successor: sealSuccessor(refreshToken, token) })
      .where(eq(refreshTokens.tokenHash, row.token.tokenHash));
    return { kind: "rotated" as const, signedIn: { data: { ...toUserBody(user), token } } };
  });
  if (outcome.kind === "rotated") return outcome.signedIn;
  // Outside the transaction above: the revocation must stick even though the request fails.
  await revokeSessions(ctx.db, eq(authSessions.id, outcome.sessionId), "refresh-token-reuse");
  ctx.logger.warn(
    { userId: outcome.userId, sessionId: outcome.sessionId },
    "refresh token reused: session revoked",
  );
  throw sessionExpired();
}

export const userDisabled = () =>
  new AppError("forbidden", "user-disabled", "This account has been disabled.");

/** Resolves an access token to its user and session, or null when it no longer holds. */
export async function authenticate(ctx: AuthContext, accessToken: string): Promise<Authenticated | null> {
  const claims = await ctx.signer.verifyAccess(accessToken);
  if (!claims) return null;
  const [row] = await ctx.db
    .select({ user: users, session: authSessions })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(users.id, claims.userId)));
  if (!row) return null;
  const { user, session } = row;
  if (session.revokedAt || session.expiresAt <= new Date() || user.disabled) return null;
  if (claims.issuedAtMs < user.validAfter.getTime()) return null;
  // "Last used" on the sessions list needs minute precision, not a write per request.
  await ctx.db
    .update(authSessions)
    .set({ lastUsedAt: new Date() })
    .where(
      and(eq(authSessions.id, session.id), sql`${authSessions.lastUsedAt} < now() - interval '1 minute'`),
    );
  return {
    user,
    sessionId: session.id,
    authenticatedAt: session.authenticatedAt,
    lastUsedAt: session.lastUsedAt,
    signInMethod: session.signInMethod,
  };
}

export async function revokeSessions(db: Db, where: ReturnType<typeof eq>, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(where, isNull(authSessions.revokedAt)));
}
