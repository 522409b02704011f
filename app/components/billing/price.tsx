import { formatMoney, periodLabel } from "../../lib/money.ts";

type Priced = {
  amount: number;
  currency: string;
  interval: "month" | "year" | "pass";
  interval_count: number;
};

/** A plan's price from minor units, with what it buys ("per month", "for 1 day"). */
export function Price({ plan }: { plan: Priced }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold tracking-tight">
        {plan.amount === 0 ? "Free" : formatMoney(plan.amount, plan.currency)}
      </span>
      {plan.amount === 0 ? null : (
        <span className="text-sm text-muted">{periodLabel(plan.interval, plan.interval_count)}</span>
      )}
    </p>
  );
}
