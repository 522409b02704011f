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
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import type { Route } from "./+types/revenue";
import { billingRevenueLoader } from "./revenue.server.ts";

const m = defineMessages({
  title: { id: "cms.revenue.title", defaultMessage: "Revenue" },
  range: {
    id: "cms.revenue.range",
    defaultMessage: "{from} to {to} (UTC): paid minus refunded, per currency.",
  },
  subtitle: { id: "cms.revenue.subtitle", defaultMessage: "Paid minus refunded, per currency." },
  show: { id: "cms.revenue.show", defaultMessage: "Show revenue" },
  per: { id: "cms.revenue.per", defaultMessage: "Per" },
  day: { id: "cms.revenue.day", defaultMessage: "Day" },
  month: { id: "cms.revenue.month", defaultMessage: "Month" },
  from: { id: "cms.revenue.from", defaultMessage: "From" },
  to: { id: "cms.revenue.to", defaultMessage: "To" },
  none: { id: "cms.revenue.none", defaultMessage: "No money in or out" },
  noneText: {
    id: "cms.revenue.none-text",
    defaultMessage: "Nothing was paid or refunded in these {by, select, day {days} other {months}}.",
  },
  label: {
    id: "cms.revenue.label",
    defaultMessage: "Net revenue in {currency} per {by, select, day {day} other {month}}",
  },
  net: { id: "cms.revenue.net", defaultMessage: "{currency}: {amount} net" },
  paidRefunded: { id: "cms.revenue.paid-refunded", defaultMessage: "{paid} paid, {refunded} refunded." },
  tableLabel: {
    id: "cms.revenue.table-label",
    defaultMessage: "{currency} per {by, select, day {day} other {month}}",
  },
  payments: { id: "cms.revenue.payments", defaultMessage: "Payments" },
  paid: { id: "cms.revenue.paid", defaultMessage: "Paid" },
  refunded: { id: "cms.revenue.refunded", defaultMessage: "Refunded" },
  netCol: { id: "cms.revenue.net-col", defaultMessage: "Net" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => billingRevenueLoader(args);

/** Paid minus refunded per day or month, one chart and table per currency (never added together). */
export default function BillingRevenuePage() {
  const { by, from, to, query, currencies, error } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <BillingTabs />
      <PageHeader title={t(m.title)} subtitle={from ? t(m.range, { from, to }) : t(m.subtitle)} />
      <FilterForm submitLabel={t(m.show)}>
        <SelectField
          label={t(m.per)}
          name="by"
          defaultValue={query.by ?? "day"}
          choices={[
            { value: "day", label: t(m.day) },
            { value: "month", label: t(m.month) },
          ]}
        />
        <TextField label={t(m.from)} name="from" type="date" defaultValue={query.from ?? ""} />
        <TextField label={t(m.to)} name="to" type="date" defaultValue={query.to ?? ""} />
      </FilterForm>
      <FormError message={error} />
      {currencies.length === 0 && !error ? (
        <EmptyState title={t(m.none)} icon="shield">
          {t(m.noneText, { by })}
        </EmptyState>
      ) : null}
      {currencies.map((currency) => {
        const label = t(m.label, { currency: currency.currency, by });
        return (
          <section key={currency.currency} aria-labelledby={`total-${currency.currency}`} className="mb-8">
            <h2 id={`total-${currency.currency}`} className="mb-1 text-lg font-semibold">
              {t(m.net, {
                currency: currency.currency,
                amount: formatMoney(currency.net, currency.currency),
              })}
            </h2>
            <p className="mb-3 text-sm text-muted">
              {t(m.paidRefunded, {
                paid: formatMoney(currency.paid, currency.currency),
                refunded: formatMoney(currency.refunded, currency.currency),
              })}
            </p>
            <RevenueChart currency={currency.currency} series={currency.series} label={label} />
            <StaffTable
              label={t(m.tableLabel, { currency: currency.currency, by })}
              caption={label}
              labels={[
                t(by === "day" ? m.day : m.month),
                t(m.payments),
                t(m.paid),
                t(m.refunded),
                t(m.netCol),
              ]}
            >
              {currency.series
                .filter((row) => row.payments > 0 || row.refunded > 0)
                .map((row) => (
                  <tr key={row.period} className="border-b border-line last:border-0">
                    <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
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
