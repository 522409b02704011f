import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse, errorResponse, idParam } from "../../http/openapi-parts.ts";
import { listResponse, pageQuery } from "../../http/pagination.ts";
import { INTERVALS } from "../types.ts";
import { accountIdOf } from "./account.ts";
import { paymentSchema } from "./schemas.ts";

const tags = ["Billing"];
const security = [{ bearer: [] }];

const historyEntrySchema = paymentSchema
  .extend({
    plan_name: z.string(),
    plan_interval: z.enum(INTERVALS),
    receipt_number: z.string().nullable().openapi({
      description: "Sequential per year, given when the payment is paid",
      example: "R-2026-000123",
    }),
  })
  .openapi("PaymentHistoryEntry");

const historyRoute = createRoute({
  method: "get",
  path: "/billing/payments",
  operationId: "listPayments",
  tags,
  security,
  summary: "The signed-in account's payments, newest first",
  request: { query: z.object(pageQuery(20, 100)) },
  responses: {
    ...listResponse("One page of the account's payments and how many there are in all.", historyEntrySchema),
    400: errorResponse("`invalid-limit`, `invalid-offset`."),
  },
});

const receiptRoute = createRoute({
  method: "get",
  path: "/billing/payments/{id}/receipt",
  operationId: "getReceipt",
  tags,
  security,
  summary: "The receipt of one of the account's paid payments",
  request: { params: idParam },
  responses: {
    200: dataResponse(
      "Receipt number, seller and VAT rate from the site's configuration, buyer and what was paid.",
      z.object({
        number: z.string(),
        issued_at: z.string(),
        seller: z.object({
          name: z.string(),
          address: z.string().nullable(),
          tax_id: z.string().nullable(),
        }),
        buyer: z.object({ name: z.string(), email: z.string() }),
        payment: historyEntrySchema,
        amount_paid: z.number().int(),
        amount_refunded: z.number().int(),
        access_period: z
          .object({ start: z.string(), end: z.string() })
          .nullable()
          .openapi({ description: "The access the payment bought, as recorded when it was paid" }),
        vat_rate: z.number().nullable().openapi({
          description:
            "The VAT rate the price includes, as a percentage (`VAT_RATE`); null when none is itemised.",
        }),
      }),
    ),
    404: errorResponse("`payment-not-found` (none of the account's), `receipt-not-found` (never paid)."),
  },
});

/** The payment history and receipts, for their owner only. */
export function mountReceiptRoutes(api: ApiRouter): void {
  api.openapi(historyRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.paymentHistory(userId, c.req.valid("query")), 200);
  });
  api.openapi(receiptRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.receipt(userId, c.req.valid("param").id) }, 200);
  });
}
