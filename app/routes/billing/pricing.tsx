import { Link, useLoaderData } from "react-router";
import { PeriodSwitch } from "../../components/billing/period-switch.tsx";
import { PlanCard } from "../../components/billing/plan-card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/pricing";
import { pricingData } from "./pricing.server.ts";

const m = defineMessages({
  title: { id: "billing.pricing.title", defaultMessage: "Premium", description: "The plans page's title" },
  description: {
    id: "billing.pricing.description",
    defaultMessage: "Live TV, films, full-length highlights and premium chat: plans and prices.",
  },
  subtitle: { id: "billing.pricing.subtitle", defaultMessage: "Plans for fans who want more" },
  accessUntil: {
    id: "billing.pricing.access-until",
    defaultMessage: "Your premium access runs until {end}.",
  },
  noPlans: { id: "billing.pricing.no-plans", defaultMessage: "No plans on sale yet" },
  noPlansText: { id: "billing.pricing.no-plans-text", defaultMessage: "Paid plans will be listed here." },
  terms: {
    id: "billing.pricing.terms",
    defaultMessage:
      "Prices include VAT, and a pass never renews by itself. {demo, select, mixed {Plans marked Demo payment can also be paid with the demo checkout, where nothing is charged. } all {Payments on this site are a demo: nothing is charged. } other {}}See the <link>refund policy</link>.",
    description: "Under the plans. {demo} says whether payments are partly a demo, all a demo, or real",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title, m.description);

export const loader = (args: Route.LoaderArgs) => pricingData(args);

export default function PricingPage() {
  const formatInstant = useInstantFormat();
  const t = useT();
  const { plans, period, signedIn, currentPlanId, accessUntil, covered, demoPayment, realPayment, vatRate } =
    useLoaderData<typeof loader>();
  // Free and passes show in both views; recurring plans follow the switch.
  const shown = plans.filter(
    (plan) => plan.amount === 0 || plan.interval === "pass" || plan.interval === period,
  );
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} actions={<PeriodSwitch period={period} />} />
      {accessUntil ? (
        <p role="status" className="mb-4 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
          {t(m.accessUntil, { end: formatInstant(accessUntil) })}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={t(m.noPlans)} icon="star">
          {t(m.noPlansText)}
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {shown.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === currentPlanId}
              signedIn={signedIn}
              featured={plan.interval === period && plan.amount > 0}
              demoPayment={demoPayment}
              coveredBy={covered.find((cover) => cover.plan_id === plan.id)?.covered_by ?? null}
              vatRate={vatRate}
            />
          ))}
        </div>
      )}
      <p className="mt-6 text-sm text-muted">
        {t.rich(m.terms, {
          demo: demoPayment ? (realPayment ? "mixed" : "all") : "none",
          link: (chunks) => (
            <Link key="refunds" to="/policy/refund" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
