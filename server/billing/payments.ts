import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { PaymentGateway, PaymentRow } from "./gateways/types.ts";
import { alreadyCovered, coveredPasses } from "./pass-cover.ts";
import { planById, toPlanView } from "./plans.ts";
import { newReference } from "./reference.ts";
import { payments } from "./schema.ts";
import type { CheckoutAnswer, PaymentMethod, PaymentView } from "./types.ts";

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    method: row.method,
    plan_id: row.planId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    received_amount: row.receivedAmount,
  };
}

export type CheckoutInput = { userId: number; planId: number; method: PaymentMethod; idempotencyKey: string };

const byKey = (userId: number, key: string) =>
  and(eq(payments.userId, userId), eq(payments.idempotencyKey, key));

/**
 * Starts paying for a plan. The price and currency come from the plan alone. One payment per
 * account and Idempotency-Key, held by a unique index: racing requests with one key all get
 * the same payment, whichever of them inserted it. A pass that another plan already gives in
 * full is refused before anything is charged.
 */
export async function startCheckout(
  db: Db,
  gateways: ReadonlyMap<PaymentMethod, PaymentGateway>,
  input: CheckoutInput,
): Promise<CheckoutAnswer> {
  const plan = await planById(db, input.planId, { activeOnly: true });
  if (!plan) throw new AppError("not-found", "plan-not-found", "There is no plan on sale with this id.");
  if (plan.amount === 0)
    throw new AppError("unprocessable", "plan-is-free", "This plan is free: there is nothing to pay.");
  const [covered] = await coveredPasses(db, input.userId, [toPlanView(plan)]);
  if (covered) throw alreadyCovered(covered);
  const gateway = gateways.get(input.method);
  if (!gateway?.accepts(plan.currency)) {
    throw new AppError(
      "unprocessable",
      "payment-method-unavailable",
      `Paying by ${input.method} is not offered here.`,
      {
        methods: [...gateways.values()].filter((g) => g.accepts(plan.currency)).map((g) => g.method),
      },
    );
  }
  let payment: PaymentRow | undefined;
  // A fresh reference that collides with an old one inserts nothing; draw again.
  for (let attempt = 0; attempt < 3 && !payment; attempt++) {
    const [inserted] = await db
      .insert(payments)
      .values({
        userId: input.userId,
        planId: plan.id,
        method: input.method,
        amount: plan.amount,
        currency: plan.currency,
        reference: newReference(),
        idempotencyKey: input.idempotencyKey,
        expiresAt: new Date(Date.now() + gateway.holdMs),
      })
      .onConflictDoNothing()
      .returning();
    [payment] = inserted
      ? [inserted]
      : await db.select().from(payments).where(byKey(input.userId, input.idempotencyKey));
  }
  if (!payment)
    throw new AppError("unavailable", "checkout-unavailable", "Could not start the payment; try again.");
  if (payment.planId !== plan.id || payment.method !== input.method) {
    throw new AppError(
      "unprocessable",
      "idempotency-key-reused",
      "This Idempotency-Key was already used for another checkout.",
    );
  }
  const { id, status, amount, currency, reference } = payment;
  return { payment: { id, status, amount, currency, reference }, ...(await gateway.start(payment)) };
}

/** A payment as its owner sees it; someone else's is as absent as one that never existed. */
export async function ownPayment(db: Db, userId: number, id: number): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row)
    throw new AppError("not-found", "payment-not-found", "There is no payment of yours with this id.");
  return row;
}

/** Payments still waiting for money past their hold expire; money arriving later is still matched. */
export async function expireUnpaidPayments(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(payments)
    .set({ status: "expired", note: "unpaid", updatedAt: now })
    .where(and(inArray(payments.status, ["pending"]), lte(payments.expiresAt, now)))
    .returning({ id: payments.id });
  return expired.length;
}
