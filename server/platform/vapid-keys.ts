import { createECDH } from "node:crypto";
import { z } from "zod";

/**
 * VAPID (RFC 8292) identifies this server to browser push services: a P-256
 * key pair, the public half uncompressed (65 bytes), both base64url.
 */
export type VapidKeys = { publicKey: string; privateKey: string };

const base64url = /^[A-Za-z0-9_-]+$/;
const decodedLength = (value: string) => Buffer.from(value, "base64url").length;

export const vapidPublicKey = z
  .string()
  .regex(base64url, { message: "must be base64url without padding", abort: true })
  .refine(
    (value) => decodedLength(value) === 65 && Buffer.from(value, "base64url")[0] === 4,
    "must be an uncompressed P-256 public key (65 bytes)",
  );

export const vapidPrivateKey = z
  .string()
  .regex(base64url, { message: "must be base64url without padding", abort: true })
  .refine((value) => decodedLength(value) === 32, "must be a P-256 private key (32 bytes)");

/** Who runs this server, for push services to reach: `mailto:` or an https URL. */
export const vapidSubject = z
  .string()
  .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL");

export function generateVapidKeys(): VapidKeys {
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  // A private key with leading zero bytes comes out shorter; push services expect all 32.
  const privateKey = curve.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { publicKey: curve.getPublicKey().toString("base64url"), privateKey: padded.toString("base64url") };
}

/** Whether the public key is the one the private key makes. */
export function isVapidPair(keys: VapidKeys): boolean {
  try {
    const curve = createECDH("prime256v1");
    curve.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    return curve.getPublicKey().toString("base64url") === keys.publicKey;
  } catch {
    return false;
  }
}
