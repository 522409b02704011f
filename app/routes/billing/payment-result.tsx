import { Link, useLoaderData } from "react-router";
import { BankTransferPanel } from "../../components/billing/bank-transfer-panel.tsx";
import { SettlePoller } from "../../components/billing/settle-poller.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-result";
import { resultData } from "./payment.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment result");

export const loader = (args: Route.LoaderArgs) => resultData(args);

/** Waits for the gateway's word on an open payment; settled ones are sent on by the loader. */
export default function PaymentResultPage() {
  const { payment, plan, transfer, qrSvg, payUrl } = useLoaderData<typeof loader>();
  const price = formatMoney(payment.amount, payment.currency);
  return (
    <>
      <PageHeader
        title="Payment result"
        subtitle={`${plan?.name ?? "Your plan"}: ${price}, reference ${payment.reference}`}
      />
      <SettlePoller />
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-line bg-surface px-3 py-2 text-sm">
          {payment.status === "underpaid"
            ? `We received ${formatMoney(payment.received_amount ?? 0, payment.currency)} of ${price}. Transfer the remaining ${formatMoney(payment.amount - (payment.received_amount ?? 0), payment.currency)} with the same reference and your access starts.`
            : "Waiting for the payment to be confirmed. This page updates by itself."}
        </p>
        {transfer ? <BankTransferPanel transfer={transfer} qrSvg={qrSvg} /> : null}
        {payUrl && !transfer ? (
          <p className="text-sm">
            Still on the payment page?{" "}
            <Link to={payUrl} className="font-semibold underline">
              Return to it
            </Link>
            .
          </p>
        ) : null}
      </div>
    </>
  );
}
