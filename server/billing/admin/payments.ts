import type { z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql } from "drizzle-orm";
import { userEmail, users } from "../../auth/schema.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { RenewalGateway } from "../gateways/types.ts";
import { normalizeReference } from "../reference.ts";
import { billingEvents, paymentRefunds, payments, plans } from "../schema.ts";
import type { PaymentMethod } from "../types.ts";
import { settle } from "../webhooks.ts";
import { audited, containing, type StaffAction } from "./audit.ts";
import type { BillingEventView, CmsPaymentDetail, CmsPaymentView, paymentQuery } from "./schemas.ts";

/** Money kept for staff: a reference no payment has, or money for a payment already closed. */
export const UNASSIGNED_OUTCOMES = ["unmatched", "settled-before"];

const selectPayments = (db: Db | Tx) =>
  db
    .select({ payment: payments, email: userEmail, planName: plans.name })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(plans, eq(plans.id, payments.planId));

type Joined = { payment: typeof payments.$inferSelect; email: string; planName: string };

function toCmsPayment({ payment, email, planName }: Joined): CmsPaymentView {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    reference: payment.reference,
    method: payment.method,
    plan_id: payment.planId,
    plan_name: planName,
    user_id: payment.userId,
    email,
    received_amount: payment.receivedAmount,
    refunded_amount: payment.refundedAmount,
    note: payment.note,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    expires_at: payment.expiresAt?.toISOString() ?? null,
    period_start: payment.periodStart?.toISOString() ?? null,
    period_end: payment.periodEnd?.toISOString() ?? null,
  };
}

function toEventView(row: typeof billingEvents.$inferSelect): BillingEventView {
  return {
    gateway: row.gateway,
    event_id: row.eventId,
    outcome: row.outcome,
    payment_id: row.paymentId,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    received_at: row.receivedAt.toISOString(),
    payload: row.payload,
  };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** Newest first: by buyer e-mail (part of it), reference (spaces and dashes ignored), status, method and start day. */
export async function searchPayments(db: Db, query: z.infer<typeof paymentQuery>) {
  const where = and(
    query.email ? ilike(users.email, containing(query.email)) : undefined,
    query.reference ? eq(payments.reference, normalizeReference(query.reference)) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.from ? gte(payments.createdAt, startOfDay(query.from)) : undefined,
    query.to ? lt(payments.createdAt, nextDay(query.to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return { data: rows.map(toCmsPayment), total: total?.total ?? 0 };
}

export const paymentNotFound = () =>
  new AppError("not-found", "payment-not-found", "There is no payment with this id.");

export async function cmsPayment(db: Db | Tx, id: number): Promise<CmsPaymentView> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  if (!row) throw paymentNotFound();
  return toCmsPayment(row);
}

/** One payment with every gateway notification about it and the refunds made, oldest first. */
export async function cmsPaymentDetail(db: Db, id: number): Promise<CmsPaymentDetail> {
  const payment = await cmsPayment(db, id);
  const [events, refunds] = await Promise.all([
    db
      .select()
      .from(billingEvents)
      .where(
        sql`${billingEvents.paymentId} = ${id} or (${billingEvents.paymentId} is null and ${billingEvents.reference} = ${payment.reference})`,
      )
      .orderBy(asc(billingEvents.receivedAt)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, id)).orderBy(asc(paymentRefunds.id)),
  ]);
  return {
    ...payment,
    events: events.map(toEventView),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      gateway_refund_id: refund.gatewayRefundId,
      manual: refund.manual,
      refunded_by: refund.refundedBy,
      created_at: refund.createdAt.toISOString(),
    })),
  };
}

/** Transfers waiting for staff, oldest first: they have waited longest. */
export async function unassignedEvents(db: Db, page: { limit: number; offset: number }) {
  const where = inArray(billingEvents.outcome, UNASSIGNED_OUTCOMES);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingEvents)
      .where(where)
      .orderBy(asc(billingEvents.receivedAt), asc(billingEvents.eventId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(billingEvents).where(where),
  ]);
  return { data: rows.map(toEventView), total: total?.total ?? 0 };
}

/**
 * Applies a kept transfer to the payment staff say it was for, through the very code a webhook
 * runs (`settle`). The event row is locked, so two staff assigning at once apply it once; an
 * event already applied is 409 `event-already-assigned`.
 */
export function assignEvent(
  db: Db,
  who: StaffAction,
  input: { eventId: string; paymentId: number; gateway?: PaymentMethod },
  renewals: RenewalGateway | null,
) {
  return audited(db, who, "billing-event.assign", async (tx) => {
    const found = await tx
      .select()
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.eventId, input.eventId),
          input.gateway ? eq(billingEvents.gateway, input.gateway) : undefined,
        ),
      )
      .for("update");
    if (found.length === 0) {
      throw new AppError("not-found", "event-not-found", "There is no gateway notification with this id.");
    }
    if (found.length > 1) {
      throw new AppError(
        "unprocessable",
        "event-gateway-required",
        "Two gateways used this id: say which one with `gateway`.",
        { field: "gateway" },
      );
    }
    const event = found[0]!;
    if (!UNASSIGNED_OUTCOMES.includes(event.outcome)) {
      throw new AppError(
        "conflict",
        "event-already-assigned",
        "This money was already applied to a payment.",
        {
          payment_id: event.paymentId,
        },
      );
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) throw paymentNotFound();
    if (payment.method !== event.gateway) {
      throw new AppError(
        "unprocessable",
        "payment-method-mismatch",
        `This money came by ${event.gateway}; the payment was started as ${payment.method}.`,
        { field: "payment_id" },
      );
    }
    if (event.currency !== payment.currency || event.amount === null) {
      throw new AppError(
        "unprocessable",
        "currency-mismatch",
        `The transfer is in ${event.currency}; the payment asks for ${payment.currency}.`,
        { field: "payment_id" },
      );
    }
    const outcome = await settle(
      tx,
      payment,
      {
        id: event.eventId,
        reference: payment.reference,
        kind: "paid",
        amount: event.amount,
        currency: event.currency,
        payload: event.payload,
      },
      renewals,
    );
    if (outcome === "settled-before") {
      throw new AppError(
        "conflict",
        "payment-already-settled",
        `Payment ${payment.reference} is already ${payment.status}; choose an open one.`,
        { field: "payment_id" },
      );
    }
    await tx
      .update(billingEvents)
      .set({ outcome, paymentId: payment.id })
      .where(and(eq(billingEvents.gateway, event.gateway), eq(billingEvents.eventId, event.eventId)));
    const before = { outcome: event.outcome, payment_id: event.paymentId };
    const after = { outcome, payment_id: payment.id, reference: payment.reference };
    return {
      target: { type: "billing-event", id: `${event.gateway}:${event.eventId}` },
      before,
      after,
      result: { outcome, payment: await cmsPayment(tx, payment.id) },
    };
  });
}
