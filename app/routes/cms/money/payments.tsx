import { Link, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { PAYMENT_METHOD_MESSAGES, paymentStatusName } from "../../../components/cms/cms-messages.ts";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/payments";
import { billingPaymentsLoader } from "./payments.server.ts";

const m = defineMessages({
  title: { id: "cms.payments.title", defaultMessage: "Payments" },
  count: { id: "cms.payments.count", defaultMessage: "{count, plural, one {# payment} other {# payments}}" },
  find: { id: "cms.payments.find", defaultMessage: "Find payments" },
  email: { id: "cms.payments.email", defaultMessage: "Buyer's e-mail" },
  reference: { id: "cms.payments.reference", defaultMessage: "Reference" },
  status: { id: "cms.payments.status", defaultMessage: "Status" },
  anyStatus: { id: "cms.payments.any-status", defaultMessage: "Any status" },
  method: { id: "cms.payments.method", defaultMessage: "Method" },
  anyMethod: { id: "cms.payments.any-method", defaultMessage: "Any method" },
  from: { id: "cms.payments.from", defaultMessage: "Started from" },
  to: { id: "cms.payments.to", defaultMessage: "Started until" },
  pages: { id: "cms.payments.pages", defaultMessage: "Payment pages" },
  noneMatch: { id: "cms.payments.none-match", defaultMessage: "No payments match" },
  noneYet: { id: "cms.payments.none-yet", defaultMessage: "No payments yet" },
  tryAnother: { id: "cms.payments.try-another", defaultMessage: "Try another address, reference or filter." },
  appear: { id: "cms.payments.appear", defaultMessage: "Payments appear here once fans check out." },
  buyer: { id: "cms.payments.buyer", defaultMessage: "Buyer" },
  plan: { id: "cms.payments.plan", defaultMessage: "Plan" },
  amount: { id: "cms.payments.amount", defaultMessage: "Amount" },
  started: { id: "cms.payments.started", defaultMessage: "Started" },
  refunded: { id: "cms.payments.refunded", defaultMessage: "{amount} refunded" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => billingPaymentsLoader(args);

const STATUSES = ["pending", "paid", "underpaid", "failed", "expired", "refunded"];
const METHODS = ["sandbox", "bank-transfer", "card"] as const;

/** Finding a payment: by the buyer's e-mail, its reference, status, method or the days it started. */
export default function BillingPaymentsPage() {
  const formatInstant = useInstantFormat();
  const { payments, total, query, limit, offset } = useLoaderData<typeof loader>();
  const filtered = Object.keys(query).some((name) => name !== "offset" && name !== "limit");
  const t = useT();
  return (
    <>
      <BillingTabs />
      <PageHeader title={t(m.title)} subtitle={t(m.count, { count: total })} />
      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel={t(m.find)}>
        <TextField label={t(m.email)} name="email" defaultValue={query.email ?? ""} maxLength={200} />
        <TextField
          label={t(m.reference)}
          name="reference"
          defaultValue={query.reference ?? ""}
          maxLength={100}
        />
        <SelectField
          label={t(m.status)}
          name="status"
          empty={t(m.anyStatus)}
          defaultValue={query.status}
          choices={STATUSES.map((status) => ({ value: status, label: paymentStatusName(t, status) }))}
        />
        <SelectField
          label={t(m.method)}
          name="method"
          empty={t(m.anyMethod)}
          defaultValue={query.method}
          choices={METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_MESSAGES[method]!) }))}
        />
        <TextField label={t(m.from)} name="from" type="date" defaultValue={query.from ?? ""} />
        <TextField label={t(m.to)} name="to" type="date" defaultValue={query.to ?? ""} />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={query}
        page={{ offset, limit, total }}
        count={payments.length}
        empty={
          <EmptyState title={t(filtered ? m.noneMatch : m.noneYet)} icon="shield">
            {t(filtered ? m.tryAnother : m.appear)}
          </EmptyState>
        }
      >
        <StaffTable
          label={t(m.title)}
          labels={[
            t(m.reference),
            t(m.buyer),
            t(m.plan),
            t(m.amount),
            t(m.status),
            t(m.method),
            t(m.started),
          ]}
          nowrap
        >
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link
                  to={`/cms/billing/payments/${payment.id}`}
                  className="font-mono font-semibold underline"
                >
                  {payment.reference}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{payment.email}</td>
              <td className="px-3 py-2">{payment.plan_name}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatMoney(payment.amount, payment.currency)}
                {payment.refunded_amount > 0 ? (
                  <span className="block text-xs text-muted">
                    {t(m.refunded, { amount: formatMoney(payment.refunded_amount, payment.currency) })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{paymentStatusName(t, payment.status)}</td>
              <td className="px-3 py-2">{payment.method}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstant(payment.created_at)}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
