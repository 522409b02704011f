import { type ReactNode, useEffect, useMemo } from "react";
import { Links, Meta, Outlet, Scripts, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { directionOf, splitLocalePath } from "../shared/i18n/locales.ts";
import { SessionNotice } from "./components/auth/session-notice.tsx";
import { Analytics } from "./components/shell/analytics.tsx";
import { ColorModeProvider } from "./components/shell/color-mode.tsx";
import { ErrorPage } from "./components/shell/error-page.tsx";
import { SITE_HEADER_END_ID } from "./components/shell/frame-parts.tsx";
import { OfflineBanner } from "./components/shell/offline-banner.tsx";
import { ProgressBar } from "./components/shell/progress-bar.tsx";
import { RouteAnnouncer } from "./components/shell/route-announcer.tsx";
import { describeRouteError } from "./components/shell/route-error.ts";
import { ScrollManager } from "./components/shell/scroll-manager.tsx";
import { ShellProviders } from "./components/shell/shell-providers.tsx";
import { Toaster } from "./components/shell/toaster.tsx";
import { chunkReloadGuardScript } from "./lib/chunk-reload.ts";
import { firstPaintScript } from "./lib/first-paint.ts";
import { CATALOGUE_ELEMENT_ID, CATALOGUE_MARKER, usePageLanguage, useT, wholeLanguage } from "./lib/i18n.tsx";
import { useNonce } from "./lib/nonce.ts";
import { requestScopeOf } from "./lib/request-scope.server.ts";
import { useOfflineCopies } from "./lib/service-worker.ts";
import { sessionMiddleware, sessionNoticeContext } from "./lib/session.server.ts";
import { termsNoticeOf } from "./lib/terms-notice.server.ts";
import { colorModeFromCookie } from "./lib/theme.ts";
import { timeZoneCookieValue, visitorTimeZone } from "./lib/time.ts";
import { timeZoneScript } from "./lib/time-zone-script.ts";
import { viewerContext } from "./lib/viewer.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = requestScopeOf(context);
  const cookie = request.headers.get("Cookie");
  return {
    locale: scope.locale ?? "en",
    publicConfig: scope.publicConfig,
    colorMode: colorModeFromCookie(cookie),
    timeZone: { renderedIn: visitorTimeZone(request), asked: timeZoneCookieValue(cookie) },
    viewer: context.get(viewerContext),
    sessionNotice: context.get(sessionNoticeContext),
    termsNotice: await termsNoticeOf(context),
    socialAccounts: await scope.services.social.links(),
  };
}

export const middleware = [sessionMiddleware];

// A screen reached by a link is drawn with every word of its language: the rest of the catalogue
// (most often fetched while the first page was read) is awaited, a few seconds at most, before the
// screen's data is asked for; a staff screen waits for the admin area's words too. A form's answer
// never waits: it is drawn on the screen that sent it.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "GET") return next();
    const staff = splitLocalePath(new URL(request.url).pathname).path.startsWith("/cms");
    await wholeLanguage(staff ? ["whole", "admin"] : ["whole"]);
    await next();
  },
];

export const links: Route.LinksFunction = () => [
  // The ICO for browsers without SVG icons; sizes keeps the others from preferring it over the SVG.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = usePageLanguage();
  // The page's messages, read by the browser before it hydrates (app/entry.client.tsx): the server
  // leaves a marker, filled once the page is drawn (app/lib/page-catalogue.server.ts); the browser
  // keeps what it was sent.
  const catalogueJson = useMemo(
    () =>
      typeof document === "undefined"
        ? CATALOGUE_MARKER
        : (document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? ""),
    [],
  );
  // Out-in page transition: the page fades while the next one loads (see app.css).
  const navigating = useNavigation().state !== "idle";
  // A page that stands in for other addresses (the offline page) is never hydrated.
  const scriptless = useMatches().some((match) => (match.handle as { scriptless?: boolean })?.scriptless);
  // The document says when its scripts have taken over: before that, a key or a tap does nothing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <ColorModeProvider stored={data?.colorMode ?? "system"}>
      {(colorMode) => (
        <html
          lang={language.locale}
          dir={directionOf(language.locale)}
          data-locale={language.locale}
          data-theme={colorMode}
          suppressHydrationWarning
        >
          <head>
            <meta charSet="utf-8" />
            {/* The head's inline scripts are written by the server only: they have run before the page
                hydrates, and React keeps the text the server sent, so the browser's bundle does not carry
                them. First in the head: it must be listening before any stylesheet or module can fail. */}
            <script
              nonce={nonce}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, no user input
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? chunkReloadGuardScript() : "" }}
            />
            {/* Before any content: a page drawn in another zone is asked for again before it paints.
                Without the root's data (its loader failed) the zone is unknown and nothing is asked. */}
            {data && !scriptless ? (
              <script
                nonce={nonce}
                suppressHydrationWarning
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; the cookie is escaped
                dangerouslySetInnerHTML={{
                  __html: import.meta.env.SSR
                    ? timeZoneScript(data.timeZone.renderedIn, data.timeZone.asked)
                    : "",
                }}
              />
            ) : null}
            {/* The page's code is fetched once its first paint has been shown (app/lib/script-order.server.ts). */}
            <script
              nonce={nonce}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, no user input
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? firstPaintScript() : "" }}
            />
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
            <meta name="theme-color" content="#077a4c" media="(prefers-color-scheme: light)" />
            <meta name="theme-color" content="#0b1210" media="(prefers-color-scheme: dark)" />
            {/* The first paint waits until the site header has been parsed (a page framed without it,
                until the whole document has). The header's controls sit at its end edge: painted while
                only some of them had arrived, each later one would push the others aside. */}
            <link rel="expect" href={`#${SITE_HEADER_END_ID}`} blocking="render" />
            <Meta />
            {/* Same-origin stylesheets need no nonce (style-src 'self'); an empty one stops React Router
                adding the server's, which browsers hide, so hydration would see a different value. */}
            <Links nonce="" />
          </head>
          <body className="bg-page text-fg antialiased" data-navigating={navigating ? "" : undefined}>
            <ProgressBar />
            {children}
            <Toaster />
            <RouteAnnouncer />
            <ScrollManager />
            <Analytics scriptUrl={data?.publicConfig.analyticsScriptUrl ?? null} />
            {scriptless ? null : (
              <script
                type="application/json"
                id={CATALOGUE_ELEMENT_ID}
                suppressHydrationWarning
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own catalogue, "<" escaped
                dangerouslySetInnerHTML={{ __html: catalogueJson }}
              />
            )}
            {scriptless ? null : <Scripts nonce={nonce} />}
          </body>
        </html>
      )}
    </ColorModeProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Every page the fan reads stays readable offline; an error page is not kept.
  useOfflineCopies();
  return (
    <ShellProviders publicConfig={loaderData.publicConfig} timeZone={loaderData.timeZone.renderedIn}>
      <OfflineBanner />
      <SessionNotice message={loaderData.sessionNotice} />
      <Outlet />
    </ShellProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, message } = describeRouteError(error, import.meta.env.DEV, useT());
  return <ErrorPage status={status} message={message} />;
}
