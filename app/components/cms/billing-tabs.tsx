import { NavLink } from "react-router";

const TABS = [
  { to: "/cms/billing", label: "Plans", end: true },
  { to: "/cms/billing/payments", label: "Payments", end: false },
  { to: "/cms/billing/unmatched", label: "Unmatched transfers", end: true },
  { to: "/cms/billing/access", label: "Complimentary access", end: true },
  { to: "/cms/billing/revenue", label: "Revenue", end: true },
];

/** Billing's sub-navigation in the admin area. */
export function BillingTabs() {
  return (
    <nav aria-label="Billing" className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-line">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className="block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:font-semibold"
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
