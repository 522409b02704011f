import { and, count, desc, eq, sql } from "drizzle-orm";
import { userEmail, users } from "../auth/schema.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { List } from "../http/pagination.ts";
import { requestLocale } from "../platform/request-language.ts";
import type { Tx } from "../platform/transactions.ts";
import type { PaymentRow } from "./gateways/types.ts";
import { toPaymentView } from "./payments.ts";
import { planNameIn } from "./plans.ts";
import { payments, plans, receiptSequences, receipts } from "./schema.ts";
import type { PaymentView, PlanInterval, PlanTexts } from "./types.ts";

/** `R-2026-000123`: the year the money was accepted and its place in that year. */
export const receiptNumber = (year: number, sequence: number) =>
  `R-${year}-${String(sequence).padStart(6, "0")}`;

/**
 * Numbers a payment's receipt inside the transaction that marks it paid. The year's counter
 * row is bumped by an upsert: concurrent payments queue on its lock, and a payment that rolls
 * back never took a number, so the sequence has no gaps.
 */
export async function issueReceipt(tx: Tx, paymentId: number): Promise<string> {
  const [existing] = await tx
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId));
  if (existing) return existing.number;
  const year = new Date().getUTCFullYear();
  const [counter] = await tx
    .insert(receiptSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptSequences.year, set: { last: sql`${receiptSequences.last} + 1` } })
    .returning({ last: receiptSequences.last });
  const number = receiptNumber(year, counter!.last);
  await tx.insert(receipts).values({ paymentId, number, year, sequence: counter!.last });
  return number;
}

/** One line of the owner's payment history. */
export type PaymentHistoryEntry = PaymentView & {
  plan_name: string;
  plan_interval: PlanInterval;
  receipt_number: string | null;
};

const historyColumns = {
  payment: payments,
  planName: plans.name,
  planTexts: plans.localTexts,
  planInterval: plans.interval,
  receipt: receipts.number,
};

function toHistoryEntry(row: {
  payment: PaymentRow;
  planName: string;
  planTexts: PlanTexts;
  planInterval: PlanInterval;
  receipt: string | null;
}): PaymentHistoryEntry {
  return {
    ...toPaymentView(row.payment),
    plan_name: planNameIn({ name: row.planName, localTexts: row.planTexts }, requestLocale()),
    plan_interval: row.planInterval,
    receipt_number: row.receipt,
  };
}

/** The account's payments, newest first, each with its receipt number once paid. */
export async function paymentHistory(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<List<PaymentHistoryEntry>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(historyColumns)
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  return { data: rows.map(toHistoryEntry), total: counted?.total ?? 0 };
}

export type Seller = { name: string; address: string | null; tax_id: string | null };

export type ReceiptView = {
  number: string;
  issued_at: string;
  seller: Seller;
  buyer: { name: string; email: string };
  payment: PaymentHistoryEntry;
  /** What the buyer paid: the price, or what arrived when a transfer overpaid. */
  amount_paid: number;
  /** Given back by refunds so far; each took back its share of the access period (docs/payments.md). */
  amount_refunded: number;
  /** The access this payment bought, as recorded when it was paid. */
  access_period: { start: string; end: string } | null;
  /** The VAT rate (a percentage) the price includes, from VAT_RATE; null when none is itemised. */
  vat_rate: number | null;
};

/**
 * The receipt of one of the owner's payments. Payments that were never paid have none
 * (`receipt-not-found`); anyone else's is as absent as one that does not exist.
 */
export async function ownReceipt(
  db: Db,
  userId: number,
  paymentId: number,
  seller: Seller,
  vatRate: number | null,
): Promise<ReceiptView> {
  const [row] = await db
    .select({ ...historyColumns, issuedAt: receipts.issuedAt, buyer: users.displayName, email: userEmail })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row)
    throw new AppError("not-found", "payment-not-found", "There is no payment of yours with this id.");
  if (!row.receipt || !row.issuedAt)
    throw new AppError("not-found", "receipt-not-found", "This payment has no receipt: it was never paid.");
  return {
    number: row.receipt,
    issued_at: row.issuedAt.toISOString(),
    seller,
    buyer: { name: row.buyer, email: row.email },
    payment: toHistoryEntry(row),
    amount_paid: row.payment.receivedAmount ?? row.payment.amount,
    amount_refunded: row.payment.refundedAmount,
    access_period:
      row.payment.periodStart && row.payment.periodEnd
        ? { start: row.payment.periodStart.toISOString(), end: row.payment.periodEnd.toISOString() }
        : null,
    vat_rate: vatRate,
  };
}
