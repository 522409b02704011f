import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 86_400;
export const REFRESH_TOKEN_DAYS = 30;
const AUDIENCE = "goalline";

export type AccessClaims = { userId: number; sessionId: string; issuedAtMs: number };

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export type TokenSigner = {
  /** `amr`: how the session was opened (`["password", "otp"]`, `["passkey"]`), for API clients to read. */
  access(claims: { userId: number; sessionId: string; amr: string[] }, now?: Date): Promise<string>;
  refresh(claims: { userId: number; sessionId: string; expiresAt: Date }, now?: Date): Promise<string>;
  /** Null for anything that is not a valid, unexpired access token of ours. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** The session a refresh token names; its expiry and reuse are checked in the database. */
  verifyRefresh(token: string): Promise<{ sessionId: string } | null>;
};

/**
 * HS256 JWTs. Both tokens carry `exp`, so clients can tell when each expires; `ts`
 * holds the issue time in milliseconds for the per-user "valid after" check.
 */
export function createTokenSigner(secret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const sign = (payload: Record<string, unknown>, subject: string, now: Date, expiresAt: Date) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setJti(randomToken(12))
      .sign(key);

  const verify = async (token: string, use: "access" | "refresh") => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer, audience: AUDIENCE, algorithms: ["HS256"] });
      if (payload.use !== use || typeof payload.sid !== "string") return null;
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };

  return {
    access: ({ userId, sessionId, amr }, now = new Date()) =>
      sign(
        { use: "access", sid: sessionId, ts: now.getTime(), amr },
        String(userId),
        now,
        new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
      ),
    refresh: ({ userId, sessionId, expiresAt }, now = new Date()) =>
      sign({ use: "refresh", sid: sessionId }, String(userId), now, expiresAt),
    async verifyAccess(token) {
      const payload = await verify(token, "access");
      if (!payload || typeof payload.ts !== "number") return null;
      return { userId: Number(payload.sub), sessionId: String(payload.sid), issuedAtMs: payload.ts };
    },
    async verifyRefresh(token) {
      const payload = await verify(token, "refresh");
      return payload ? { sessionId: String(payload.sid) } : null;
    },
  };
}
