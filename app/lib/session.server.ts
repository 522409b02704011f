import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Authenticated, ClientInfo } from "../../server/auth/service.ts";
import type { SignedIn } from "../../server/auth/user-view.ts";
import { isCrossSiteChange } from "../../shared/cross-site.ts";
import { isAppError } from "../../shared/errors.ts";
import { isLocale } from "../../shared/i18n/locales.ts";
import { requestScopeOf } from "./request-scope.server.ts";
import { type Viewer, viewerContext } from "./viewer.ts";

export { SESSION_EXPIRED_MESSAGE } from "./session-notice.ts";

import { SESSION_EXPIRED_MESSAGE } from "./session-notice.ts";

/** The server's view of the signed-in request (user row, session id), for actions and loaders. */
export const authenticatedContext = createContext<Authenticated | null>(null);
/** Set when this request found both tokens expired, so the page can say so once. */
export const sessionNoticeContext = createContext<string | null>(null);
/** Set-Cookie lines an action adds (sign-in, sign-out); sent with the response. */
const outgoingCookies = createContext<string[]>([]);

export function toViewer(user: Authenticated["user"]): Viewer {
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email ?? "",
    roles: [user.role],
    guest: user.anonymous,
  };
}

/** Who is asking, with what a sign-in settles in this browser: its guest account and pending social link. */
export function clientInfo(request: Request, context: Readonly<RouterContextProvider>): ClientInfo {
  const scope = requestScopeOf(context);
  const { auth } = scope.services;
  const viewer = context.get(authenticatedContext);
  return {
    ip: scope.clientIp ?? null,
    device: (request.headers.get("User-Agent") ?? "").slice(0, 300),
    guestUserId: viewer?.user.anonymous ? viewer.user.id : undefined,
    pendingLink: auth.readCookie(request.headers.get("Cookie"), auth.cookies.pendingLink),
  };
}

/** Stores a fresh token pair in the session cookies of this response. */
export function keepSignedIn(context: Readonly<RouterContextProvider>, signedIn: SignedIn): void {
  const { auth } = requestScopeOf(context).services;
  const { token } = signedIn.data;
  context
    .get(outgoingCookies)
    .push(...auth.tokenCookies(auth.cookies, token, auth.expiryOf(token.refresh_token)));
}

/** Adds one Set-Cookie line to this response (e.g. the browser binding of a sign-in link). */
export function sendCookie(context: Readonly<RouterContextProvider>, line: string): void {
  context.get(outgoingCookies).push(line);
}

export function forgetSession(context: Readonly<RouterContextProvider>): void {
  const { auth } = requestScopeOf(context).services;
  context.get(outgoingCookies).push(...auth.clearedCookies(auth.cookies));
}

/**
 * Every page request: reads the session cookies, refreshes an expired access
 * token with the refresh token (rotation), and tells pages who is signed in.
 * Both expired -> signed out, with the message shown once. Form posts carrying
 * the session cookie must come from our own pages (CSRF).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { services } = requestScopeOf(context);
  const names = services.auth.cookies;
  const header = request.headers.get("Cookie");
  const access = services.auth.readCookie(header, names.access);
  const refresh = services.auth.readCookie(header, names.refresh);
  const pending: string[] = [];
  context.set(outgoingCookies, pending);

  if ((access || refresh) && isCrossSiteChange(request, services.config.SITE_URL)) {
    throw data("This request came from another site and was refused.", { status: 403 });
  }
  let auth = access ? await services.auth.authenticate(access) : null;
  if (!auth && refresh) {
    try {
      const signedIn = await services.auth.refresh(refresh, clientInfo(request, context));
      keepSignedIn(context, signedIn);
      auth = await services.auth.authenticate(signedIn.data.token.access_token);
    } catch (error) {
      if (!isAppError(error)) throw error;
      forgetSession(context);
      context.set(sessionNoticeContext, SESSION_EXPIRED_MESSAGE);
    }
  } else if (!auth && access) {
    forgetSession(context);
  }
  context.set(authenticatedContext, auth);
  context.set(viewerContext, auth ? toViewer(auth.user) : null);
  // The account follows the language its fan reads the site in: its e-mails are written in it.
  const { locale } = requestScopeOf(context);
  if (auth && !auth.user.anonymous && isLocale(locale) && auth.user.locale !== locale) {
    await services.auth.rememberLocale(auth.user.id, locale);
  }

  const response = await next();
  for (const line of pending) response.headers.append("Set-Cookie", line);
  // Pages of a signed-in visitor carry their account; no shared or browser cache may keep them.
  if (auth || pending.length > 0) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/** For actions and loaders behind the `auth` guard. */
export function requireAuthenticated(context: Readonly<RouterContextProvider>): Authenticated {
  const auth = context.get(authenticatedContext);
  if (!auth) throw data("Please sign in to continue.", { status: 401 });
  return auth;
}
