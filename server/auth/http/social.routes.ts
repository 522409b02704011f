import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { ApiEnv, ApiRouter } from "../../http/api-router.ts";
import { sameSitePath } from "../../platform/redirects.ts";
import { expiryOf, readCookie, serializeCookie, sessionCookies, tokenCookies } from "../cookies.ts";
import { clientOf } from "./guard.ts";

const STATE_COOKIE_SECONDS = 600;

const redirect = (description: string) => ({
  description,
  headers: { Location: { schema: { type: "string" as const }, description: "Where the browser goes next." } },
});

export function mountSocialRoutes(api: ApiRouter): void {
  // Browser redirects rather than JSON calls: listed in the document, served by plain handlers.
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/auth/oidc/start",
    operationId: "startSocialSignIn",
    tags: ["Accounts"],
    summary: "Start social sign-in (OpenID Connect): redirects to the provider",
    request: { query: z.object({ redirectTo: z.string().max(2000).optional() }) },
    responses: {
      302: redirect("To the provider's sign-in page."),
      404: { description: "`operation-not-allowed`: not configured." },
    },
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/auth/oidc/callback",
    operationId: "finishSocialSignIn",
    tags: ["Accounts"],
    summary: "The provider's return: signs in with session cookies and redirects to the page",
    request: { query: z.object({ code: z.string().optional(), state: z.string().optional() }) },
    responses: { 302: redirect("To the page the visitor came from, or /login with `error`.") },
  });

  const loginPage = (params: Record<string, string>) => `/login?${new URLSearchParams(params)}`;

  api.get("/auth/oidc/start", async (c: Context<ApiEnv>) => {
    const { auth, config } = c.var.services;
    if (!auth.social)
      throw new AppError("not-found", "operation-not-allowed", "Social sign-in is not configured.");
    const { url, state } = await auth.social.start(sameSitePath(c.req.query("redirectTo")));
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
    c.header("Set-Cookie", serializeCookie(cookies.socialState, "", { secure: cookies.secure, maxAge: 0 }), {
      append: true,
    });
    if (!auth.social) return c.redirect(loginPage({ error: "operation-not-allowed" }), 302);
    try {
      const outcome = await auth.social.finish(
        new URL(c.req.url),
        readCookie(c.req.header("Cookie"), cookies.socialState),
        clientOf(c),
      );
      if ("pendingToken" in outcome) {
        return c.redirect(loginPage({ pending: outcome.pendingToken, redirectTo: outcome.redirectTo }), 302);
      }
      const { token } = outcome.signedIn.data;
      for (const line of tokenCookies(cookies, token, expiryOf(token.refresh_token))) {
        c.header("Set-Cookie", line, { append: true });
      }
      return c.redirect(sameSitePath(outcome.redirectTo), 302);
    } catch (error) {
      if (!(error instanceof AppError)) logger.error({ err: error }, "social sign-in failed");
      const code = error instanceof AppError ? error.code : "social-sign-in-failed";
      return c.redirect(loginPage({ error: code }), 302);
    }
  });
}
