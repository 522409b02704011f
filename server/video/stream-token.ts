import { createHmac, timingSafeEqual } from "node:crypto";

/** How long an issued stream address works; a player asks again for a longer watch. */
export const STREAM_TOKEN_SECONDS = 5 * 60;

/**
 * What a stream token grants: one video's folder, to one account (0 for a free video's guest),
 * until `expires` (Unix seconds). `stream` names the account's gated-stream row, "-" when the
 * video is free or a staff preview. The token sits in the path before the video id, so the
 * playlists' relative segment addresses carry it too.
 */
export type StreamGrant = { videoId: number; userId: number; stream: string; expires: number };

const keyOf = (secret: string) => createHmac("sha256", secret).update("video-stream-token/v1").digest();

const signatureOf = (key: Buffer, grant: StreamGrant) =>
  createHmac("sha256", key)
    .update(`/media/video/${grant.videoId}/|${grant.userId}|${grant.stream}|${grant.expires}`)
    .digest("base64url");

export function signStreamToken(secret: string, grant: StreamGrant): string {
  const key = keyOf(secret);
  return [grant.expires.toString(36), grant.userId.toString(36), grant.stream, signatureOf(key, grant)].join(
    ".",
  );
}

export type TokenCheck =
  | { ok: true; grant: StreamGrant }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Checks a token for the video in the same path; the signature is compared in constant time. */
export function verifyStreamToken(
  secret: string,
  token: string,
  videoId: number,
  nowSeconds: number,
): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "malformed" };
  const [exp, user, stream, signature] = parts as [string, string, string, string];
  if (
    !/^[0-9a-z]{1,12}$/.test(exp) ||
    !/^[0-9a-z]{1,12}$/.test(user) ||
    !/^(-|[0-9a-f-]{36})$/.test(stream)
  ) {
    return { ok: false, reason: "malformed" };
  }
  const grant: StreamGrant = {
    videoId,
    userId: Number.parseInt(user, 36),
    stream,
    expires: Number.parseInt(exp, 36),
  };
  const expected = Buffer.from(signatureOf(keyOf(secret), grant));
  const presented = Buffer.from(signature);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented))
    return { ok: false, reason: "forged" };
  if (grant.expires <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, grant };
}
