import { Link, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/payments";
import { billingPaymentsLoader } from "./payments.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payments");

export const loader = (args: Route.LoaderArgs) => billingPaymentsLoader(args);

const STATUSES = ["pending", "paid", "underpaid", "failed", "expired", "refunded"];
const METHODS = [
  { value: "sandbox", label: "Demo checkout" },
  { value: "bank-transfer", label: "Bank transfer" },
  { value: "card", label: "Card" },
];

/** Finding a payment: by the buyer's e-mail, its reference, status, method or the days it started. */
export default function BillingPaymentsPage() {
  const formatInstant = useInstantFormat();
  const { payments, total, query, limit, offset } = useLoaderData<typeof loader>();
  const filtered = Object.keys(query).some((name) => name !== "offset" && name !== "limit");
  return (
    <>
      <BillingTabs />
      <PageHeader title="Payments" subtitle={`${total} ${total === 1 ? "payment" : "payments"}`} />
      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel="Find payments">
        <TextField label="Buyer's e-mail" name="email" defaultValue={query.email ?? ""} maxLength={200} />
        <TextField label="Reference" name="reference" defaultValue={query.reference ?? ""} maxLength={100} />
        <SelectField
          label="Status"
          name="status"
          empty="Any status"
          defaultValue={query.status}
          choices={STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <SelectField
          label="Method"
          name="method"
          empty="Any method"
          defaultValue={query.method}
          choices={METHODS}
        />
        <TextField label="Started from" name="from" type="date" defaultValue={query.from ?? ""} />
        <TextField label="Started until" name="to" type="date" defaultValue={query.to ?? ""} />
      </FilterForm>
      <PagedList
        label="Payment pages"
        filters={query}
        page={{ offset, limit, total }}
        count={payments.length}
        empty={
          <EmptyState title={filtered ? "No payments match" : "No payments yet"} icon="shield">
            {filtered
              ? "Try another address, reference or filter."
              : "Payments appear here once fans check out."}
          </EmptyState>
        }
      >
        <StaffTable
          label="Payments"
          labels={["Reference", "Buyer", "Plan", "Amount", "Status", "Method", "Started"]}
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
                    {formatMoney(payment.refunded_amount, payment.currency)} refunded
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{payment.status}</td>
              <td className="px-3 py-2">{payment.method}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstant(payment.created_at)}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
