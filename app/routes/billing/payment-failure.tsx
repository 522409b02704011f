import { Link, useLoaderData } from "react-router";
import { billingWords } from "../../components/billing/billing-messages.ts";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-failure";
import { failureData } from "./payment.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  title: { id: "billing.failure.title", defaultMessage: "Payment failed" },
  failed: {
    id: "billing.failure.failed",
    defaultMessage: "The payment was declined, so nothing was charged.",
  },
  expired: {
    id: "billing.failure.expired",
    defaultMessage: "The payment was not completed in time or was cancelled, so nothing was charged.",
  },
  underpaid: {
    id: "billing.failure.underpaid",
    defaultMessage: "Less than the price arrived, so your access has not started.",
  },
  refunded: { id: "billing.failure.refunded", defaultMessage: "This payment was refunded." },
  other: { id: "billing.failure.other", defaultMessage: "The payment did not go through." },
  what: {
    id: "billing.failure.what",
    defaultMessage: "{happened} ({plan}, {amount})",
    description: "What happened to a payment, then the plan's name and the amount in brackets",
  },
  plan: {
    id: "billing.failure.plan",
    defaultMessage: "Plan",
    description: "In place of a plan no longer on sale",
  },
  next: { id: "billing.failure.next", defaultMessage: "What next" },
  retry: { id: "billing.failure.retry", defaultMessage: "Try again" },
  otherWay: { id: "billing.failure.other-way", defaultMessage: "Pay another way" },
  backToPlans: { id: "billing.failure.back-to-plans", defaultMessage: "Back to plans" },
  help: {
    id: "billing.failure.help",
    defaultMessage:
      "Money left your account but no access? <link>{contact}</link> and quote reference {reference}.",
    description: "{contact} is the words of the link: an e-mail address to write to, or Contact us",
  },
  emailUs: { id: "billing.failure.email-us", defaultMessage: "E-mail {address}" },
  contactUs: { id: "billing.failure.contact-us", defaultMessage: "Contact us" },
  mailSubject: {
    id: "billing.failure.mail-subject",
    defaultMessage: "Payment {reference}",
    description: "Subject of the e-mail to support",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => failureData(args);

const WHAT_HAPPENED: Record<string, MessageDescriptor> = {
  failed: m.failed,
  expired: m.expired,
  underpaid: m.underpaid,
  refunded: m.refunded,
};

export default function PaymentFailurePage() {
  const { payment, plan, supportEmail } = useLoaderData<typeof loader>();
  const retry = plan ? `/checkout/${plan.slug}` : "/pricing";
  const t = useT();
  const subject = encodeURIComponent(t(m.mailSubject, { reference: payment.reference }));
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(billingWords.reference, { reference: payment.reference })} />
      <section
        aria-labelledby="next-heading"
        className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      >
        <p role="alert" className="text-sm">
          {t(m.what, {
            happened: t(WHAT_HAPPENED[payment.status] ?? m.other),
            plan: plan?.name ?? t(m.plan),
            amount: formatMoney(payment.amount, payment.currency, t.locale),
          })}
        </p>
        <h2 id="next-heading" className="text-lg font-semibold">
          {t(m.next)}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={retry}
            className="rounded-lg bg-accent px-4 py-2 text-center text-sm font-semibold text-accent-fg"
          >
            {t(m.retry)}
          </Link>
          <Link
            to={retry}
            className="rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold"
          >
            {t(m.otherWay)}
          </Link>
          <Link
            to="/pricing"
            className="rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold"
          >
            {t(m.backToPlans)}
          </Link>
        </div>
        <p className="text-sm text-muted">
          {t.rich(m.help, {
            reference: payment.reference,
            contact: supportEmail ? t(m.emailUs, { address: supportEmail }) : t(m.contactUs),
            link: (chunks) =>
              supportEmail ? (
                <a key="contact" href={`mailto:${supportEmail}?subject=${subject}`} className="underline">
                  {chunks}
                </a>
              ) : (
                <Link key="contact" to="/contact" className="underline">
                  {chunks}
                </Link>
              ),
          })}
        </p>
      </section>
    </>
  );
}
