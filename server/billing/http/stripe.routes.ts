import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse, errorResponse, jsonBody } from "../../http/openapi-parts.ts";
import { STRIPE_EVENT_TYPES, STRIPE_OUTCOMES, type StripeEventLike } from "../gateways/stripe-events.ts";
import { accountIdOf, requireAccount } from "./account.ts";

/** The event whose signature held, per request, for the handler after the body's validation. */
const verified = new WeakMap<Request, StripeEventLike>();

const webhookRoute = createRoute({
  method: "post",
  path: "/billing/webhooks/stripe",
  operationId: "receiveStripeWebhook",
  tags: ["Billing"],
  summary: "Stripe's event notifications for card payments",
  description:
    "Verified with the `Stripe-Signature` header over the raw body (the endpoint's signing secret is " +
    "`STRIPE_WEBHOOK_SECRET`). Each event id is applied once, and the object it names is re-read from " +
    `Stripe before anything changes. Acted on: ${STRIPE_EVENT_TYPES.map((type) => `\`${type}\``).join(", ")}.`,
  request: {
    headers: z.object({ "stripe-signature": z.string().optional() }),
    body: jsonBody(
      z
        .object({ id: z.string(), type: z.string(), created: z.number().int() })
        .passthrough()
        .openapi({ description: "A Stripe event object" }),
    ),
  },
  responses: {
    200: dataResponse(
      "Received; `outcome` says what it did (a repeat is `duplicate`).",
      z.object({ outcome: z.enum(STRIPE_OUTCOMES) }),
    ),
    400: errorResponse("`invalid-signature` (nothing changed), `invalid-json`."),
    404: errorResponse("`gateway-not-enabled`: card payments are not configured."),
    503: errorResponse("`payment-gateway-unavailable`: Stripe could not be asked; it retries."),
  },
});

const portalRoute = createRoute({
  method: "post",
  path: "/billing/portal",
  operationId: "openBillingPortal",
  tags: ["Billing"],
  security: [{ bearer: [] }],
  summary: "A Stripe Customer Portal session for changing the card or cancelling",
  responses: {
    200: dataResponse(
      "Where to send the fan: Stripe's portal, which returns to `/account`.",
      z.object({ url: z.string() }),
    ),
    404: errorResponse("`gateway-not-enabled`; `no-card-customer`: this account never paid by card."),
    503: errorResponse("`payment-gateway-unavailable`."),
  },
});

/** Stripe's webhook (signature checked over the raw bytes before any parsing) and the portal. */
export function mountStripeRoutes(api: ApiRouter): void {
  api.use("/billing/webhooks/stripe", async (c, next) => {
    // Signature first, over the bytes as received: a forged or tampered body is refused unread.
    const raw = await c.req.text();
    verified.set(c.req.raw, c.var.services.billing.stripe.verify(raw, c.req.header("stripe-signature")));
    await next();
  });
  api.openapi(webhookRoute, async (c) => {
    const event = verified.get(c.req.raw);
    const outcome = event ? await c.var.services.billing.stripe.apply(event) : "ignored";
    c.header("Cache-Control", "no-store");
    return c.json({ data: { outcome } }, 200);
  });
  api.use("/billing/portal", requireAccount);
  api.openapi(portalRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.stripe.portal(userId) }, 200);
  });
}
