import { createHmac, timingSafeEqual } from "node:crypto";

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the header value the bank and the sandbox send. */
export const signatureOf = (secret: string, rawBody: string) =>
  `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;

/** Constant-time check of an `X-Signature` header against the raw body. */
export function hasValidSignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(secret, rawBody));
  const presented = Buffer.from(header.trim().toLowerCase());
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
