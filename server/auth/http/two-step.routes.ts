import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { clientOf, requireViewer } from "./guard.ts";
import { codeField, jsonBody } from "./schemas.ts";

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
  summary: "Turn on with a first code; answers the recovery codes once",
  request: { body: jsonBody(z.object({ code: codeField })) },
  responses: { 200: { description: "recovery_codes" } },
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
    const codes = await c.var.services.auth.enableTwoStep(
      viewer.user,
      c.req.valid("json").code,
      clientOf(c).ip,
    );
    return c.json({ data: { recovery_codes: codes } }, 200);
  });
  api.openapi(disableRoute, async (c) => {
    const viewer = await requireViewer(c);
    await c.var.services.auth.disableTwoStep(viewer.user, c.req.valid("json").code, clientOf(c).ip);
    return c.body(null, 204);
  });
}
