import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { jsonBody } from "../../http/openapi-parts.ts";
import { clearedCookies, readCookie, sessionCookies } from "../cookies.ts";
import { guestIdOf } from "../guests.ts";
import { clientOf, signInClientOf, viewerOf } from "./guard.ts";
import { requireMethod } from "./passwordless.routes.ts";
import {
  codeField,
  displayNameField,
  emailField,
  errorResponses,
  passwordField,
  signedInResponse,
} from "./schemas.ts";

const registerRoute = createRoute({
  method: "post",
  path: "/auth/register",
  operationId: "register",
  tags: ["Accounts"],
  summary: "Create an account and sign in",
  request: {
    body: jsonBody(z.object({ email: emailField, password: passwordField, display_name: displayNameField })),
  },
  responses: {
    201: signedInResponse,
    404: { description: "`operation-not-allowed`: password sign-in is turned off." },
    409: { description: "`email-already-in-use`" },
    ...errorResponses,
  },
});

const loginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  operationId: "signIn",
  tags: ["Accounts"],
  summary: "Sign in with e-mail and password",
  request: { body: jsonBody(z.object({ email: emailField, password: passwordField })) },
  responses: {
    200: signedInResponse,
    403: { description: "`user-disabled`" },
    404: { description: "`operation-not-allowed`: password sign-in is turned off." },
    ...errorResponses,
  },
});

const secondFactorRoute = createRoute({
  method: "post",
  path: "/auth/second-factor",
  operationId: "completeSecondFactor",
  tags: ["Accounts"],
  summary: "Finish a sign-in with an authenticator or recovery code",
  request: { body: jsonBody(z.object({ pending_token: codeField, code: codeField })) },
  responses: { 200: signedInResponse, ...errorResponses },
});

const refreshRoute = createRoute({
  method: "post",
  path: "/auth/refresh-token",
  operationId: "refreshToken",
  tags: ["Accounts"],
  summary: "Trade a refresh token for a new pair (the old one is spent)",
  request: { body: jsonBody(z.object({ refresh_token: z.string().min(1).max(2000) })) },
  responses: { 200: signedInResponse, ...errorResponses },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  operationId: "signOut",
  tags: ["Accounts"],
  summary: "Sign out this session (always succeeds)",
  responses: { 204: { description: "Signed out." } },
});

export function mountSignInRoutes(api: ApiRouter): void {
  api.openapi(registerRoute, async (c) => {
    requireMethod(c, "password");
    const body = c.req.valid("json");
    const signedIn = await c.var.services.auth.register(
      {
        email: body.email,
        password: body.password,
        displayName: body.display_name,
        guestUserId: guestIdOf(await viewerOf(c)),
      },
      clientOf(c),
    );
    return c.json(signedIn, 201);
  });

  api.openapi(loginRoute, async (c) => {
    requireMethod(c, "password");
    const body = c.req.valid("json");
    return c.json(await c.var.services.auth.signIn(body, await signInClientOf(c)), 200);
  });

  api.openapi(secondFactorRoute, async (c) => {
    const body = c.req.valid("json");
    const signedIn = await c.var.services.auth.completeSecondFactor(
      { pendingToken: body.pending_token, code: body.code },
      await signInClientOf(c),
    );
    return c.json(signedIn, 200);
  });

  api.openapi(refreshRoute, async (c) => {
    const { refresh_token } = c.req.valid("json");
    return c.json(await c.var.services.auth.refresh(refresh_token, clientOf(c)), 200);
  });

  api.openapi(logoutRoute, async (c) => {
    const { auth, config } = c.var.services;
    // Refuses a cookie-carrying sign-out posted from another site (cross-site-request).
    const viewer = await viewerOf(c);
    if (viewer) await auth.signOut(viewer.sessionId);
    const cookies = sessionCookies(config.SITE_URL);
    if (readCookie(c.req.header("Cookie"), cookies.refresh)) {
      for (const line of clearedCookies(cookies)) c.header("Set-Cookie", line, { append: true });
    }
    return c.body(null, 204);
  });
}
