import { resolve } from "node:path";
import { z } from "zod";
import { dataDirWriteProblem } from "../platform/disk-space.ts";
import { isVapidPair, vapidPrivateKey, vapidPublicKey, vapidSubject } from "../platform/vapid-keys.ts";
import { signInSettings } from "./auth.ts";
import { mediaSettings, mediaSettingsIssues } from "./media.ts";
import { BANK_ACCOUNT_KEYS, paymentSettings, sandboxDefault } from "./payments.ts";
import { proxyTrustSetting } from "./proxy-trust.ts";
import { resolveSecrets, type Secrets } from "./secrets.ts";
import { workerCount, workerSettings, workerSettingsIssues } from "./workers.ts";

const optionalUrl = z.url().optional();
const secret = z.string().min(32, "must be at least 32 characters").optional();

/** Every setting of the product, read from the environment once at boot. */
export { AUTH_METHOD_NAMES, type AuthMethod } from "./auth.ts";
export type { Secrets } from "./secrets.ts";

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(".data"),
  // A first start writes the embedded database (about 70 MB) and the demo's media; a quarter of this
  // is kept free while running, below which writes are refused with 507.
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(256),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Unset: readable on a terminal in development, JSON otherwise (see logFormat). */
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  /** An info line per answered request (the access log); `npm start` on a terminal turns it off. */
  LOG_REQUESTS: z.enum(["on", "off"]).default("on"),
  TRUST_PROXY: proxyTrustSetting.default({ mode: "none" }),

  SITE_NAME: z.string().min(1).max(60).default("Goalline"),
  /** Defaults to the address this server answers on (see servedUrl). */
  SITE_URL: z.url().optional(),
  SITE_API_PATH: z
    .string()
    .regex(/^\/[a-z0-9/_-]*$/, "must be a path starting with /")
    .default("/api"),
  PREVIEW_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().optional(),
  GAME_API_BASE: optionalUrl,
  IMAGE_HOST: optionalUrl,
  PAYMENT_API_BASE: optionalUrl,
  PAYMENT_CLIENT_ID: z.string().min(1).optional(),
  PRICING_OVERLAY_DOMAIN: z.string().min(1).optional(),
  ADMIN_API_BASE: optionalUrl,
  ANALYTICS_SCRIPT_URL: optionalUrl,
  /** Hosts editors may add HLS streams from (comma-separated https origins); browsers may load only these. */
  VIDEO_HLS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https$/, message: "must be https origins, comma-separated" })
          .transform((url) => new URL(url).origin),
      ),
    ),

  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Label of the social sign-in button, e.g. "Google". */
  OIDC_NAME: z.string().min(1).max(40).default("your provider"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** New accounts per visitor address an hour; raise it when many fans share one address (venue Wi-Fi). */
  REGISTRATIONS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Words the chat masks on top of its built-in list, comma-separated. */
  CHAT_BLOCKED_WORDS: z.string().max(20_000).optional(),

  /** Invents live events for every match due or in play; unset: on, except in production. */
  SIMULATOR: z.enum(["on", "off"]).optional(),
  SIMULATOR_SPEED: z.coerce.number().positive().max(600).default(1),
  SIMULATOR_SEED: z.coerce.number().int().optional(),
  /**
   * Tests and benchmarks only: the demo world is planned as at this moment (an ISO date and time with
   * its zone, e.g. 2026-12-02T03:55Z) and moved in time so that the moment falls on the boot. Which
   * leagues are in play, at which minutes, is that hour's; the server's clock stays the real one.
   */
  DEMO_NOW: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      "must be an ISO date and time with its zone, like 2026-12-02T03:55Z",
    )
    .transform((value) => new Date(value))
    .refine((at) => !Number.isNaN(at.getTime()), "must be a real date and time")
    .optional(),
  FOOTBALL_DATA_TOKEN: z.string().min(1).optional(),
  /** Comma-separated football-data.org competition codes, e.g. "PL,CL". */
  FOOTBALL_DATA_COMPETITIONS: z
    .string()
    .regex(/^[A-Z0-9]+(,[A-Z0-9]+)*$/, "must be comma-separated competition codes like PL,CL")
    .default("PL"),
  LIVE_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Memory for rendered anonymous pages, per process (server/app/page-cache.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** In-play odds widgets and their API; "false" hides every price where betting content is not allowed. */
  ODDS_ENABLED: z
    .enum(["true", "false"], { message: 'must be "true" or "false"' })
    .default("true")
    .transform((value) => value === "true"),

  SESSION_SECRET: secret,
  PASSWORD_PEPPER: secret,
  ADMIN_TOKEN: secret,
  /** Lets a scraper on another machine read /metrics; loopback needs no token. */
  METRICS_TOKEN: secret,
  /** Web Push keys; set both (several servers must share them) or neither to generate a pair. */
  VAPID_PUBLIC_KEY: vapidPublicKey.optional(),
  VAPID_PRIVATE_KEY: vapidPrivateKey.optional(),
  /** Contact push services may use: `mailto:` or https. Defaults from SUPPORT_EMAIL or SITE_URL. */
  VAPID_SUBJECT: vapidSubject.optional(),

  ...paymentSettings,
  ...mediaSettings,
  ...signInSettings,
  ...workerSettings,
});

/**
 * The address a browser on this machine opens for a server listening on HOST and PORT: the
 * wildcard hosts mean "every interface", so localhost. PORT 0 lets the system pick a port at
 * listen time, unknown here, so the address then has none (set SITE_URL in that case).
 */
export function servedUrl(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const name = bare === "0.0.0.0" || bare === "::" ? "localhost" : bare.includes(":") ? `[${bare}]` : bare;
  return new URL(`http://${name}${port === 0 ? "" : `:${port}`}`).origin;
}

// Links, sitemaps and e-mails must point where the site is served, also when only PORT changes.
const withSiteUrl = configSchema.transform((raw, ctx) => {
  if (raw.SITE_URL) return { ...raw, SITE_URL: raw.SITE_URL };
  try {
    return { ...raw, SITE_URL: servedUrl(raw.HOST, raw.PORT) };
  } catch {
    ctx.addIssue({ code: "custom", path: ["HOST"], message: "must be a host name or IP address" });
    return z.NEVER;
  }
});

type RawConfig = Omit<z.output<typeof withSiteUrl>, "WORKERS" | "SIMULATOR" | "PAYMENT_SANDBOX"> & {
  /** HTTP server processes on the port: WORKERS, else every core with PostgreSQL and Redis, else 1. */
  WORKERS: number;
  /** The demo switches, resolved: set, or their default for NODE_ENV (docs/deploy.md). */
  SIMULATOR: "on" | "off";
  PAYMENT_SANDBOX: "on" | "off";
};
export type Config = Omit<
  RawConfig,
  "SESSION_SECRET" | "PASSWORD_PEPPER" | "ADMIN_TOKEN" | "VAPID_PRIVATE_KEY"
> & {
  secrets: Secrets;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** Validates the whole environment and reports every bad key at once. */
export function parseConfig(env: Record<string, string | undefined>): RawConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = withSiteUrl.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  const raw: RawConfig = {
    ...result.data,
    WORKERS: workerCount(result.data),
    SIMULATOR: result.data.SIMULATOR ?? (result.data.NODE_ENV === "production" ? "off" : "on"),
    PAYMENT_SANDBOX: result.data.PAYMENT_SANDBOX ?? sandboxDefault(result.data),
  };
  // The settings that go together, all checked, so one message names every key to fix.
  const issues = workerSettingsIssues(result.data);
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    issues.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
  } else if (
    raw.VAPID_PUBLIC_KEY &&
    raw.VAPID_PRIVATE_KEY &&
    !isVapidPair({ publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY })
  ) {
    issues.push("VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY");
  }
  if (raw.BANK_WEBHOOK_SECRET) {
    for (const key of BANK_ACCOUNT_KEYS.filter((key) => !raw[key])) {
      issues.push(`${key}: required when BANK_WEBHOOK_SECRET is set`);
    }
  }
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    issues.push("STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither");
  }
  issues.push(...mediaSettingsIssues(raw));
  if (Boolean(raw.OIDC_ISSUER) !== Boolean(raw.OIDC_CLIENT_ID)) {
    issues.push("OIDC_ISSUER, OIDC_CLIENT_ID: set both for social sign-in, or neither");
  }
  if (raw.NODE_ENV === "production" && raw.DATABASE_URL) {
    // A real deployment must bring its own secrets; generated ones would differ per node.
    for (const key of (["SESSION_SECRET", "PASSWORD_PEPPER"] as const).filter((key) => !raw[key])) {
      issues.push(`${key}: required in production with DATABASE_URL`);
    }
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return raw;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = parseConfig(env);
  const dataDir = resolve(raw.DATA_DIR);
  // Before the secrets are written there: a read-only DATA_DIR is a setting to fix, said with its path.
  const unwritable = dataDirWriteProblem(dataDir);
  if (unwritable) throw new ConfigError([`DATA_DIR: ${unwritable}`]);
  const secrets = resolveSecrets(raw, dataDir);
  const { SESSION_SECRET: _s, PASSWORD_PEPPER: _p, ADMIN_TOKEN: _a, VAPID_PRIVATE_KEY: _v, ...rest } = raw;
  return { ...rest, dataDir, secrets };
}

/** The only settings the browser ever sees: an explicit allow-list. */
export type PublicConfig = {
  siteName: string;
  siteUrl: string;
  apiPath: string;
  imageHost: string | null;
  supportEmail: string | null;
  gameApiBase: string | null;
  paymentClientId: string | null;
  pricingOverlayDomain: string | null;
  previewUrl: string | null;
  analyticsScriptUrl: string | null;
  /** For PushManager.subscribe's applicationServerKey. */
  vapidPublicKey: string;
};

export function publicConfig(config: Config): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    apiPath: config.SITE_API_PATH,
    imageHost: config.IMAGE_HOST ?? null,
    supportEmail: config.SUPPORT_EMAIL ?? null,
    gameApiBase: config.GAME_API_BASE ?? null,
    paymentClientId: config.PAYMENT_CLIENT_ID ?? null,
    pricingOverlayDomain: config.PRICING_OVERLAY_DOMAIN ?? null,
    previewUrl: config.PREVIEW_URL ?? null,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL ?? null,
    vapidPublicKey: config.secrets.vapidPublicKey,
  };
}
