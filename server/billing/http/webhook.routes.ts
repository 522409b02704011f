import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse, errorResponse, jsonBody } from "../../http/openapi-parts.ts";
import type { PaymentMethod } from "../types.ts";
import { EVENT_OUTCOMES } from "../webhooks.ts";

const rawBodies = new WeakMap<Request, string>();

const bodies = {
  "bank-transfer": z.object({
    id: z.string().openapi({ description: "The bank's notification id; a repeat changes nothing" }),
    reference: z.string().openapi({ description: "The payment reference the payer quoted" }),
    amount: z.number().int().openapi({ description: "Received, in minor units" }),
    currency: z.string(),
    paid_at: z.string(),
  }),
  sandbox: z.object({
    id: z.string(),
    type: z.enum(["payment.paid", "payment.declined", "payment.abandoned"]),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
  }),
};

const webhookRoute = (gateway: keyof typeof bodies) =>
  createRoute({
    method: "post",
    path: `/billing/webhooks/${gateway}`,
    operationId: gateway === "sandbox" ? "receiveSandboxWebhook" : "receiveBankTransferWebhook",
    tags: ["Billing"],
    summary:
      gateway === "sandbox"
        ? "Notifications from the built-in sandbox checkout"
        : "The bank's incoming-transfer notifications",
    description:
      "Signed with `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. Each notification id is applied once; " +
      "a transfer is matched to its payment by reference.",
    request: {
      headers: z.object({ "x-signature": z.string().optional() }),
      body: jsonBody(bodies[gateway]),
    },
    responses: {
      200: dataResponse(
        "Received; `outcome` says what it did (a repeat is `duplicate`, an unknown reference `unmatched`).",
        z.object({ outcome: z.enum(EVENT_OUTCOMES) }),
      ),
      400: errorResponse("`invalid-json`, `invalid-notification`."),
      401: errorResponse("`invalid-signature`: nothing was changed."),
      404: errorResponse("`gateway-not-enabled`."),
    },
  });

/** Gateways' notifications: the signature is checked over the raw bytes before anything parses them. */
export function mountWebhookRoutes(api: ApiRouter): void {
  for (const gateway of ["sandbox", "bank-transfer"] as const satisfies PaymentMethod[]) {
    api.use(`/billing/webhooks/${gateway}`, async (c, next) => {
      const raw = await c.req.text();
      rawBodies.set(c.req.raw, raw);
      c.var.services.billing.verifyWebhook(gateway, raw, c.req.raw.headers);
      await next();
    });
    api.openapi(webhookRoute(gateway), async (c) => {
      const raw = rawBodies.get(c.req.raw) ?? "";
      const outcome = await c.var.services.billing.receiveWebhook(gateway, raw, c.req.raw.headers);
      c.header("Cache-Control", "no-store");
      return c.json({ data: { outcome } }, 200);
    });
  }
}
