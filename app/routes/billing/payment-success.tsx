import { Link, useLoaderData } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/payment-success";
import { successData } from "./payment.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment succeeded");

export const loader = (args: Route.LoaderArgs) => successData(args);

const UNLOCKS: Record<string, { label: string; to: string }> = {
  tv: { label: "Live TV", to: "/tv" },
  movies: { label: "Films", to: "/movies" },
  "highlights-full": { label: "Full-length highlights", to: "/highlights" },
  "chat-premium": { label: "Premium chat", to: "/hot-match-today" },
};

export default function PaymentSuccessPage() {
  const formatInstant = useInstantFormat();
  const { payment, plan, subscription } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Payment succeeded" subtitle={`Thank you! Reference ${payment.reference}`} />
      <section
        aria-labelledby="access-heading"
        className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="access-heading" className="text-lg font-semibold">
          {plan?.name ?? "Your plan"} is yours
        </h2>
        <p className="text-sm">
          We received {formatMoney(payment.received_amount ?? payment.amount, payment.currency)}
          {payment.paid_at ? ` on ${formatInstant(payment.paid_at)}` : ""}.
          {subscription ? ` Your access runs until ${formatInstant(subscription.current_period_end)}.` : ""}
        </p>
        {subscription && subscription.entitlements.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Now unlocked">
            {subscription.entitlements.map((entitlement) => (
              <li key={entitlement}>
                <Link
                  to={UNLOCKS[entitlement]?.to ?? "/"}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm font-semibold hover:bg-raised"
                >
                  {UNLOCKS[entitlement]?.label ?? entitlement}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-muted">
          Your plan and payments are in{" "}
          <Link to="/account" className="underline">
            your account
          </Link>
          .
        </p>
      </section>
    </>
  );
}
