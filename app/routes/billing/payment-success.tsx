import { Link, useLoaderData } from "react-router";
import { UNLOCK_LABELS } from "../../components/billing/account-unlocks.ts";
import { billingWords } from "../../components/billing/billing-messages.ts";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/payment-success";
import { successData } from "./payment.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  title: { id: "billing.success.title", defaultMessage: "Payment succeeded" },
  subtitle: { id: "billing.success.subtitle", defaultMessage: "Thank you! Reference {reference}" },
  yours: {
    id: "billing.success.yours",
    defaultMessage: "{plan} is yours",
    description: "{plan} is the plan's name",
  },
  received: { id: "billing.success.received", defaultMessage: "We received {amount}." },
  receivedOn: { id: "billing.success.received-on", defaultMessage: "We received {amount} on {when}." },
  runsUntil: { id: "billing.success.runs-until", defaultMessage: "Your access runs until {end}." },
  unlocked: { id: "billing.success.unlocked", defaultMessage: "Now unlocked" },
  inAccount: {
    id: "billing.success.in-account",
    defaultMessage: "Your plan and payments are in <link>your account</link>.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => successData(args);

export default function PaymentSuccessPage() {
  const formatInstant = useInstantFormat();
  const { payment, plan, subscription } = useLoaderData<typeof loader>();
  const t = useT();
  const amount = formatMoney(payment.received_amount ?? payment.amount, payment.currency, t.locale);
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle, { reference: payment.reference })} />
      <section
        aria-labelledby="access-heading"
        className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="access-heading" className="text-lg font-semibold">
          {t(m.yours, { plan: plan?.name ?? t(billingWords.yourPlan) })}
        </h2>
        <p className="text-sm">
          {payment.paid_at
            ? t(m.receivedOn, { amount, when: formatInstant(payment.paid_at) })
            : t(m.received, { amount })}
          {subscription
            ? ` ${t(m.runsUntil, { end: formatInstant(subscription.current_period_end) })}`
            : null}
        </p>
        {subscription && subscription.entitlements.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t(m.unlocked)}>
            {subscription.entitlements.map((entitlement) => (
              <li key={entitlement}>
                <Link
                  to={UNLOCK_LABELS[entitlement]?.to ?? "/"}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm font-semibold hover:bg-raised"
                >
                  {UNLOCK_LABELS[entitlement] ? t(UNLOCK_LABELS[entitlement].label) : entitlement}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-muted">
          {t.rich(m.inAccount, {
            link: (chunks) => (
              <Link key="account" to="/account" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </>
  );
}
