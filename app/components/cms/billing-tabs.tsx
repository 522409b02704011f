import { NavLink } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  billing: { id: "cms.billing.nav", defaultMessage: "Billing" },
  plans: { id: "cms.billing.tab.plans", defaultMessage: "Plans" },
  payments: { id: "cms.billing.tab.payments", defaultMessage: "Payments" },
  unmatched: { id: "cms.billing.tab.unmatched", defaultMessage: "Unmatched transfers" },
  access: { id: "cms.billing.tab.access", defaultMessage: "Complimentary access" },
  revenue: { id: "cms.billing.tab.revenue", defaultMessage: "Revenue" },
});

const TABS = [
  { to: "/cms/billing", label: m.plans, end: true },
  { to: "/cms/billing/payments", label: m.payments, end: false },
  { to: "/cms/billing/unmatched", label: m.unmatched, end: true },
  { to: "/cms/billing/access", label: m.access, end: true },
  { to: "/cms/billing/revenue", label: m.revenue, end: true },
];

/** Billing's sub-navigation in the admin area. */
export function BillingTabs() {
  const t = useT();
  return (
    <nav aria-label={t(m.billing)} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-line">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className="block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:font-semibold"
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
