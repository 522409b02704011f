import { Link, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { entitlementName, periodText } from "../../../components/cms/cms-messages.ts";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { SortableHead } from "../../../components/cms/staff-table-head.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import type { Route } from "./+types/plans";
import { billingPlansLoader } from "./plans.server.ts";

const m = defineMessages({
  title: { id: "cms.plans.title", defaultMessage: "Plans" },
  subtitle: {
    id: "cms.plans.subtitle",
    defaultMessage:
      "{count, plural, one {# plan} other {# plans}}. A new price applies to checkouts from then on.",
  },
  newPlan: { id: "cms.plans.new", defaultMessage: "New plan" },
  find: { id: "cms.plans.find", defaultMessage: "Find plans" },
  search: { id: "cms.plans.search", defaultMessage: "Search" },
  onSale: { id: "cms.plans.on-sale", defaultMessage: "On sale" },
  any: { id: "cms.plans.any", defaultMessage: "Any" },
  withdrawn: { id: "cms.plans.withdrawn", defaultMessage: "Withdrawn" },
  pages: { id: "cms.plans.pages", defaultMessage: "Plan pages" },
  noneMatch: { id: "cms.plans.none-match", defaultMessage: "No plans match" },
  tryAnother: { id: "cms.plans.try-another", defaultMessage: "Try another search, or add a plan." },
  plan: { id: "cms.plans.plan", defaultMessage: "Plan" },
  price: { id: "cms.plans.price", defaultMessage: "Price" },
  unlocks: { id: "cms.plans.unlocks", defaultMessage: "Unlocks" },
  order: { id: "cms.plans.order", defaultMessage: "Order" },
  yes: { id: "cms.plans.yes", defaultMessage: "Yes" },
  no: { id: "cms.plans.no", defaultMessage: "No" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => billingPlansLoader(args);

const COLUMNS = [
  { key: "name", label: m.plan, sort: "name" },
  { key: "amount", label: m.price, sort: "amount" },
  { key: "entitlements", label: m.unlocks },
  { key: "sort_order", label: m.order, sort: "sort_order" },
  { key: "active", label: m.onSale },
] as const;

/** The price list as staff manage it: every plan, on sale or withdrawn. */
export default function BillingPlansPage() {
  const { plans, total, query, sort, order, limit, offset } = useLoaderData<typeof loader>();
  const t = useT();
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <>
      <BillingTabs />
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle, { count: total })}
        actions={
          <Link
            to="/cms/billing/plans/new"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold whitespace-nowrap text-accent-fg"
          >
            {t(m.newPlan)}
          </Link>
        }
      />
      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel={t(m.find)}>
        <TextField label={t(m.search)} name="q" defaultValue={query.q ?? ""} maxLength={100} />
        <FilterSelect
          label={t(m.onSale)}
          name="active"
          defaultValue={query.active ?? ""}
          any={t(m.any)}
          choices={[
            { value: "true", label: t(m.onSale) },
            { value: "false", label: t(m.withdrawn) },
          ]}
          onPage
        />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={query}
        page={{ offset, limit, total }}
        count={plans.length}
        empty={
          <EmptyState title={t(m.noneMatch)} icon="shield">
            {t(m.tryAnother)}
          </EmptyState>
        }
      >
        <StaffTable
          label={t(m.title)}
          head={<SortableHead columns={columns} query={query} sort={sort} order={order} />}
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
                {formatMoney(plan.amount, plan.currency)} {periodText(t, plan.interval, plan.interval_count)}
              </td>
              <td className="px-3 py-2">
                {plan.entitlements.map((entitlement) => entitlementName(t, entitlement)).join(", ") || "–"}
              </td>
              <td className="px-3 py-2 tabular-nums">{plan.sort_order}</td>
              <td className="px-3 py-2">{t(plan.active ? m.yes : m.no)}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
