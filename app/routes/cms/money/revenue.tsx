import { useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { RevenueChart } from "../../../components/cms/revenue-chart.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { FormError } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import type { Route } from "./+types/revenue";
import { billingRevenueLoader } from "./revenue.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Revenue");

export const loader = (args: Route.LoaderArgs) => billingRevenueLoader(args);

/** Paid minus refunded per day or month, one chart and table per currency (never added together). */
export default function BillingRevenuePage() {
  const { by, from, to, query, currencies, error } = useLoaderData<typeof loader>();
  return (
    <>
      <BillingTabs />
      <PageHeader
        title="Revenue"
        subtitle={
          from
            ? `${from} to ${to} (UTC): paid minus refunded, per currency.`
            : "Paid minus refunded, per currency."
        }
      />
      <FilterForm submitLabel="Show revenue">
        <SelectField
          label="Per"
          name="by"
          defaultValue={query.by ?? "day"}
          choices={[
            { value: "day", label: "Day" },
            { value: "month", label: "Month" },
          ]}
        />
        <TextField label="From" name="from" type="date" defaultValue={query.from ?? ""} />
        <TextField label="To" name="to" type="date" defaultValue={query.to ?? ""} />
      </FilterForm>
      <FormError message={error} />
      {currencies.length === 0 && !error ? (
        <EmptyState title="No money in or out" icon="shield">
          Nothing was paid or refunded in these {by === "day" ? "days" : "months"}.
        </EmptyState>
      ) : null}
      {currencies.map((currency) => {
        const label = `Net revenue in ${currency.currency} per ${by}`;
        return (
          <section key={currency.currency} aria-labelledby={`total-${currency.currency}`} className="mb-8">
            <h2 id={`total-${currency.currency}`} className="mb-1 text-lg font-semibold">
              {currency.currency}: {formatMoney(currency.net, currency.currency)} net
            </h2>
            <p className="mb-3 text-sm text-muted">
              {formatMoney(currency.paid, currency.currency)} paid,{" "}
              {formatMoney(currency.refunded, currency.currency)} refunded.
            </p>
            <RevenueChart currency={currency.currency} series={currency.series} label={label} />
            <StaffTable
              label={`${currency.currency} per ${by}`}
              caption={label}
              labels={[by === "day" ? "Day" : "Month", "Payments", "Paid", "Refunded", "Net"]}
            >
              {currency.series
                .filter((row) => row.payments > 0 || row.refunded > 0)
                .map((row) => (
                  <tr key={row.period} className="border-b border-line last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                      {row.period}
                    </th>
                    <td className="px-3 py-2 tabular-nums">{row.payments}</td>
                    <td className="px-3 py-2 tabular-nums">{formatMoney(row.paid, row.currency)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatMoney(row.refunded, row.currency)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatMoney(row.net, row.currency)}</td>
                  </tr>
                ))}
            </StaffTable>
          </section>
        );
      })}
    </>
  );
}
