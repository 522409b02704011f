import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { jsonBody } from "../../http/openapi-parts.ts";
import { clientOf, requireViewer } from "./guard.ts";
import { codeField } from "./schemas.ts";

const bearer = [{ bearer: [] }];
const tags = ["Two-step verification"];

const setupRoute = createRoute({
  method: "post",
  path: "/auth/two-step/setup",
  operationId: "startTwoStepSetup",
  tags,
  security: bearer,
  summary: "A new authenticator secret with its QR code (SVG)",
  responses: { 200: { description: "secret, otpauth_url, qr_svg" } },
});
const enableRoute = createRoute({
  method: "post",
  path: "/auth/two-step/enable",
  operationId: "enableTwoStep",
  tags,
  security: bearer,
  summary: "Turn on with a first code and the password; answers the recovery codes once",
  description:
    "The account's password is asked again (`password`); an account without one must have signed in " +
    "within ten minutes. Staff powers then need a session signed in with the code.",
  request: {
    body: jsonBody(z.object({ code: codeField, password: z.string().max(128).optional() })),
  },
  responses: {
    200: { description: "recovery_codes" },
    400: { description: "`invalid-verification-code`, `code-already-used`" },
    401: { description: "`invalid-credential`: the password is wrong." },
    403: { description: "`requires-recent-login`: the password is missing, or the sign-in is too old." },
    409: { description: "`two-factor-already-enabled`" },
  },
});
const disableRoute = createRoute({
  method: "post",
  path: "/auth/two-step/disable",
  operationId: "disableTwoStep",
  tags,
  security: bearer,
  summary: "Turn off with a current or recovery code",
  request: { body: jsonBody(z.object({ code: codeField })) },
  responses: { 204: { description: "Off." } },
});

export function mountTwoStepRoutes(api: ApiRouter): void {
  api.openapi(setupRoute, async (c) => {
    return c.json({ data: await c.var.services.auth.startTwoStepSetup((await requireViewer(c)).user) }, 200);
  });
  api.openapi(enableRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { code, password } = c.req.valid("json");
    const codes = await c.var.services.auth.enableTwoStep(viewer, { code, password }, clientOf(c).ip);
    return c.json({ data: { recovery_codes: codes } }, 200);
  });
  api.openapi(disableRoute, async (c) => {
    const viewer = await requireViewer(c);
    await c.var.services.auth.disableTwoStep(viewer.user, c.req.valid("json").code, clientOf(c).ip);
    return c.body(null, 204);
  });
}
