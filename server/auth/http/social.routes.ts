import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { sameSitePath } from "../../../shared/redirects.ts";
import type { ApiEnv, ApiRouter } from "../../http/api-router.ts";
import { AppError, isAppError } from "../../http/errors.ts";
import { expiryOf, readCookie, serializeCookie, sessionCookies, tokenCookies } from "../cookies.ts";
import { PENDING_LINK_SECONDS } from "../linking.ts";
import { RECENT_SIGN_IN_MS } from "../presence.ts";
import { signInClientOf, viewerOf } from "./guard.ts";

const STATE_COOKIE_SECONDS = 600;

const redirect = (description: string) => ({
  description,
  headers: { Location: { schema: { type: "string" as const }, description: "Where the browser goes next." } },
});

/** `path` with one more query parameter (the page says what happened). */
const withParam = (path: string, name: string, value: string) => {
  const url = new URL(sameSitePath(path), "http://same-site.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

export function mountSocialRoutes(api: ApiRouter): void {
  // Browser redirects rather than JSON calls: listed in the document, served by plain handlers.
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/auth/oidc/start",
    operationId: "startSocialSignIn",
    tags: ["Accounts"],
    summary: "Start social sign-in (OpenID Connect), or with `link=1` link the provider to this account",
    request: {
      query: z.object({ redirectTo: z.string().max(2000).optional(), link: z.enum(["1"]).optional() }),
    },
    responses: {
      302: redirect("To the provider's sign-in page; link mode without a recent sign-in: back with `error`."),
      404: { description: "`operation-not-allowed`: not configured." },
    },
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/auth/oidc/callback",
    operationId: "finishSocialSignIn",
    tags: ["Accounts"],
    summary: "The provider's return: signs in (or links) with session cookies and redirects to the page",
    request: { query: z.object({ code: z.string().optional(), state: z.string().optional() }) },
    responses: {
      302: redirect(
        "To the page the visitor came from; to /login with `error` (`account-exists-with-different-credential` holds the identity for this browser); link mode: back with `linked` or `error` (`credential-already-in-use`).",
      ),
    },
  });

  const loginPage = (params: Record<string, string>) => `/login?${new URLSearchParams(params)}`;

  api.get("/auth/oidc/start", async (c: Context<ApiEnv>) => {
    const { auth, config } = c.var.services;
    if (!auth.social)
      throw new AppError("not-found", "operation-not-allowed", "Social sign-in is not configured.");
    const redirectTo = sameSitePath(c.req.query("redirectTo"));
    let linkUserId: number | undefined;
    if (c.req.query("link") === "1") {
      // Adding a way in is a sensitive change: a recent sign-in, as for the others.
      const viewer = await viewerOf(c);
      if (!viewer || viewer.user.anonymous) return c.redirect(loginPage({ redirectTo }), 302);
      if (Date.now() - viewer.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) {
        return c.redirect(withParam(redirectTo, "error", "requires-recent-login"), 302);
      }
      linkUserId = viewer.user.id;
    }
    const { url, state } = await auth.social.start(redirectTo, { linkUserId });
    const cookies = sessionCookies(config.SITE_URL);
    c.header(
      "Set-Cookie",
      serializeCookie(cookies.socialState, state, { secure: cookies.secure, maxAge: STATE_COOKIE_SECONDS }),
    );
    return c.redirect(url, 302);
  });

  api.get("/auth/oidc/callback", async (c: Context<ApiEnv>) => {
    const { auth, config, logger } = c.var.services;
    const cookies = sessionCookies(config.SITE_URL);
    const setCookie = (line: string) => c.header("Set-Cookie", line, { append: true });
    setCookie(serializeCookie(cookies.socialState, "", { secure: cookies.secure, maxAge: 0 }));
    if (!auth.social) return c.redirect(loginPage({ error: "operation-not-allowed" }), 302);
    try {
      const client = await signInClientOf(c);
      const outcome = await auth.social.finish(
        new URL(c.req.url),
        readCookie(c.req.header("Cookie"), cookies.socialState),
        client,
        (await viewerOf(c))?.user.id ?? null,
      );
      if ("linked" in outcome) return c.redirect(withParam(outcome.redirectTo, "linked", "social"), 302);
      if ("linkError" in outcome)
        return c.redirect(withParam(outcome.redirectTo, "error", outcome.linkError), 302);
      if ("pendingLink" in outcome) {
        setCookie(
          serializeCookie(cookies.pendingLink, outcome.pendingLink, {
            secure: cookies.secure,
            maxAge: PENDING_LINK_SECONDS,
          }),
        );
        const error = "account-exists-with-different-credential";
        return c.redirect(loginPage({ error, redirectTo: outcome.redirectTo }), 302);
      }
      if ("pendingToken" in outcome) {
        return c.redirect(loginPage({ pending: outcome.pendingToken, redirectTo: outcome.redirectTo }), 302);
      }
      const { token } = outcome.signedIn.data;
      for (const line of tokenCookies(cookies, token, expiryOf(token.refresh_token))) setCookie(line);
      if (client.pendingLink) {
        setCookie(serializeCookie(cookies.pendingLink, "", { secure: cookies.secure, maxAge: 0 }));
      }
      return c.redirect(sameSitePath(outcome.redirectTo), 302);
    } catch (error) {
      if (!isAppError(error)) logger.error({ err: error }, "social sign-in failed");
      const code = isAppError(error) ? error.code : "social-sign-in-failed";
      return c.redirect(loginPage({ error: code }), 302);
    }
  });
}
