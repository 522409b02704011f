import { Link } from "react-router";

/** Monthly or yearly prices; plain links, so it works before the page's script has loaded. */
export function PeriodSwitch({ period }: { period: "month" | "year" }) {
  const option = (value: "month" | "year", label: string) => (
    <Link
      to={`?period=${value}`}
      preventScrollReset
      aria-current={period === value ? "true" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
        period === value ? "bg-accent text-accent-fg" : "text-muted hover:text-fg"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Billing period" className="inline-flex rounded-full border border-line bg-surface p-1">
      {option("month", "Monthly")}
      {option("year", "Yearly")}
    </nav>
  );
}
