import { type SQL, sql } from "drizzle-orm";
import { users } from "../auth/schema.ts";
import { paymentRefunds, payments } from "../billing/schema.ts";
import { chatMessages } from "../chat/schema.ts";
import type { Db } from "../db/connect.ts";
import type { Services } from "../http/api-router.ts";
import { AppError } from "../http/errors.ts";
import { dailyViewerPeaks } from "../live/service.ts";
import { isTimeZone, startOfZonedDay, todayIn } from "../sports/service.ts";

export const TREND_DAYS = { min: 7, max: 90, fallback: 30 } as const;

/** One calendar day of a trend, in the staff member's zone. */
export type TrendPoint = { day: string; value: number };

/** A series of daily values the dashboard draws as a chart. */
export type Trend = {
  key: string;
  label: string;
  /**
   * What one value counts ("sign-ups", "messages", "viewers"), or the ISO 4217 code of a money
   * trend, whose values are in the currency's minor units (cents) as everywhere in billing.
   */
  unit: string;
  /** The sum over the days, or the highest day for a peak such as live viewers. */
  total: number;
  /** How `total` reads the days. */
  summary: "sum" | "peak";
  points: TrendPoint[];
};

/** The days a trend covers: `[from, to)` as instants and each day's date. */
export type TrendRange = { from: Date; to: Date; timeZone: string; days: string[] };

/** The services the trends read; a trend reading another adds it here. */
export type TrendServices = Pick<Services, "config" | "database">;

export type TrendContext = { services: TrendServices; range: TrendRange };

/** A trend and the scope needed to read it, as the dashboard's figures have (FigureProvider). */
export type TrendProvider = {
  key: string;
  scope: string;
  label: string;
  summary: Trend["summary"];
  unit(services: TrendServices): string;
  /** Each day's value; days left out are 0. */
  read(context: TrendContext): Promise<Map<string, number>>;
};

const shiftDay = (day: string, by: number) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
};

/** The last `days` calendar days in a zone, today included (an unknown zone reads as UTC). */
export function trendRange(days: number, timeZone: string, now: Date): TrendRange {
  if (!Number.isInteger(days) || days < TREND_DAYS.min || days > TREND_DAYS.max) {
    throw new AppError(
      "bad-request",
      "invalid-days",
      `Ask for ${TREND_DAYS.min} to ${TREND_DAYS.max} days of trends.`,
      { field: "days" },
    );
  }
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const today = todayIn(zone, now);
  const list = Array.from({ length: days }, (_, index) => shiftDay(today, index - days + 1));
  return {
    from: startOfZonedDay(list[0]!, zone),
    to: startOfZonedDay(shiftDay(today, 1), zone),
    timeZone: zone,
    days: list,
  };
}

/** A `select day, value … group by 1` answer as a map. */
async function perDay(db: Db, query: SQL): Promise<Map<string, number>> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: Array<{ day: string; value: number | string }> }).rows;
  return new Map(rows.map((row) => [String(row.day), Number(row.value)]));
}

const dayOf = (column: SQL | unknown, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

const within = (column: unknown, range: TrendRange) =>
  sql`${column} >= ${range.from.toISOString()}::timestamptz and ${column} < ${range.to.toISOString()}::timestamptz`;

/** How many rows of a table were written on each day of the range, by their creation time. */
const countPerDay = (services: TrendServices, table: unknown, createdAt: unknown, range: TrendRange) =>
  perDay(
    services.database.db,
    sql`select ${dayOf(createdAt, range.timeZone)} as day, count(*)::int as value
        from ${table} where ${within(createdAt, range)} group by 1`,
  );

const signUps: TrendProvider = {
  key: "sign-ups",
  // Counts only, no names: whoever may read the accounts list may see how it grows.
  scope: "users:read",
  label: "Sign-ups per day",
  summary: "sum",
  unit: () => "sign-ups",
  read: ({ services, range }) => countPerDay(services, users, users.createdAt, range),
};

const revenue: TrendProvider = {
  key: "revenue",
  scope: "billing:manage",
  label: "Revenue per day",
  summary: "sum",
  unit: (services) => services.config.BILLING_CURRENCY,
  /** As the revenue report counts it: what arrived on the day a payment settled, less refunds made that day. */
  async read({ services, range }) {
    const { db } = services.database;
    const currency = services.config.BILLING_CURRENCY;
    const [paid, refunded] = await Promise.all([
      perDay(
        db,
        sql`select ${dayOf(payments.paidAt, range.timeZone)} as day,
                   sum(coalesce(${payments.receivedAmount}, ${payments.amount}))::bigint as value
            from ${payments}
            where ${payments.status} in ('paid', 'refunded') and ${payments.currency} = ${currency}
              and ${within(payments.paidAt, range)}
            group by 1`,
      ),
      perDay(
        db,
        sql`select ${dayOf(paymentRefunds.createdAt, range.timeZone)} as day, sum(${paymentRefunds.amount})::bigint as value
            from ${paymentRefunds}
            where ${paymentRefunds.currency} = ${currency} and ${within(paymentRefunds.createdAt, range)}
            group by 1`,
      ),
    ]);
    const net = new Map(paid);
    for (const [day, amount] of refunded) net.set(day, (net.get(day) ?? 0) - amount);
    return net;
  },
};

const chatMessagesPerDay: TrendProvider = {
  key: "chat-messages",
  scope: "chat:moderate",
  label: "Chat messages per day",
  summary: "sum",
  unit: () => "messages",
  // Deleted messages were still written that day: they count.
  read: ({ services, range }) => countPerDay(services, chatMessages, chatMessages.createdAt, range),
};

const liveViewers: TrendProvider = {
  key: "live-viewers",
  scope: "feeds:manage",
  label: "Live viewers (daily peak)",
  summary: "peak",
  unit: () => "viewers",
  read: ({ services, range }) => dailyViewerPeaks(services.database.db, range),
};

/** The dashboard's trends in order; a domain adds its own with one line here. */
export const DASHBOARD_TRENDS: TrendProvider[] = [signUps, revenue, chatMessagesPerDay, liveViewers];

/**
 * The trends this member of staff may read over the last `days` days in their zone: one source
 * for the dashboard page and `GET /api/cms/dashboard/trends`.
 */
export async function readTrends(
  context: { services: TrendServices; timeZone: string; now: Date; days: number },
  scopes: readonly string[],
  providers: readonly TrendProvider[] = DASHBOARD_TRENDS,
): Promise<Trend[]> {
  const range = trendRange(context.days, context.timeZone, context.now);
  const allowed = providers.filter((provider) => scopes.includes(provider.scope));
  return Promise.all(
    allowed.map(async (provider) => {
      const values = await provider.read({ services: context.services, range });
      const points = range.days.map((day) => ({ day, value: values.get(day) ?? 0 }));
      const total =
        provider.summary === "peak"
          ? Math.max(0, ...points.map((point) => point.value))
          : points.reduce((sum, point) => sum + point.value, 0);
      return {
        key: provider.key,
        label: provider.label,
        unit: provider.unit(context.services),
        total,
        summary: provider.summary,
        points,
      };
    }),
  );
}
