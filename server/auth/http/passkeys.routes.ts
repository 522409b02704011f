import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { clientOf, requireViewer } from "./guard.ts";
import {
  authenticationResponseField,
  passkeyNameField,
  passkeyView,
  registrationResponseField,
} from "./passkey-schemas.ts";
import { requireMethod } from "./passwordless.routes.ts";
import { errorResponses, signedInResponse } from "./schemas.ts";

const tags = ["Passkeys"];
const security = [{ bearer: [] }];
const signedIn401 = { 401: { description: "`unauthenticated`" } };
const off404 = { 404: { description: "`operation-not-allowed`: passkeys are turned off." } };
const refused400 = {
  400: { description: "`invalid-passkey`, `challenge-expired`, `unknown-passkey`, or a malformed answer." },
};

const registrationOptionsRoute = createRoute({
  method: "post",
  path: "/auth/passkeys/registration-options",
  operationId: "passkeyRegistrationOptions",
  tags,
  security,
  summary: "Options for navigator.credentials.create(); the challenge is good for 5 minutes, once",
  responses: {
    200: { description: "PublicKeyCredentialCreationOptionsJSON" },
    403: { description: "`requires-recent-login`, `guest-account`" },
    ...signedIn401,
    ...off404,
  },
});

const registrationRoute = createRoute({
  method: "post",
  path: "/auth/passkeys/registration",
  operationId: "registerPasskey",
  tags,
  security,
  summary: "Keep the passkey the browser made (its response, plus an optional name)",
  request: { body: jsonBody(registrationResponseField.extend({ name: passkeyNameField.optional() })) },
  responses: {
    201: dataResponse("The passkey in `data`.", passkeyView),
    ...refused400,
    ...signedIn401,
    ...off404,
    409: { description: "`passkey-already-registered`" },
  },
});

const authenticationOptionsRoute = createRoute({
  method: "post",
  path: "/auth/passkeys/authentication-options",
  operationId: "passkeyAuthenticationOptions",
  tags,
  summary: "Options for navigator.credentials.get(), for any passkey of this site (autofill-ready)",
  responses: {
    200: { description: "PublicKeyCredentialRequestOptionsJSON" },
    ...off404,
    429: errorResponses[429],
  },
});

const authenticationRoute = createRoute({
  method: "post",
  path: "/auth/passkeys/authentication",
  operationId: "signInWithPasskey",
  tags,
  summary: "Sign in with a passkey (answers like /auth/login; never asks for a two-step code)",
  request: { body: jsonBody(authenticationResponseField) },
  responses: {
    200: signedInResponse,
    ...refused400,
    403: { description: "`user-disabled`" },
    ...off404,
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/auth/passkeys",
  operationId: "listPasskeys",
  tags,
  security,
  summary: "This account's passkeys",
  responses: {
    200: dataResponse("The passkeys in `data`.", z.array(passkeyView)),
    ...signedIn401,
  },
});

const renameRoute = createRoute({
  method: "patch",
  path: "/auth/passkeys/{id}",
  operationId: "renamePasskey",
  tags,
  security,
  summary: "Rename a passkey",
  request: { params: idParam, body: jsonBody(z.object({ name: passkeyNameField })) },
  responses: {
    200: dataResponse("The passkey in `data`.", passkeyView),
    400: { description: "`invalid-name`" },
    ...signedIn401,
    404: { description: "`passkey-not-found`" },
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/auth/passkeys/{id}",
  operationId: "removePasskey",
  tags,
  security,
  summary: "Remove a passkey (never the account's last way in)",
  request: { params: idParam },
  responses: {
    204: { description: "Removed." },
    ...signedIn401,
    403: { description: "`requires-recent-login`" },
    404: { description: "`passkey-not-found`" },
    409: { description: "`last-sign-in-method`" },
  },
});

/** Both sign-in steps share one budget per address; each answer also needs a fresh single-use challenge. */
const SIGN_IN_BUDGET = { max: 60, windowSeconds: 60 };

export function mountPasskeyRoutes(api: ApiRouter): void {
  api.use("/auth/passkeys/authentication-options", rateLimit("passkey-sign-in", SIGN_IN_BUDGET));
  api.use("/auth/passkeys/authentication", rateLimit("passkey-sign-in", SIGN_IN_BUDGET));

  api.openapi(registrationOptionsRoute, async (c) => {
    const viewer = await requireViewer(c);
    requireMethod(c, "passkey");
    return c.json(await c.var.services.auth.passkeyRegistrationOptions(viewer), 200);
  });

  api.openapi(registrationRoute, async (c) => {
    const viewer = await requireViewer(c);
    requireMethod(c, "passkey");
    const { name, ...response } = c.req.valid("json");
    const passkey = await c.var.services.auth.registerPasskey(viewer, { response, name }, clientOf(c));
    return c.json({ data: passkey }, 201);
  });

  api.openapi(authenticationOptionsRoute, async (c) => {
    requireMethod(c, "passkey");
    return c.json(await c.var.services.auth.passkeyAuthenticationOptions(), 200);
  });

  api.openapi(authenticationRoute, async (c) => {
    requireMethod(c, "passkey");
    const response = c.req.valid("json");
    return c.json(await c.var.services.auth.signInWithPasskey({ response }, clientOf(c)), 200);
  });

  api.openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ data: await c.var.services.auth.listPasskeys(viewer) }, 200);
  });

  api.openapi(renameRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid("param");
    const { name } = c.req.valid("json");
    return c.json({ data: await c.var.services.auth.renamePasskey(viewer, id, name) }, 200);
  });

  api.openapi(removeRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid("param");
    await c.var.services.auth.removePasskey(viewer, id);
    return c.body(null, 204);
  });
}
