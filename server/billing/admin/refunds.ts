import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { PaymentGateway, PaymentRow } from "../gateways/types.ts";
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
 * Locks the account's access row to a plan, as a grant does: a payment granted meanwhile either
 * lands before the refund (and is moved up by it) or after, extending the end the refund cut.
 */
async function lockAccess(tx: Tx, userId: number, planId: number) {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId)))
    .for("update");
}

/**
 * Takes back, in the refund's transaction, the access the refunded money bought (docs/payments.md):
 * the same share of the payment's period as the share of its money given back, off the end of
 * the account's access to the plan; all of it once the payment is wholly refunded. Access never
 * ends before now. A payment whose period is over was delivered: its refund changes no access.
 * Answers whether the access ended.
 */
async function takeBackPeriod(tx: Tx, payment: PaymentRow, amount: number): Promise<boolean> {
  const { periodStart, periodEnd } = payment;
  if (!periodStart || !periodEnd || periodEnd.getTime() <= Date.now()) return false;
  const received = payment.receivedAmount ?? payment.amount;
  const seconds = (refunded: number) =>
    Math.round(((periodEnd.getTime() - periodStart.getTime()) / 1000) * (refunded / received));
  // Counted from what was refunded before, so the parts of a payment add up to its whole period.
  const removed = sql`make_interval(secs => ${seconds(payment.refundedAmount + amount) - seconds(payment.refundedAmount)}::double precision)`;
  const cut = sql`${subscriptions.currentPeriodEnd} - ${removed}`;
  const plan = and(eq(subscriptions.userId, payment.userId), eq(subscriptions.planId, payment.planId));
  // The plan's later payments now run that much earlier: a refund of one of them takes its own period.
  await tx
    .update(payments)
    .set({
      periodStart: sql`${payments.periodStart} - ${removed}`,
      periodEnd: sql`${payments.periodEnd} - ${removed}`,
    })
    .where(
      and(
        eq(payments.userId, payment.userId),
        eq(payments.planId, payment.planId),
        ne(payments.id, payment.id),
        gte(payments.periodStart, periodEnd),
      ),
    );
  const [after] = await tx
    .update(subscriptions)
    .set({
      status: sql`case when ${cut} <= now() then 'expired' else ${subscriptions.status} end`,
      currentPeriodEnd: sql`case when ${cut} <= now() then least(${subscriptions.currentPeriodEnd}, now()) else ${cut} end`,
      updatedAt: sql`now()`,
    })
    .where(and(plan, inArray(subscriptions.status, ["active", "past_due", "cancelled"])))
    .returning({ status: subscriptions.status });
  return after?.status === "expired";
}

/**
 * Gives money back through the payment's gateway: all that remains, or `amount` of it. The
 * payment row is locked for the whole refund, so two refunds never both pass the check on what
 * remains; the key handed to the gateway is the same for a retry of the same refund. A full
 * refund makes the payment `refunded`, a partial one keeps it `paid` with `refunded_amount`;
 * either takes back its share of the period the payment bought.
 */
export function refundPayment(
  db: Db,
  gateways: ReadonlyMap<PaymentMethod, PaymentGateway>,
  who: StaffAction,
  input: { paymentId: number; amount?: number; confirmSent?: boolean },
): Promise<RefundAnswer> {
  return audited(db, who, "payment.refund", async (tx) => {
    const [owner] = await tx
      .select({ userId: payments.userId, planId: payments.planId })
      .from(payments)
      .where(eq(payments.id, input.paymentId));
    if (!owner) throw paymentNotFound();
    // The access row before the payment row, the order a grant takes them in: refunds of two
    // payments of one plan then queue here instead of each locking a payment the other moves.
    await lockAccess(tx, owner.userId, owner.planId);
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
    const accessEnded = await takeBackPeriod(tx, payment, amount);
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
