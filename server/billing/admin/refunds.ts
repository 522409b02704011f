import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import { periodSql } from "../access.ts";
import type { PaymentGateway, PaymentRow } from "../gateways/types.ts";
import { planById } from "../plans.ts";
import { paymentRefunds, payments, subscriptions } from "../schema.ts";
import type { PaymentMethod } from "../types.ts";
import { audited, type StaffAction } from "./audit.ts";
import { cmsPayment, paymentNotFound } from "./payments.ts";
import type { CmsPaymentView, RefundView } from "./schemas.ts";

export type RefundAnswer = { payment: CmsPaymentView; refund: RefundView; access_ended: boolean };

/** What was received and is not yet given back (an overpaid transfer can give back all it brought). */
export const refundableOf = (payment: Pick<PaymentRow, "amount" | "receivedAmount" | "refundedAmount">) =>
  (payment.receivedAmount ?? payment.amount) - payment.refundedAmount;

/**
 * Takes away what a fully refunded payment bought, in the refund's transaction. The access it
 * granted ends now; when a later payment extended the same plan, only this payment's period is
 * taken off the end. A payment whose period has long run out changes nothing.
 */
async function endAccessOf(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const plan = await planById(tx, payment.planId);
  if (!plan) return false;
  const period = sql.raw(periodSql(plan.interval, plan.intervalCount));
  const granted = sql`${subscriptions.sourcePaymentId} = ${payment.id}`;
  const endsNow = sql`(${granted} or ${subscriptions.currentPeriodEnd} - ${period} <= now())`;
  const paidAt = (payment.paidAt ?? new Date()).toISOString();
  const ended = await tx
    .update(subscriptions)
    .set({
      status: sql`case when ${endsNow} then 'expired' else ${subscriptions.status} end`,
      currentPeriodEnd: sql`case when ${endsNow} then least(${subscriptions.currentPeriodEnd}, now()) else ${subscriptions.currentPeriodEnd} - ${period} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscriptions.userId, payment.userId),
        eq(subscriptions.planId, payment.planId),
        inArray(subscriptions.status, ["active", "past_due", "cancelled"]),
        sql`(${granted} or ${paidAt}::timestamptz + ${period} > now())`,
      ),
    )
    .returning({ status: subscriptions.status });
  return ended.some((row) => row.status === "expired");
}

/**
 * Gives money back through the payment's gateway: all that remains, or `amount` of it. The
 * payment row is locked for the whole refund, so two refunds never both pass the check on what
 * remains; the key handed to the gateway is the same for a retry of the same refund. A full
 * refund makes the payment `refunded` and ends the access it bought; a partial one keeps it
 * `paid` with `refunded_amount`.
 */
export function refundPayment(
  db: Db,
  gateways: ReadonlyMap<PaymentMethod, PaymentGateway>,
  who: StaffAction,
  input: { paymentId: number; amount?: number; confirmSent?: boolean },
): Promise<RefundAnswer> {
  return audited(db, who, "payment.refund", async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) throw paymentNotFound();
    if (payment.status !== "paid") {
      throw new AppError(
        "conflict",
        "payment-not-paid",
        `This payment is ${payment.status}: only paid payments can be refunded.`,
        { status: payment.status },
      );
    }
    const remaining = refundableOf(payment);
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw new AppError(
        "conflict",
        "refund-exceeds-payment",
        `At most ${remaining} (minor units) of this payment is left to refund.`,
        { remaining, field: "amount" },
      );
    }
    const gateway = gateways.get(payment.method);
    if (!gateway?.refund) {
      throw new AppError(
        "unprocessable",
        "refund-unavailable",
        `Refunds for payments by ${payment.method} cannot be made from here.`,
      );
    }
    const made = await gateway.refund(
      payment,
      amount,
      `payment-${payment.id}-refund-${payment.refundedAmount}-${amount}`,
    );
    if (made.manual && !input.confirmSent) {
      throw new AppError(
        "unprocessable",
        "refund-confirmation-required",
        "Send the money back from the bank account first, then confirm that you did.",
        { field: "confirm_sent" },
      );
    }
    const full = amount === remaining;
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount,
        currency: payment.currency,
        gatewayRefundId: made.id,
        manual: made.manual,
        refundedBy: who.actor.id,
      })
      .returning();
    await tx
      .update(payments)
      .set({
        refundedAmount: payment.refundedAmount + amount,
        status: full ? "refunded" : "paid",
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
    const accessEnded = full ? await endAccessOf(tx, payment) : false;
    const view: RefundView = {
      id: refund!.id,
      amount,
      currency: payment.currency,
      gateway_refund_id: made.id,
      manual: made.manual,
      refunded_by: who.actor.id,
      created_at: refund!.createdAt.toISOString(),
    };
    const after = await cmsPayment(tx, payment.id);
    return {
      target: { type: "payment", id: payment.id },
      before: { status: payment.status, refunded_amount: payment.refundedAmount },
      after: {
        status: after.status,
        refunded_amount: after.refunded_amount,
        refund: view,
        access_ended: accessEnded,
      },
      result: { payment: after, refund: view, access_ended: accessEnded },
    };
  });
}
