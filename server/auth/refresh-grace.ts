import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Two tabs or parallel fetches often present the same refresh token at once.
 * Within this window the second one gets the pair the first was rotated into,
 * instead of tripping reuse detection (docs/decisions/008-proxy-and-refresh-grace.md).
 */
export const REFRESH_GRACE_MS = 10_000;

export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
};

/** The key comes from the spent token itself, so the stored pair is useless without it. */
const keyOf = (refreshToken: string) => createHash("sha256").update(`grace:${refreshToken}`).digest();

export function sealSuccessor(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openSuccessor(refreshToken: string, sealed: string): TokenPair | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8")) as TokenPair;
  } catch {
    return null;
  }
}

export function withinGrace(usedAt: Date | null, now = Date.now()): boolean {
  return usedAt !== null && now - usedAt.getTime() <= REFRESH_GRACE_MS;
}
