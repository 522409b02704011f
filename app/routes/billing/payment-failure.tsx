import { Link, useLoaderData } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-failure";
import { failureData } from "./payment.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment failed");

export const loader = (args: Route.LoaderArgs) => failureData(args);

const WHAT_HAPPENED: Record<string, string> = {
  failed: "The payment was declined, so nothing was charged.",
  expired: "The payment was not completed in time or was cancelled, so nothing was charged.",
  underpaid: "Less than the price arrived, so your access has not started.",
  refunded: "This payment was refunded.",
};

export default function PaymentFailurePage() {
  const { payment, plan, supportEmail } = useLoaderData<typeof loader>();
  const retry = plan ? `/checkout/${plan.slug}` : "/pricing";
  return (
    <>
      <PageHeader title="Payment failed" subtitle={`Reference ${payment.reference}`} />
      <section
        aria-labelledby="next-heading"
        className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      >
        <p role="alert" className="text-sm">
          {WHAT_HAPPENED[payment.status] ?? "The payment did not go through."} ({plan?.name ?? "Plan"},{" "}
          {formatMoney(payment.amount, payment.currency)})
        </p>
        <h2 id="next-heading" className="text-lg font-semibold">
          What next
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={retry}
            className="rounded-lg bg-accent px-4 py-2 text-center text-sm font-semibold text-accent-fg"
          >
            Try again
          </Link>
          <Link
            to={retry}
            className="rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold"
          >
            Pay another way
          </Link>
          <Link
            to="/pricing"
            className="rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold"
          >
            Back to plans
          </Link>
        </div>
        <p className="text-sm text-muted">
          Money left your account but no access?{" "}
          {supportEmail ? (
            <a href={`mailto:${supportEmail}?subject=Payment%20${payment.reference}`} className="underline">
              E-mail {supportEmail}
            </a>
          ) : (
            <Link to="/contact" className="underline">
              Contact us
            </Link>
          )}{" "}
          and quote reference {payment.reference}.
        </p>
      </section>
    </>
  );
}
