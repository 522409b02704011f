import { useLoaderData } from "react-router";
import { PeriodSwitch } from "../../components/billing/period-switch.tsx";
import { PlanCard } from "../../components/billing/plan-card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/pricing";
import { pricingData } from "./pricing.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Premium", "Live TV, films, full-length highlights and premium chat: plans and prices.");

export const loader = (args: Route.LoaderArgs) => pricingData(args);

export default function PricingPage() {
  const formatInstant = useInstantFormat();
  const { plans, period, signedIn, currentPlanId, accessUntil, covered, demoPayment, realPayment, vatRate } =
    useLoaderData<typeof loader>();
  // Free and passes show in both views; recurring plans follow the switch.
  const shown = plans.filter(
    (plan) => plan.amount === 0 || plan.interval === "pass" || plan.interval === period,
  );
  return (
    <>
      <PageHeader
        title="Premium"
        subtitle="Plans for fans who want more"
        actions={<PeriodSwitch period={period} />}
      />
      {accessUntil ? (
        <p role="status" className="mb-4 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
          Your premium access runs until {formatInstant(accessUntil)}.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title="No plans on sale yet" icon="star">
          Paid plans will be listed here.
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
        Prices include VAT, and a pass never renews by itself.{" "}
        {demoPayment
          ? realPayment
            ? "Plans marked Demo payment can also be paid with the demo checkout, where nothing is charged. "
            : "Payments on this site are a demo: nothing is charged. "
          : null}
        See the{" "}
        <a href="/policy/refund" className="underline">
          refund policy
        </a>
        .
      </p>
    </>
  );
}
