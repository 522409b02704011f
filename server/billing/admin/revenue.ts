import type { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { RevenueView, revenueQuery } from "./schemas.ts";

const DAY_MS = 86_400_000;
/** The longest range one report covers: a year of days, ten years of months. */
const MAX_DAYS = { day: 366, month: 3_660 };

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The report's first and last day (UTC, both included), defaulting to the last 30 days or 12 months. */
export function revenueRange(query: z.infer<typeof revenueQuery>, now = new Date()) {
  const to = query.to ?? isoDay(now);
  const end = new Date(`${to}T00:00:00Z`);
  const from =
    query.from ??
    (query.by === "day"
      ? isoDay(new Date(end.getTime() - 29 * DAY_MS))
      : isoDay(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1))));
  const days = (end.getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS;
  if (days < 0) throw new AppError("bad-request", "invalid-range", "`from` must not be after `to`.");
  if (days >= MAX_DAYS[query.by]) {
    throw new AppError(
      "bad-request",
      "revenue-range-too-long",
      query.by === "day" ? "Ask for at most a year of days." : "Ask for at most ten years of months.",
    );
  }
  return { from, to };
}

type Sums = { period: string; currency: string; amount: number; count: number };

const rowsOf = (result: unknown): Sums[] =>
  ((result as { rows: Array<Record<string, unknown>> }).rows ?? []).map((row) => ({
    period: String(row.period),
    currency: String(row.currency),
    amount: Number(row.amount),
    count: Number(row.count),
  }));

/**
 * Money in, per UTC day or month and currency, from the payments themselves: what was received
 * on the day a payment was paid, minus refunds on the day they were made. Amounts stay integers
 * in each currency's minor units, and currencies are never added together.
 */
export async function revenueReport(db: Db, query: z.infer<typeof revenueQuery>): Promise<RevenueView> {
  const { from, to } = revenueRange(query);
  const start = `${from}T00:00:00Z`;
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS).toISOString();
  const format = query.by === "day" ? "YYYY-MM-DD" : "YYYY-MM";
  const [paid, refunded] = await Promise.all([
    db.execute(sql`
      select to_char(paid_at at time zone 'UTC', ${format}) as period, currency,
             sum(coalesce(received_amount, amount))::bigint as amount, count(*)::int as count
      from payments
      where status in ('paid', 'refunded') and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz
      group by 1, 2`),
    db.execute(sql`
      select to_char(created_at at time zone 'UTC', ${format}) as period, currency,
             sum(amount)::bigint as amount, count(*)::int as count
      from payment_refunds
      where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      group by 1, 2`),
  ]);
  const rows = new Map<string, RevenueView["data"][number]>();
  const rowOf = (period: string, currency: string) => {
    const key = `${period} ${currency}`;
    const row = rows.get(key) ?? { period, currency, paid: 0, refunded: 0, net: 0, payments: 0 };
    rows.set(key, row);
    return row;
  };
  for (const sums of rowsOf(paid))
    Object.assign(rowOf(sums.period, sums.currency), {
      paid: sums.amount,
      payments: sums.count,
    });
  for (const sums of rowsOf(refunded)) rowOf(sums.period, sums.currency).refunded = sums.amount;
  const data = [...rows.values()]
    .map((row) => ({ ...row, net: row.paid - row.refunded }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, RevenueView["totals"][number]>();
  for (const row of data) {
    const total = totals.get(row.currency) ?? { currency: row.currency, paid: 0, refunded: 0, net: 0 };
    total.paid += row.paid;
    total.refunded += row.refunded;
    total.net += row.net;
    totals.set(row.currency, total);
  }
  return {
    by: query.by,
    from,
    to,
    data,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
