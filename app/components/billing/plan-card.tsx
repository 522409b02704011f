import { Link } from "react-router";
import type { PlanView } from "../../../server/billing/types.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { includedVatLine } from "../../lib/money.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { Price } from "./price.tsx";

const m = defineMessages({
  demo: {
    id: "billing.plan-card.demo",
    defaultMessage: "Demo payment",
    description: "Badge: this plan is paid on a test page where nothing is charged",
  },
  current: { id: "billing.plan-card.current", defaultMessage: "Current plan" },
  yours: {
    id: "billing.plan-card.yours",
    defaultMessage: "Your plan",
    description: "Badge on the fan's current plan",
  },
  covered: {
    id: "billing.plan-card.covered",
    defaultMessage: "Included in your {plan} plan for as long as a pass would last: nothing to buy.",
  },
  choose: { id: "billing.plan-card.choose", defaultMessage: "Choose {plan}" },
  signInToChoose: { id: "billing.plan-card.sign-in-to-choose", defaultMessage: "Sign in to choose {plan}" },
});

type Props = {
  plan: PlanView;
  current: boolean;
  signedIn: boolean;
  featured: boolean;
  /** Paid plans are sold through the site's demo checkout. */
  demoPayment?: boolean;
  /** The fan's plan that already gives all of this pass, which is then not sold. */
  coveredBy?: string | null;
  /** The VAT rate the price includes (a percentage), itemised under it; null when none is. */
  vatRate?: number | null;
};

/** One plan in the side-by-side comparison: price, what it includes, and the way to buy it. */
export function PlanCard({
  plan,
  current,
  signedIn,
  featured,
  demoPayment = false,
  coveredBy = null,
  vatRate = null,
}: Props) {
  const t = useT();
  const headingId = `plan-${plan.slug}`;
  const checkout = `/checkout/${plan.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-surface p-5 ${featured ? "border-accent" : "border-line"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {plan.name}
        </h2>
        {current ? (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold">{t(m.yours)}</span>
        ) : demoPayment && plan.amount > 0 ? (
          <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted">
            {t(m.demo)}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">{plan.description}</p>
      <div className="mt-4">
        <Price plan={plan} />
        {vatRate !== null && plan.amount > 0 ? (
          <p className="mt-1 text-xs text-muted">{includedVatLine(plan.amount, plan.currency, vatRate, t)}</p>
        ) : null}
      </div>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <LineIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent">
              <path d="M5 12l4 4 10-10" />
            </LineIcon>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5">
        {current ? (
          <p className="rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold text-muted">
            {t(m.current)}
          </p>
        ) : plan.amount === 0 ? null : coveredBy ? (
          <p className="rounded-lg border border-line px-4 py-2 text-center text-sm text-muted">
            {t(m.covered, { plan: coveredBy })}
          </p>
        ) : (
          <Link
            to={signedIn ? checkout : `/login?redirectTo=${encodeURIComponent(checkout)}`}
            className="block rounded-lg bg-accent px-4 py-2 text-center text-sm font-semibold text-accent-fg hover:opacity-90"
          >
            {t(signedIn ? m.choose : m.signInToChoose, { plan: plan.name })}
          </Link>
        )}
      </div>
    </section>
  );
}
