import { Link, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { SortableHead } from "../../../components/cms/staff-table-head.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney, periodLabel } from "../../../lib/money.ts";
import type { Route } from "./+types/plans";
import { billingPlansLoader } from "./plans.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Plans");

export const loader = (args: Route.LoaderArgs) => billingPlansLoader(args);

const COLUMNS = [
  { key: "name", label: "Plan", sort: "name" },
  { key: "amount", label: "Price", sort: "amount" },
  { key: "entitlements", label: "Unlocks" },
  { key: "sort_order", label: "Order", sort: "sort_order" },
  { key: "active", label: "On sale" },
] as const;

/** The price list as staff manage it: every plan, on sale or withdrawn. */
export default function BillingPlansPage() {
  const { plans, total, query, sort, order, limit, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <BillingTabs />
      <PageHeader
        title="Plans"
        subtitle={`${total} ${total === 1 ? "plan" : "plans"}. A new price applies to checkouts from then on.`}
        actions={
          <Link
            to="/cms/billing/plans/new"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold whitespace-nowrap text-accent-fg"
          >
            New plan
          </Link>
        }
      />
      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel="Find plans">
        <TextField label="Search" name="q" defaultValue={query.q ?? ""} maxLength={100} />
        <FilterSelect
          label="On sale"
          name="active"
          defaultValue={query.active ?? ""}
          any="Any"
          choices={[
            { value: "true", label: "On sale" },
            { value: "false", label: "Withdrawn" },
          ]}
          onPage
        />
      </FilterForm>
      <PagedList
        label="Plan pages"
        filters={query}
        page={{ offset, limit, total }}
        count={plans.length}
        empty={
          <EmptyState title="No plans match" icon="shield">
            Try another search, or add a plan.
          </EmptyState>
        }
      >
        <StaffTable
          label="Plans"
          head={<SortableHead columns={COLUMNS} query={query} sort={sort} order={order} />}
        >
          {plans.map((plan) => (
            <tr key={plan.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link to={`/cms/billing/plans/${plan.id}`} className="font-semibold underline">
                  {plan.name}
                </Link>
                <span className="block text-xs text-muted">{plan.slug}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatMoney(plan.amount, plan.currency)} {periodLabel(plan.interval, plan.interval_count)}
              </td>
              <td className="px-3 py-2">{plan.entitlements.join(", ") || "–"}</td>
              <td className="px-3 py-2 tabular-nums">{plan.sort_order}</td>
              <td className="px-3 py-2">{plan.active ? "Yes" : "No"}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
