import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Tx } from "../platform/transactions.ts";
import type { GatewayEvent, PaymentRow, RenewalGateway } from "./gateways/types.ts";
import { supersedeOtherPlans } from "./lifecycle.ts";
import { planById } from "./plans.ts";
import { issueReceipt } from "./receipts.ts";
import { normalizeReference } from "./reference.ts";
import { billingEvents, payments } from "./schema.ts";
import { grantPlan } from "./subscriptions.ts";
import type { PaymentMethod } from "./types.ts";

/**
 * What one notification did: `duplicate` (seen before, nothing changed), `unmatched` (kept for
 * staff), `settled-before` (money for a payment already closed, kept for staff), or the change.
 */
export const EVENT_OUTCOMES = [
  "duplicate",
  "unmatched",
  "settled-before",
  "paid",
  "overpaid",
  "underpaid",
  "declined",
  "abandoned",
  "ignored",
] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** Money may still settle these: late transfers after expiry, top-ups after an underpayment. */
const OPEN = new Set(["pending", "expired", "underpaid"]);

/**
 * Settles a locked payment with what the gateway reported; paid grants the plan in the same
 * transaction, and the account's other recurring plans stop renewing, on `renewals` too.
 */
export async function settle(
  tx: Tx,
  payment: PaymentRow,
  event: GatewayEvent,
  renewals: RenewalGateway | null,
): Promise<EventOutcome> {
  if (event.kind !== "paid") {
    if (payment.status !== "pending") return "ignored";
    const status = event.kind === "declined" ? "failed" : "expired";
    await tx
      .update(payments)
      .set({ status, note: event.kind, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return event.kind;
  }
  if (!OPEN.has(payment.status)) return "settled-before";
  if (event.currency !== payment.currency) return "unmatched";
  const received = (payment.status === "underpaid" ? (payment.receivedAmount ?? 0) : 0) + event.amount;
  if (received < payment.amount) {
    await tx
      .update(payments)
      .set({ status: "underpaid", receivedAmount: received, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return "underpaid";
  }
  const overpaid = received > payment.amount;
  await tx
    .update(payments)
    .set({
      status: "paid",
      paidAt: sql`now()`,
      receivedAmount: received === payment.amount ? null : received,
      note: overpaid ? "overpaid" : null,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  await issueReceipt(tx, payment.id);
  const plan = await planById(tx, payment.planId);
  if (plan) {
    await supersedeOtherPlans(tx, payment.userId, plan, renewals);
    await grantPlan(tx, { userId: payment.userId, plan, paymentId: payment.id });
  }
  return overpaid ? "overpaid" : "paid";
}

/**
 * Applies one verified notification exactly once: its id is stored first, in the same
 * transaction as the payment's change and the access it grants. A repeat, even a
 * concurrent one, meets the stored id (its insert waits on the first one's commit) and
 * changes nothing; the payment row is locked while it changes.
 */
export function applyGatewayEvent(
  db: Db,
  gateway: PaymentMethod,
  event: GatewayEvent,
  renewals: RenewalGateway | null,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const reference = normalizeReference(event.reference);
    const stored = await tx
      .insert(billingEvents)
      .values({
        gateway,
        eventId: event.id,
        outcome: "received",
        reference,
        amount: event.amount,
        currency: event.currency,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (stored.length === 0) return "duplicate";
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for("update");
    const outcome =
      payment && payment.method === gateway ? await settle(tx, payment, event, renewals) : "unmatched";
    await tx
      .update(billingEvents)
      .set({ outcome, paymentId: outcome === "unmatched" ? null : (payment?.id ?? null) })
      .where(sql`${billingEvents.gateway} = ${gateway} and ${billingEvents.eventId} = ${event.id}`);
    return outcome;
  });
}
