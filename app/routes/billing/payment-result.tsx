import { Link, useLoaderData } from "react-router";
import { BankTransferPanel } from "../../components/billing/bank-transfer-panel.tsx";
import { billingWords } from "../../components/billing/billing-messages.ts";
import { SettlePoller } from "../../components/billing/settle-poller.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-result";
import { resultData } from "./payment.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  title: { id: "billing.result.title", defaultMessage: "Payment result" },
  subtitle: {
    id: "billing.result.subtitle",
    defaultMessage: "{plan}: {price}, reference {reference}",
    description: "A payment: the plan's name, its price and the payment's reference",
  },
  underpaid: {
    id: "billing.result.underpaid",
    defaultMessage:
      "We received {received} of {price}. Transfer the remaining {remaining} with the same reference and your access starts.",
  },
  waiting: {
    id: "billing.result.waiting",
    defaultMessage: "Waiting for the payment to be confirmed. This page updates by itself.",
  },
  stillPaying: {
    id: "billing.result.still-paying",
    defaultMessage: "Still on the payment page? <link>Return to it</link>.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => resultData(args);

/** Waits for the gateway's word on an open payment; settled ones are sent on by the loader. */
export default function PaymentResultPage() {
  const { payment, plan, transfer, qrSvg, payUrl } = useLoaderData<typeof loader>();
  const t = useT();
  const money = (minor: number) => formatMoney(minor, payment.currency, t.locale);
  const price = money(payment.amount);
  const received = payment.received_amount ?? 0;
  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle, {
          plan: plan?.name ?? t(billingWords.yourPlan),
          price,
          reference: payment.reference,
        })}
      />
      <SettlePoller />
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-line bg-surface px-3 py-2 text-sm">
          {payment.status === "underpaid"
            ? t(m.underpaid, {
                received: money(received),
                price,
                remaining: money(payment.amount - received),
              })
            : t(m.waiting)}
        </p>
        {transfer ? <BankTransferPanel transfer={transfer} qrSvg={qrSvg} /> : null}
        {payUrl && !transfer ? (
          <p className="text-sm">
            {t.rich(m.stillPaying, {
              link: (chunks) => (
                <Link key="pay" to={payUrl} className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </div>
    </>
  );
}
