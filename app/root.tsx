import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/shell/error-page.tsx";
import { ScrollManager } from "./components/shell/scroll-manager.tsx";
import { ShellProviders } from "./components/shell/shell-providers.tsx";
import { NOT_FOUND_MESSAGE } from "./lib/middleware.ts";
import { useNonce } from "./lib/nonce.ts";
import { requestScopeOf } from "./lib/request-scope.server.ts";
import { type ColorMode, colorModeFromCookie } from "./lib/theme.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = requestScopeOf(context);
  return {
    publicConfig: scope.publicConfig,
    colorMode: colorModeFromCookie(request.headers.get("Cookie")),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/favicon.svg" },
];

/** A route may force a colour mode with `handle: { colorMode: "dark" }`. */
function useColorMode(stored: ColorMode): ColorMode {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { colorMode?: ColorMode } | undefined;
    if (handle?.colorMode) return handle.colorMode;
  }
  return stored;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const colorMode = useColorMode(data?.colorMode ?? "system");
  return (
    <html lang="en" data-theme={colorMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0a8f5a" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1210" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="bg-page text-fg antialiased">
        {children}
        <ScrollManager nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ShellProviders publicConfig={loaderData.publicConfig}>
      <Outlet />
    </ShellProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let message = "Something went wrong on our side.";
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message =
      status === 404
        ? NOT_FOUND_MESSAGE
        : typeof error.data === "string"
          ? error.data
          : error.statusText || message;
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return <ErrorPage status={status} message={message} />;
}
