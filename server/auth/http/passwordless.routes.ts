import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AuthMethod } from "../../config/config.ts";
import type { ApiEnv, ApiRouter } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { labelled } from "../../http/field-messages.ts";
import { jsonBody } from "../../http/openapi-parts.ts";
import { readCookie, serializeCookie, sessionCookies } from "../cookies.ts";
import { EMAIL_LINK_SECONDS } from "../email-link.ts";
import { guestIdOf } from "../guests.ts";
import { randomToken } from "../tokens.ts";
import { clientOf, signInClientOf, viewerOf } from "./guard.ts";
import { codeField, emailField, errorResponses, signedInResponse } from "./schemas.ts";

const phoneField = labelled(z.string(), "phone number").min(1).max(40).openapi({ example: "+447700900123" });

const offResponse = { 404: { description: "`operation-not-allowed`: this sign-in method is turned off." } };
const sentResponse = { description: "Sent (the same answer whether or not an account exists)." };

const sendLinkRoute = createRoute({
  method: "post",
  path: "/auth/email-link/send",
  operationId: "sendEmailLink",
  tags: ["Accounts"],
  summary: "Mail a one-time sign-in link (15 minutes, single use)",
  request: {
    body: jsonBody(z.object({ email: emailField, return_to: z.string().max(2000).optional() })),
  },
  responses: { 202: sentResponse, ...offResponse, ...errorResponses },
});

const linkRoute = createRoute({
  method: "post",
  path: "/auth/email-link",
  operationId: "signInWithEmailLink",
  tags: ["Accounts"],
  summary: "Sign in with a mailed link's code (a new address makes its account)",
  request: {
    body: jsonBody(z.object({ code: codeField, confirm_device: z.boolean().optional() })),
  },
  responses: {
    200: signedInResponse,
    403: { description: "`user-disabled`" },
    409: { description: "`different-browser`: asked for elsewhere; send again with confirm_device." },
    ...offResponse,
    ...errorResponses,
  },
});

const sendPhoneRoute = createRoute({
  method: "post",
  path: "/auth/phone/send",
  operationId: "sendPhoneCode",
  tags: ["Accounts"],
  summary: "Text a 6-digit sign-in code (5 minutes)",
  request: { body: jsonBody(z.object({ phone_number: phoneField })) },
  responses: {
    202: sentResponse,
    503: { description: "`sms-unavailable`: the text gateway failed." },
    ...offResponse,
    ...errorResponses,
  },
});

const phoneRoute = createRoute({
  method: "post",
  path: "/auth/phone",
  operationId: "signInWithPhone",
  tags: ["Accounts"],
  summary: "Sign in with a texted code (a new number makes its account)",
  request: {
    body: jsonBody(
      z.object({
        phone_number: phoneField,
        code: labelled(z.string(), "code").min(1).max(20),
      }),
    ),
  },
  responses: {
    200: signedInResponse,
    403: { description: "`user-disabled`" },
    ...offResponse,
    ...errorResponses,
  },
});

const guestRoute = createRoute({
  method: "post",
  path: "/auth/anonymous",
  operationId: "signInAsGuest",
  tags: ["Accounts"],
  summary: "Start a guest account, which any other method later upgrades in place",
  responses: { 201: signedInResponse, ...offResponse, 429: errorResponses[429] },
});

export function requireMethod(c: Context<ApiEnv>, method: AuthMethod): void {
  if (!c.var.services.auth.methods.has(method)) {
    throw new AppError("not-found", "operation-not-allowed", "This way of signing in is turned off.");
  }
}

export function mountPasswordlessRoutes(api: ApiRouter): void {
  api.openapi(sendLinkRoute, async (c) => {
    requireMethod(c, "email-link");
    const { auth, config } = c.var.services;
    const body = c.req.valid("json");
    const nonce = randomToken();
    const sent = await auth.sendEmailLink(
      {
        email: body.email,
        returnTo: body.return_to,
        browserNonce: nonce,
        guestUserId: guestIdOf(await viewerOf(c)),
      },
      clientOf(c),
    );
    const cookies = sessionCookies(config.SITE_URL);
    c.header(
      "Set-Cookie",
      serializeCookie(cookies.emailLink, nonce, { secure: cookies.secure, maxAge: EMAIL_LINK_SECONDS }),
    );
    return c.json({ data: { sent: true, expires_in: sent.expiresIn } }, 202);
  });

  api.openapi(linkRoute, async (c) => {
    requireMethod(c, "email-link");
    const { auth, config } = c.var.services;
    const body = c.req.valid("json");
    const { signedIn } = await auth.signInWithEmailLink(
      {
        code: body.code,
        browserNonce: readCookie(c.req.header("Cookie"), sessionCookies(config.SITE_URL).emailLink),
        confirmed: body.confirm_device === true,
      },
      await signInClientOf(c),
    );
    return c.json(signedIn, 200);
  });

  api.openapi(sendPhoneRoute, async (c) => {
    requireMethod(c, "phone");
    const { phone_number } = c.req.valid("json");
    const sent = await c.var.services.auth.sendPhoneCode({ phoneNumber: phone_number }, clientOf(c));
    return c.json({ data: { sent: true, phone_number: sent.phoneNumber, expires_in: sent.expiresIn } }, 202);
  });

  api.openapi(phoneRoute, async (c) => {
    requireMethod(c, "phone");
    const body = c.req.valid("json");
    const signedIn = await c.var.services.auth.signInWithPhone(
      // Signed in, a new number is linked to the account (a guest's is upgraded in place).
      { phoneNumber: body.phone_number, code: body.code, guestUserId: (await viewerOf(c))?.user.id },
      await signInClientOf(c),
    );
    return c.json(signedIn, 200);
  });

  api.openapi(guestRoute, async (c) => {
    requireMethod(c, "anonymous");
    return c.json(await c.var.services.auth.signInAsGuest(clientOf(c)), 201);
  });
}
