import { data } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import { listQueryOf } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

/** Every day or month from `from` to `to`, so quiet periods show as zero instead of vanishing. */
export function periodsBetween(by: "day" | "month", from: string, to: string): string[] {
  const periods: string[] = [];
  const end = new Date(`${to}T00:00:00Z`);
  for (let at = new Date(`${from}T00:00:00Z`); at <= end; ) {
    periods.push(by === "day" ? at.toISOString().slice(0, 10) : at.toISOString().slice(0, 7));
    at =
      by === "day"
        ? new Date(at.getTime() + 86_400_000)
        : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return by === "month" ? [...new Set(periods)] : periods;
}

/** Revenue per day or month and currency, with every period of the range for the chart. */
export async function billingRevenueLoader({ request, context }: { request: Request; context: Context }) {
  const { admin, schemas } = await billingPage(context);
  const { query, shown } = listQueryOf(schemas.revenueQuery, new URL(request.url));
  try {
    const report = await admin.revenue(schemas.revenueQuery.parse(query));
    const periods = periodsBetween(report.by, report.from, report.to);
    const currencies = report.totals.map((total) => ({
      ...total,
      series: periods.map(
        (period) =>
          report.data.find((row) => row.period === period && row.currency === total.currency) ?? {
            period,
            currency: total.currency,
            paid: 0,
            refunded: 0,
            net: 0,
            payments: 0,
          },
      ),
    }));
    return { by: report.by, from: report.from, to: report.to, query: shown, currencies, error: null };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return data(
      { by: "day" as const, from: "", to: "", query: shown, currencies: [], error: error.message },
      { status: 400 },
    );
  }
}
