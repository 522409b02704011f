import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { errorResponse, idParam } from "../../http/openapi-parts.ts";
import { limitParam, listOf, offsetParam } from "../../http/pagination.ts";
import { actorOf } from "../../http/staff-actor.ts";
import {
  assignBody,
  billingEventView,
  cmsPaymentDetail,
  cmsPaymentView,
  paymentQuery,
  refundBody,
  refundView,
} from "../admin/schemas.ts";
import { billingStaff, denied, idempotencyHeader, security, tags } from "./cms-common.ts";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const outcomes = ["paid", "overpaid", "underpaid"] as const;

const listRoute = createRoute({
  method: "get",
  path: "/cms/payments",
  operationId: "listCmsPayments",
  tags,
  security,
  summary: "Payments, newest first: by buyer e-mail, reference, status, method and day (admins)",
  request: { query: paymentQuery },
  responses: {
    200: {
      description: "A page of payments and how many match.",
      content: json(listOf(cmsPaymentView)),
    },
    ...denied,
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/cms/payments/{id}",
  operationId: "getCmsPayment",
  tags,
  security,
  summary: "One payment with its gateway notifications and refunds",
  request: { params: idParam },
  responses: {
    200: { description: "The payment.", content: json(z.object({ data: cmsPaymentDetail })) },
    ...denied,
    404: errorResponse("`payment-not-found`."),
  },
});

const unmatchedRoute = createRoute({
  method: "get",
  path: "/cms/payments/unmatched",
  operationId: "listUnmatchedTransfers",
  tags,
  security,
  summary: "Money no open payment took (`unmatched`, `settled-before`), oldest first",
  request: { query: z.object({ limit: limitParam(50, 200), offset: offsetParam }) },
  responses: {
    200: {
      description: "A page of kept notifications and how many wait.",
      content: json(listOf(billingEventView)),
    },
    ...denied,
  },
});

const assignRoute = createRoute({
  method: "post",
  path: "/cms/payments/unmatched/{eventId}/assign",
  operationId: "assignUnmatchedTransfer",
  tags,
  security,
  summary: "Apply kept money to the payment it was meant for, as its webhook would have (once)",
  request: {
    params: z.object({
      eventId: z.string().min(1).max(200).openapi({ description: "The gateway's event id." }),
    }),
    headers: z.object(idempotencyHeader(false)),
    body: { required: true, content: json(assignBody) },
  },
  responses: {
    200: {
      description: "What the money did to the payment, and the payment after it.",
      content: json(z.object({ data: z.object({ outcome: z.enum(outcomes), payment: cmsPaymentView }) })),
    },
    ...denied,
    404: errorResponse("`event-not-found`, `payment-not-found`."),
    409: errorResponse("`event-already-assigned`, `payment-already-settled`, `idempotency-key-in-progress`."),
    422: errorResponse(
      "`payment-method-mismatch`, `currency-mismatch`, `event-gateway-required`, `idempotency-key-reused`.",
    ),
  },
});

const refundRoute = createRoute({
  method: "post",
  path: "/cms/payments/{id}/refund",
  operationId: "refundCmsPayment",
  tags,
  security,
  summary:
    "Give money back through the payment's gateway: all that remains, or `amount` (needs an Idempotency-Key)",
  description:
    "A full refund makes the payment `refunded` and ends the access it bought, in one transaction; a partial " +
    "one keeps it `paid` with `refunded_amount`. Bank transfers are sent back by hand: confirm with `confirm_sent`.",
  request: {
    params: idParam,
    headers: z.object(idempotencyHeader(true)),
    body: { required: false, content: json(refundBody) },
  },
  responses: {
    200: {
      description: "The refund and the payment after it.",
      content: json(
        z.object({
          data: z.object({ payment: cmsPaymentView, refund: refundView, access_ended: z.boolean() }),
        }),
      ),
    },
    ...denied,
    404: errorResponse("`payment-not-found`."),
    409: errorResponse(
      "`payment-not-paid`, `refund-exceeds-payment` (with `details.remaining`), `idempotency-key-in-progress`.",
    ),
    422: errorResponse("`refund-unavailable`, `refund-confirmation-required`, `idempotency-key-reused`."),
  },
});

/** `/cms/payments`: finding payments, their gateway trail, unmatched transfers and refunds. */
export function mountCmsPaymentRoutes(api: ApiRouter): void {
  api.use("/cms/payments", billingStaff);
  api.use("/cms/payments/*", billingStaff);
  api.use("/cms/payments/:id/refund", idempotent("cms-refunds", { required: true }));
  api.use("/cms/payments/unmatched/:eventId/assign", idempotent("cms-transfer-assign"));
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.admin.payments(c.req.valid("query")), 200);
  });
  // Before `/cms/payments/{id}`, which would otherwise read "unmatched" as an id and refuse it.
  api.openapi(unmatchedRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.admin.unmatched(c.req.valid("query")), 200);
  });
  api.openapi(getRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.admin.payment(c.req.valid("param").id) }, 200);
  });
  api.openapi(assignRoute, async (c) => {
    const { payment_id, gateway } = c.req.valid("json");
    const answer = await c.var.services.billing.admin.assign(await actorOf(c), {
      eventId: c.req.valid("param").eventId,
      paymentId: payment_id,
      gateway,
    });
    c.header("Cache-Control", "no-store");
    return c.json(
      { data: answer as { outcome: (typeof outcomes)[number]; payment: typeof answer.payment } },
      200,
    );
  });
  api.openapi(refundRoute, async (c) => {
    // The body is optional: none (or `{}`) refunds everything that remains.
    const body = (c.req.valid("json") ?? {}) as z.infer<typeof refundBody>;
    const answer = await c.var.services.billing.admin.refund(await actorOf(c), {
      paymentId: c.req.valid("param").id,
      amount: body.amount,
      confirmSent: body.confirm_sent,
    });
    c.header("Cache-Control", "no-store");
    return c.json({ data: answer }, 200);
  });
}
