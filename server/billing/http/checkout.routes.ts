import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { dataResponse, errorResponse, jsonBody } from "../../http/openapi-parts.ts";
import { PAYMENT_METHODS } from "../types.ts";
import { accountIdOf, requireAccount } from "./account.ts";
import { checkoutSchema } from "./schemas.ts";

const checkoutRoute = createRoute({
  method: "post",
  path: "/billing/checkout",
  operationId: "startCheckout",
  tags: ["Billing"],
  security: [{ bearer: [] }],
  summary: "Start paying for a plan",
  description:
    "Needs an `Idempotency-Key` header: a retry with the same key answers the same payment, and racing " +
    "requests with one key create one payment. The price and currency are always the plan's; any amount, " +
    "currency or other field sent is ignored.",
  request: {
    headers: z.object({
      "idempotency-key": z.string().optional().openapi({ description: "8 to 200 visible ASCII characters" }),
    }),
    body: jsonBody(
      z.object({
        plan_id: z.number().int().positive().max(2_147_483_647),
        method: z.enum(PAYMENT_METHODS),
      }),
    ),
  },
  responses: {
    201: dataResponse(
      "The payment, and where to pay: a page (`redirect_url`) or transfer details with a QR payload.",
      checkoutSchema,
    ),
    400: errorResponse("`invalid-plan_id`, `invalid-method`, `invalid-idempotency-key`."),
    404: errorResponse("`plan-not-found`: no plan on sale has this id."),
    409: errorResponse(
      "`idempotency-key-in-progress`: the first request with this key is still running. `already-covered`: " +
        "a pass the account's plan already gives in full for as long as the pass would last (nothing is charged).",
    ),
    422: errorResponse("`plan-is-free`, `payment-method-unavailable`, `idempotency-key-reused`."),
  },
});

export function mountCheckoutRoute(api: ApiRouter): void {
  api.use("/billing/checkout", requireAccount, idempotent("billing-checkout", { required: true }));
  api.openapi(checkoutRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    const { plan_id, method } = c.req.valid("json");
    const answer = await c.var.services.billing.checkout({
      userId,
      planId: plan_id,
      method,
      idempotencyKey: c.req.header("Idempotency-Key")!,
    });
    c.header("Cache-Control", "no-store");
    return c.json({ data: answer }, 201);
  });
}
