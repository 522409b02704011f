import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AnyLocale, basenameOf, splitLocalePath } from "../../shared/i18n/locales.ts";
import { requestScopeKey } from "../../shared/request-scope-key.ts";
import { type Config, publicConfig, servedUrl } from "../config/config.ts";
import { demoSwitchWarnings } from "../config/demo.ts";
import { connectDatabase } from "../db/connect.ts";
import { createMetrics } from "../http/metrics.ts";
import { createNodeServer } from "../http/node-server.ts";
import { securityHeaderValues } from "../http/security-headers.ts";
import { createLogger, type Logger, logReady } from "../platform/logger.ts";
import { createOutageNotice } from "../platform/outage.ts";
import { requestLanguage } from "../platform/request-language.ts";
import { announceServer } from "../sports/import/running-server.ts";
import { mountApi } from "./api.ts";
import { createHttpApp, type PageHandler } from "./http-app.ts";
import { isApiPath } from "./page-cache-edge.ts";
import { servePagesFromCache } from "./page-cache-fast.ts";
import { applyPageHint, newPageHint } from "./page-hint.ts";
import type { RequestScope } from "./router-context.ts";
import { closeServices, createServices, type Services } from "./services.ts";
import { mountSite } from "./site.ts";
import { startBackgroundWork } from "./startup.ts";

export type RunningServer = {
  url: string;
  services: Services;
  close(): Promise<void>;
};

export type StartOptions = {
  config: Config;
  dev?: boolean;
  logger?: Logger;
  /** Where pages come from: the build (production), Vite (dev), or nowhere (the API alone). */
  pages?: "build" | "dev" | "none";
  /** False when another process applied the migrations already (the cluster primary). */
  migrate?: boolean;
};

const root = resolve(import.meta.dirname, "../..");

/** Boot order: config -> database (migrated) -> services -> background work -> HTTP. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const dev = options.dev ?? false;
  const logger = options.logger ?? createLogger(config);
  // A database going away closes every pooled connection at once: one line, and one when it is back.
  const idleLost = createOutageNotice(logger, "database connections", {
    probe: () => database.ping(),
    back: "database connections open again",
  });
  const database = await connectDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.dataDir),
    onIdleError: (error) => idleLost.failed(error),
  });
  if (options.migrate !== false) await database.migrate();
  const services = await createServices({ config, logger, database });
  const stopBackground = await startBackgroundWork(services);

  const source = options.pages ?? (dev ? "dev" : "build");
  const pages: Pages =
    source === "dev" ? await devPages(services) : source === "build" ? await buildPages(services) : {};
  const metrics = createMetrics();
  // Development renders every page afresh, so edits show at once.
  const pageCache = source !== "build" || config.PAGE_CACHE_MB === 0 ? undefined : services.pageCache;
  const app = createHttpApp({
    services,
    metrics,
    pages: pages.handler,
    clientDir: source === "build" ? resolve(root, "build/client") : undefined,
    dev,
    mountApi,
    mountSite: mountSite,
    pageCache,
  });
  const hits = pageCache
    ? servePagesFromCache({
        cache: pageCache,
        skip: isApiPath(config.SITE_API_PATH),
        securityHeaders: securityHeaderValues(config, { dev }),
        metrics,
        logger: config.LOG_REQUESTS === "on" ? logger : null,
      })
    : undefined;
  const server: Server = createNodeServer(app.fetch, { before: pages.middlewares ?? hits });
  await new Promise<void>((done) => server.listen(config.PORT, config.HOST, done));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logReady(
    logger,
    { siteUrl: config.SITE_URL, database: database.kind, dev },
    `${config.SITE_NAME} is ready: open ${servedUrl(config.HOST, port)}`,
    demoSwitchWarnings(config),
  );
  // While this process holds the embedded database, `npm run import` hands its work to it.
  const forgetServer =
    database.kind === "pglite"
      ? announceServer(config.dataDir, `http://${config.HOST.includes(":") ? "[::1]" : "127.0.0.1"}:${port}`)
      : () => {};

  let closing: Promise<void> | undefined;
  return {
    url,
    services,
    close: () => {
      closing ??= (async () => {
        // Producers first (the simulator, feeds, schedulers): nothing is published into a bus
        // that is closing. Then the services end their streams, each told to reconnect elsewhere.
        await stopBackground();
        const streams = closeServices(services);
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeIdleConnections();
          // Long-lived streams end when their sockets do.
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
        await streams;
        await pages.close?.();
        forgetServer();
        idleLost.stop();
        await database.close();
      })();
      return closing;
    },
  };
}

type Pages = {
  handler?: PageHandler;
  middlewares?: (
    req: import("node:http").IncomingMessage,
    res: import("node:http").ServerResponse,
    next: () => void,
  ) => void;
  close?: () => Promise<void>;
};

function scopeFor(services: Services) {
  const exposed = publicConfig(services.config);
  return (
    scope: { nonce: string; requestId: string; clientIp: string | null },
    locale: AnyLocale,
    page = newPageHint(),
  ) =>
    new RouterContextProvider(
      new Map([
        [
          requestScopeKey<RequestScope>(),
          { services, publicConfig: exposed, ...scope, locale, page, language: requestLanguage() },
        ],
      ]),
    );
}

/**
 * One page handler per language: each runs the same build under its language's prefix as React
 * Router's basename, so "/vi/match/5" is the match page in Vietnamese and every link it draws
 * stays in Vietnamese (decision 077).
 */
function perLocale(build: ServerBuild, mode: "production" | "development") {
  const handlers = new Map<AnyLocale, ReturnType<typeof createRequestHandler>>();
  return (request: Request) => {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    let handle = handlers.get(locale);
    if (!handle) {
      const basename = basenameOf(locale);
      handle = createRequestHandler(basename ? { ...build, basename } : build, mode);
      handlers.set(locale, handle);
    }
    return { locale, handle };
  };
}

async function buildPages(services: Services): Promise<Pages> {
  const buildFile = resolve(root, "build/server/index.js");
  const build = (await import(buildFile)) as ServerBuild;
  const handlerFor = perLocale(build, "production");
  const contextFor = scopeFor(services);
  return {
    handler: async (request, scope) => {
      const page = newPageHint();
      const { locale, handle } = handlerFor(request);
      return applyPageHint(await handle(request, contextFor(scope, locale, page)), page);
    },
  };
}

/** Development: Vite serves modules with hot reload; pages reload their build per request. */
async function devPages(services: Services): Promise<Pages> {
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom" });
  const contextFor = scopeFor(services);
  return {
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    handler: async (request, scope) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      const { locale, handle } = perLocale(build, "development")(request);
      return handle(request, contextFor(scope, locale));
    },
    close: () => vite.close(),
  };
}
