import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateVapidKeys, isVapidPair } from "../platform/vapid-keys.ts";

export type Secrets = {
  sessionSecret: string;
  passwordPepper: string;
  adminToken: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
};

/** The secret settings as configured; any left out are generated here. */
type SecretSettings = {
  SESSION_SECRET?: string;
  PASSWORD_PEPPER?: string;
  ADMIN_TOKEN?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
};

/**
 * Secrets left unset are generated once and kept in DATA_DIR/secrets.json, so a
 * single-node install works with no configuration and survives restarts.
 */
export function resolveSecrets(raw: SecretSettings, dataDir: string): Secrets {
  const file = join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
    } catch {
      stored = {};
    }
  }
  const make = () => randomBytes(32).toString("base64url");
  const storedVapid = { publicKey: stored.vapidPublicKey ?? "", privateKey: stored.vapidPrivateKey ?? "" };
  const vapid =
    raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
      ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
      : isVapidPair(storedVapid)
        ? storedVapid
        : generateVapidKeys();
  const secrets: Secrets = {
    sessionSecret: raw.SESSION_SECRET ?? stored.sessionSecret ?? make(),
    passwordPepper: raw.PASSWORD_PEPPER ?? stored.passwordPepper ?? make(),
    adminToken: raw.ADMIN_TOKEN ?? stored.adminToken ?? make(),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  const toStore: Partial<Secrets> = {};
  if (!raw.SESSION_SECRET) toStore.sessionSecret = secrets.sessionSecret;
  if (!raw.PASSWORD_PEPPER) toStore.passwordPepper = secrets.passwordPepper;
  if (!raw.ADMIN_TOKEN) toStore.adminToken = secrets.adminToken;
  if (!raw.VAPID_PRIVATE_KEY) {
    toStore.vapidPublicKey = secrets.vapidPublicKey;
    toStore.vapidPrivateKey = secrets.vapidPrivateKey;
  }
  if (Object.keys(toStore).length > 0 && JSON.stringify(toStore) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(toStore, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
