import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { robotsText } from "../platform/site-files.ts";
import { generateVapidKeys } from "../platform/vapid-keys.ts";
import { ConfigError, loadConfig, parseConfig, publicConfig } from "./config.ts";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "goalline-config-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `node server/main.ts` with the environment given (and a fresh DATA_DIR) until it exits. */
async function startServerWith(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH, ...env, DATA_DIR: dataDir() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on("close", done));
  return { code, stderr };
}

function issuesOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("configuration", () => {
  it("runs with no settings at all, on the documented defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: ".data",
      SITE_NAME: "Goalline",
      SITE_API_PATH: "/api",
      SITE_URL: "http://localhost:3000",
      NODE_ENV: "development",
      LOG_LEVEL: "info",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("points links at the address actually served when SITE_URL is unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: "4000" });
    expect(config.SITE_URL).toBe("http://localhost:4000");
    expect(publicConfig(config).siteUrl).toBe("http://localhost:4000");
    expect(robotsText(config.SITE_URL)).toContain("Sitemap: http://localhost:4000/sitemap.xml");

    const siteUrl = (env: Record<string, string>) => parseConfig(env).SITE_URL;
    expect(siteUrl({ HOST: "0.0.0.0", PORT: "4000" })).toBe("http://localhost:4000");
    expect(siteUrl({ HOST: "::", PORT: "4000" })).toBe("http://localhost:4000");
    expect(siteUrl({ HOST: "127.0.0.1", PORT: "4000" })).toBe("http://127.0.0.1:4000");
    expect(siteUrl({ HOST: "::1", PORT: "4000" })).toBe("http://[::1]:4000");
    expect(siteUrl({ HOST: "scores.lan" })).toBe("http://scores.lan:3000");
    expect(siteUrl({ PORT: "80" })).toBe("http://localhost");
    expect(siteUrl({ PORT: "4000", SITE_URL: "https://scores.example" })).toBe("https://scores.example");
  });

  it("rejects a HOST that cannot be part of an address", () => {
    expect(issuesOf({ HOST: "my host" })).toEqual(["HOST: must be a host name or IP address"]);
  });

  it("takes external HLS hosts as https origins only", () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        VIDEO_HLS_ORIGINS: "https://cdn.example.org/path, https://b.example",
      }).VIDEO_HLS_ORIGINS,
    ).toEqual(["https://cdn.example.org", "https://b.example"]);
    expect(issuesOf({ VIDEO_HLS_ORIGINS: "http://cdn.example.org" })[0]).toMatch(
      /^VIDEO_HLS_ORIGINS\.0: must be https origins/,
    );
  });

  it("lists every bad key at once", () => {
    const issues = issuesOf({
      PORT: "eighty",
      SITE_URL: "not a url",
      DATABASE_URL: "mysql://db",
      SUPPORT_EMAIL: "nobody",
      SITE_API_PATH: "api",
      SESSION_SECRET: "short",
    });
    const keys = issues.map((issue) => issue.split(":")[0]);
    expect(keys.sort()).toEqual(
      ["DATABASE_URL", "PORT", "SESSION_SECRET", "SITE_API_PATH", "SITE_URL", "SUPPORT_EMAIL"].sort(),
    );
    expect(issues.find((issue) => issue.startsWith("SESSION_SECRET"))).toContain("at least 32 characters");
  });

  it("asks a production deployment on PostgreSQL for its own secrets", () => {
    const issues = issuesOf({ NODE_ENV: "production", DATABASE_URL: "postgres://db/goalline" });
    expect(issues).toEqual([
      "SESSION_SECRET: required in production with DATABASE_URL",
      "PASSWORD_PEPPER: required in production with DATABASE_URL",
    ]);
  });

  it("runs one process on the embedded database, every core on PostgreSQL with Redis", () => {
    expect(parseConfig({}).WORKERS).toBe(1);
    expect(parseConfig({ DATABASE_URL: "postgres://db/goalline" }).WORKERS).toBe(1);
    expect(parseConfig({ DATABASE_URL: "postgres://db/goalline", REDIS_URL: "redis://cache" }).WORKERS).toBe(
      availableParallelism(),
    );
    expect(
      parseConfig({ DATABASE_URL: "postgres://db/goalline", REDIS_URL: "redis://cache", WORKERS: "3" })
        .WORKERS,
    ).toBe(3);
    expect(parseConfig({ WORKERS: "1" }).WORKERS).toBe(1);
  });

  it("refuses several workers without PostgreSQL and Redis, naming what is missing", () => {
    expect(issuesOf({ WORKERS: "2" })).toEqual([
      "WORKERS: more than 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL; set DATABASE_URL and REDIS_URL, or WORKERS=1 (the embedded database and the in-process live bus serve one process only)",
    ]);
    expect(issuesOf({ WORKERS: "4", DATABASE_URL: "postgres://db/goalline" })[0]).toMatch(
      /^WORKERS: more than 1 needs .*; set REDIS_URL, or WORKERS=1/,
    );
    expect(issuesOf({ WORKERS: "0" })[0]).toMatch(/^WORKERS: /);
  });

  it("offers bank transfers only with the whole account configured", () => {
    expect(
      issuesOf({ BANK_WEBHOOK_SECRET: "bank-secret-0123456789", BANK_NAME: "Riverside Savings" }),
    ).toEqual([
      "BANK_ACCOUNT_NAME: required when BANK_WEBHOOK_SECRET is set",
      "BANK_ACCOUNT_NUMBER: required when BANK_WEBHOOK_SECRET is set",
      "BANK_QR_SCHEME_ID: required when BANK_WEBHOOK_SECRET is set",
      "BANK_COUNTRY: required when BANK_WEBHOOK_SECRET is set",
      "BANK_CITY: required when BANK_WEBHOOK_SECRET is set",
    ]);
    expect(
      issuesOf({ BILLING_CURRENCY: "euro", BANK_WEBHOOK_SECRET: "short" }).map((i) => i.split(":")[0]),
    ).toEqual(["BILLING_CURRENCY", "BANK_WEBHOOK_SECRET"]);
  });

  it("names every key of every incomplete group in one message", () => {
    expect(
      issuesOf({
        BANK_WEBHOOK_SECRET: "bank-secret-0123456789",
        STRIPE_SECRET_KEY: "sk_test_0123456789abcdef",
        MEDIA_S3_BUCKET: "goalline-media",
        WORKERS: "2",
      }),
    ).toEqual([
      "WORKERS: more than 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL; set DATABASE_URL and REDIS_URL, or WORKERS=1 (the embedded database and the in-process live bus serve one process only)",
      "BANK_NAME: required when BANK_WEBHOOK_SECRET is set",
      "BANK_ACCOUNT_NAME: required when BANK_WEBHOOK_SECRET is set",
      "BANK_ACCOUNT_NUMBER: required when BANK_WEBHOOK_SECRET is set",
      "BANK_QR_SCHEME_ID: required when BANK_WEBHOOK_SECRET is set",
      "BANK_COUNTRY: required when BANK_WEBHOOK_SECRET is set",
      "BANK_CITY: required when BANK_WEBHOOK_SECRET is set",
      "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither",
      "MEDIA_S3_ACCESS_KEY_ID: required when MEDIA_S3_BUCKET is set",
      "MEDIA_S3_SECRET_ACCESS_KEY: required when MEDIA_S3_BUCKET is set",
    ]);
  });

  it("offers card payments only with a Stripe key and webhook secret, and an API base that is an origin", () => {
    expect(issuesOf({ STRIPE_SECRET_KEY: "sk_test_0123456789abcdef" })).toEqual([
      "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither",
    ]);
    expect(
      issuesOf({
        STRIPE_SECRET_KEY: "pk_test_0123456789abcdef",
        STRIPE_WEBHOOK_SECRET: "secret",
        STRIPE_API_BASE: "http://127.0.0.1:12111/v1",
      }).map((issue) => issue.split(":")[0]),
    ).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]);
    const config = parseConfig({
      STRIPE_SECRET_KEY: "sk_live_0123456789abcdef",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
  });

  it("sends the browser only the allow-listed settings, never a secret", () => {
    const secret = "s".repeat(40);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: secret,
      PASSWORD_PEPPER: `p${secret}`,
      ADMIN_TOKEN: `a${secret}`,
      OIDC_ISSUER: "https://id.example.org",
      OIDC_CLIENT_ID: "goalline",
      OIDC_CLIENT_SECRET: "oidc-secret",
      DATABASE_URL: "postgres://user:password@db/goalline",
      REDIS_URL: "redis://:password@cache:6379",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
    });
    const exposed = publicConfig(config);
    expect(exposed).toMatchObject({
      siteName: "Goalline",
      apiPath: "/api",
      siteUrl: "http://localhost:3000",
    });
    for (const key of Object.keys(exposed)) {
      expect(key).not.toMatch(/secret|token|password|pepper|database|redis/i);
    }
    expect(exposed.analyticsScriptUrl).toBe("https://stats.example.com/script.js");
    const serialized = JSON.stringify(exposed);
    for (const hidden of [secret, "oidc-secret", "password", "postgres://", "redis://"]) {
      expect(serialized).not.toContain(hidden);
    }
  });

  it("takes Web Push keys from the environment only as a matching pair, and shows the browser the public one", () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:ops@example.com",
    });
    expect(config.secrets).toMatchObject({
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
    });
    expect(publicConfig(config).vapidPublicKey).toBe(keys.publicKey);
    expect(JSON.stringify(publicConfig(config))).not.toContain(keys.privateKey);

    const other = generateVapidKeys();
    expect(issuesOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither",
    ]);
    expect(issuesOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      "VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY",
    ]);
    expect(issuesOf({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "x+y", VAPID_SUBJECT: "ops" })).toEqual([
      "VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key (65 bytes)",
      "VAPID_PRIVATE_KEY: must be base64url without padding",
      "VAPID_SUBJECT: must be a mailto: address or an https:// URL",
    ]);
  });

  it("stops a server asked for several workers on the embedded database with exit code 1", async () => {
    const { code, stderr } = await startServerWith({ WORKERS: "2" });
    expect(code).toBe(1);
    expect(stderr).toContain(
      "Invalid configuration:\n  - WORKERS: more than 1 needs DATABASE_URL (PostgreSQL)",
    );
  });

  it("stops the server with exit code 1 and names every bad key", async () => {
    const { code, stderr } = await startServerWith({ PORT: "99999", SITE_URL: "nowhere" });
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/SITE_URL: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
