import { Link } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  label: { id: "billing.period-switch.label", defaultMessage: "Billing period" },
  month: { id: "billing.period-switch.month", defaultMessage: "Monthly", description: "Prices per month" },
  year: { id: "billing.period-switch.year", defaultMessage: "Yearly", description: "Prices per year" },
});

/** Monthly or yearly prices; plain links, so it works before the page's script has loaded. */
export function PeriodSwitch({ period }: { period: "month" | "year" }) {
  const t = useT();
  const option = (value: "month" | "year", label: MessageDescriptor) => (
    <Link
      to={`?period=${value}`}
      preventScrollReset
      aria-current={period === value ? "true" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
        period === value ? "bg-accent text-accent-fg" : "text-muted hover:text-fg"
      }`}
    >
      {t(label)}
    </Link>
  );
  return (
    <nav aria-label={t(m.label)} className="inline-flex rounded-full border border-line bg-surface p-1">
      {option("month", m.month)}
      {option("year", m.year)}
    </nav>
  );
}
