import { useT } from "../../lib/i18n.tsx";
import { formatMoney, periodLabel } from "../../lib/money.ts";
import { billingWords } from "./billing-messages.ts";

type Priced = {
  amount: number;
  currency: string;
  interval: "month" | "year" | "pass";
  interval_count: number;
};

/** A plan's price from minor units, with what it buys ("per month", "for 1 day"). */
export function Price({ plan }: { plan: Priced }) {
  const t = useT();
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold tracking-tight">
        {plan.amount === 0 ? t(billingWords.free) : formatMoney(plan.amount, plan.currency, t.locale)}
      </span>
      {plan.amount === 0 ? null : (
        <span className="text-sm text-muted">{periodLabel(plan.interval, plan.interval_count, t)}</span>
      )}
    </p>
  );
}
