import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { negotiateLocale, splitLocalePath } from "../../shared/i18n/locales.ts";
import { bodyLimitOf, createApiRouter } from "../http/api-router.ts";
import { apiValidators } from "../http/api-validators.ts";
import { compressAnswers } from "../http/brotli-answers.ts";
import { bearerOf, isDirectLoopback, sameSecret } from "../http/caller.ts";
import { clientAddressOf, publicRequest } from "../http/client-address.ts";
import { mountClientFiles } from "../http/client-files.ts";
import { bodyLimit, fromHttpException, readableBody, readableTarget } from "../http/edge.ts";
import { wordErrorsInRequestLanguage } from "../http/error-messages.ts";
import {
  AppError,
  databaseUnavailable,
  isAppError,
  STORAGE_RETRY_SECONDS,
  storageFull,
  storageFullError,
  toErrorBody,
} from "../http/errors.ts";
import { mountFlags } from "../http/flags.ts";
import { localeEdge } from "../http/locale-edge.ts";
import type { Metrics } from "../http/metrics.ts";
import { measureRequests } from "../http/metrics.ts";
import { mountApiDocuments, registerApiComponents } from "../http/openapi.ts";
import { type SecurityEnv, securityHeaders } from "../http/security-headers.ts";
import { createDiskRoom, runningReserveMb } from "../platform/disk-space.ts";
import { createOutageNotice } from "../platform/outage.ts";
import { exposeRequestTranslator, inLanguage } from "../platform/request-language.ts";
import { backSoonPage, diskFullPage } from "./back-soon.ts";
import type { SharedPageCache } from "./page-cache-bus.ts";
import { isApiPath, pageCacheEdge } from "./page-cache-edge.ts";
import type { Services } from "./services.ts";

export type PageHandler = (
  request: Request,
  scope: { nonce: string; requestId: string; clientIp: string | null },
) => Promise<Response>;

export type HttpAppOptions = {
  services: Services;
  metrics: Metrics;
  /** Renders React Router pages; absent in API-only tests. */
  pages?: PageHandler;
  /** build/client, served with long-lived caching for hashed assets. */
  clientDir?: string;
  dev?: boolean;
  /** Site-wide files answered by the server itself (robots.txt, sitemaps), ahead of static files. */
  mountSite?: (app: Hono<never>, services: Services) => void;
  /** Rendered anonymous pages shared between visitors (decision 036); absent, every page is rendered. */
  pageCache?: SharedPageCache;
  /** Domain routers mounted under the site API path. */
  mountApi?: (api: ReturnType<typeof createApiRouter>, services: Services) => void;
};

type Env = SecurityEnv & { Variables: { requestId: string; services: Services } };

export function createHttpApp(options: HttpAppOptions) {
  const { services, metrics } = options;
  const { config, logger } = services;
  const app = new Hono<Env>();
  const api = createApiRouter();

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (config.LOG_REQUESTS === "off") return;
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms,
      },
      "request",
    );
  });
  app.use(measureRequests(metrics));
  // Every request runs in its language: a page's from its address, the API's from Accept-Language.
  // Schema refusals and error sentences made while answering it are worded in that language.
  wordErrorsInRequestLanguage();
  exposeRequestTranslator();
  const isApi = isApiPath(config.SITE_API_PATH);
  app.use(async (c, next) => {
    const path = c.req.path;
    const locale = isApi(path)
      ? (negotiateLocale(c.req.header("Accept-Language")) ?? "en")
      : splitLocalePath(path).locale;
    // Tests that mount a bare app over a few services have no catalogues: their requests stay English.
    const catalogues = services.i18n as Services["i18n"] | undefined;
    const used = new Set<string>();
    await (catalogues ? inLanguage({ t: catalogues.recorder(locale, used), used }, next) : next());
    if (!isApi(path) && c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      c.res.headers.set("Content-Language", locale);
    }
  });
  app.use(securityHeaders(config, { dev: options.dev ?? false }));
  // Never text/event-stream (not a compressible type), so live streams stay unbuffered.
  app.use(compressAnswers());

  // A nearly full DATA_DIR refuses every write before it starts, so none is left half-done and the
  // embedded database is never the one to find the disk full; reads carry on.
  const disk = createDiskRoom({
    dir: config.dataDir,
    reserveMb: runningReserveMb(config.DATA_DIR_MIN_FREE_MB),
    logger,
  });
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !disk.full()) return next();
    if (isApiPath(config.SITE_API_PATH)(c.req.path)) throw storageFullError();
    metrics.errors.inc({ code: "insufficient-storage" });
    return diskFullPage(config.SITE_NAME, STORAGE_RETRY_SECONDS, sameSiteReferrer(c.req.raw));
  });

  app.use(readableTarget);
  app.use(bodyLimit((path) => bodyLimitOf(api, path, config.SITE_API_PATH)));
  app.use(readableBody);
  // Before the page cache: a fan is sent to their language's address before any page is answered.
  if (options.pages) app.use(localeEdge(isApiPath(config.SITE_API_PATH)));
  if (options.pageCache) {
    const apiPath = config.SITE_API_PATH;
    const staff = [`${apiPath}/cms/`, `${apiPath}/admin/`, "/cms/"];
    app.use(
      pageCacheEdge(options.pageCache, {
        skip: isApiPath(apiPath),
        // An operator's edit may show on any public page; edits are rare, so all pages go.
        dropsAll: (path) => path === "/cms" || staff.some((prefix) => path.startsWith(prefix)),
      }),
    );
  }

  // The database going away fails every request at once: told once, and its return once.
  const databaseOutage = createOutageNotice(logger, "database", { probe: () => services.database.ping() });
  app.onError((thrown, c) => {
    const raised = thrown instanceof HTTPException ? fromHttpException(thrown) : thrown;
    const unavailable = databaseUnavailable(raised);
    if (unavailable) databaseOutage.failed(raised);
    // The database's own disk (PostgreSQL elsewhere) can fill before DATA_DIR's reserve shows it.
    const full = unavailable ? null : storageFull(raised);
    if (full) logger.error({ err: raised, reqId: c.get("requestId") }, "a write found the disk full (507)");
    const error = unavailable ?? full ?? raised;
    const { status, body } = toErrorBody(error);
    metrics.errors.inc({ code: body.error.code });
    if (!isAppError(error)) {
      logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    }
    // RFC 9110: every limit says how long to wait, and so does work still running under the same key.
    const retryAfter = isAppError(error) ? error.details?.retryAfter : undefined;
    if (status === 429 || retryAfter !== undefined) c.header("Retry-After", String(retryAfter || 60));
    return c.json(body, status as 400);
  });

  app.get("/healthz", (c) => c.json({ status: "ok", uptime: Math.round(process.uptime()) }));
  // Which parts answer. Without the database nothing works (503, out of rotation); without Redis a
  // process still serves, its streams fed by the log's poll (200, "degraded"); a full DATA_DIR
  // refuses writes but serves every read (200, "degraded").
  const partsUp = async () => {
    const parts: { database: boolean; redis?: boolean; storage: boolean } = {
      database: await services.database.ping(),
      storage: !disk.full(),
    };
    if (services.streams.bus.kind === "redis") parts.redis = services.streams.bus.up();
    return parts;
  };
  app.get("/readyz", async (c) => {
    const parts = await partsUp();
    const status = !parts.database
      ? "unavailable"
      : parts.redis === false || !parts.storage
        ? "degraded"
        : "ok";
    return c.json({ status, ...parts }, parts.database ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    const token = config.METRICS_TOKEN;
    const allowed =
      isDirectLoopback(c.req.raw.headers, c.env) ||
      (token !== undefined && sameSecret(bearerOf(c.req.raw.headers), token));
    if (!allowed) {
      throw new AppError(
        "forbidden",
        "metrics-forbidden",
        "Metrics are served to this machine or with METRICS_TOKEN.",
      );
    }
    for (const [part, up] of Object.entries(await partsUp())) metrics.partsUp.set({ part }, up ? 1 : 0);
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  mountFlags(app as unknown as Hono<never>);
  options.mountSite?.(app as unknown as Hono<never>, services);

  api.use(apiValidators);
  registerApiComponents(api, config);
  options.mountApi?.(api, services);
  mountApiDocuments(api, config);
  api.all("*", () => {
    throw new AppError("not-found", "not-found", "No such API endpoint.");
  });
  app.route(config.SITE_API_PATH, api);

  if (options.clientDir) mountClientFiles(app, options.clientDir);

  const pages = options.pages;
  if (pages) {
    app.all("*", async (c) => {
      const page = await pages(publicRequest(c.req.raw, c.env, config.TRUST_PROXY), {
        nonce: c.get("nonce"),
        requestId: c.get("requestId"),
        clientIp: clientAddressOf(c.req.raw.headers, c.env, config.TRUST_PROXY),
      });
      // A page that failed because the database is away says so and comes back by itself, as the
      // API answers 503: not the error page, which tells a fan something is broken for good.
      if (page.status < 500 || (await services.database.ping())) return page;
      databaseOutage.failed(new Error(`page ${c.req.path} failed while the database was unreachable`));
      return backSoonPage(config.SITE_NAME);
    });
  }
  return app;
}

export type HttpApp = ReturnType<typeof createHttpApp>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The page a form was sent from, when it is this site's; else the home page. */
function sameSiteReferrer(request: Request): string {
  try {
    const from = new URL(request.headers.get("Referer") ?? "");
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : "/";
  } catch {
    return "/";
  }
}
