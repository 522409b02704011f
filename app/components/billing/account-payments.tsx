import { Link } from "react-router";
import type { PaymentHistoryEntry } from "../../../server/billing/service.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { formatMoney } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import { billingWords, METHOD_NAMES } from "./billing-messages.ts";

const m = defineMessages({
  pending: { id: "billing.payment.status.pending", defaultMessage: "Waiting for payment" },
  paid: { id: "billing.payment.status.paid", defaultMessage: "Paid" },
  underpaid: {
    id: "billing.payment.status.underpaid",
    defaultMessage: "Part paid",
    description: "Less than the price arrived",
  },
  failed: { id: "billing.payment.status.failed", defaultMessage: "Declined" },
  expired: { id: "billing.payment.status.expired", defaultMessage: "Expired unpaid" },
  received: {
    id: "billing.payment.received-of",
    defaultMessage: "We received {received} of {price} for {plan}.",
  },
  remaining: {
    id: "billing.payment.remaining",
    defaultMessage:
      "Transfer the remaining {amount} with the same reference, <ref>{reference}</ref>, and your plan starts as soon as it arrives.",
  },
  details: { id: "billing.payment.transfer-details", defaultMessage: "Transfer details" },
  date: { id: "billing.payment.date", defaultMessage: "Date", description: "Column heading" },
  plan: { id: "billing.payment.plan", defaultMessage: "Plan", description: "Column heading" },
  status: { id: "billing.payment.status", defaultMessage: "Status", description: "Column heading" },
  receipt: { id: "billing.payment.receipt", defaultMessage: "Receipt", description: "Column heading" },
  none: { id: "billing.payment.none", defaultMessage: "No payments yet." },
  caption: { id: "billing.payment.caption", defaultMessage: "Your payments, newest first" },
  receiptNamed: { id: "billing.payment.receipt-named", defaultMessage: "Receipt {number}" },
  finish: { id: "billing.payment.finish", defaultMessage: "Finish paying" },
  noReceipt: {
    id: "billing.payment.no-receipt",
    defaultMessage: "None",
    description: "No receipt for this payment",
  },
  pages: { id: "billing.payment.pages", defaultMessage: "Payment pages" },
  newer: { id: "billing.payment.newer", defaultMessage: "Newer" },
  older: { id: "billing.payment.older", defaultMessage: "Older" },
  pageOf: { id: "billing.payment.page-of", defaultMessage: "Page {page} of {pages}" },
});

const STATUS_LABELS: Record<PaymentHistoryEntry["status"], MessageDescriptor> = {
  pending: m.pending,
  paid: m.paid,
  underpaid: m.underpaid,
  failed: m.failed,
  expired: m.expired,
  refunded: billingWords.refunded,
};

/** A transfer that fell short: how much is missing and how to send it. */
function UnderpaidNotice({ payment }: { payment: PaymentHistoryEntry }) {
  const t = useT();
  const received = payment.received_amount ?? 0;
  const money = (minor: number) => formatMoney(minor, payment.currency, t.locale);
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
      <p className="font-semibold">
        {t(m.received, { received: money(received), price: money(payment.amount), plan: payment.plan_name })}
      </p>
      <p>
        {t.rich(m.remaining, {
          amount: money(payment.amount - received),
          reference: payment.reference,
          ref: (chunks) => (
            <span key="reference" className="font-mono">
              {chunks}
            </span>
          ),
        })}{" "}
        <Link to={`/payment/result?payment=${payment.id}`} className="font-semibold underline">
          {t(m.details)}
        </Link>
      </p>
    </div>
  );
}

/** The payments table's headings and their cells' spacing and alignment. */
const COLUMNS = [
  [m.date, "py-2 pe-3 font-medium"],
  [m.plan, "py-2 pe-3 font-medium"],
  [billingWords.amount, "py-2 pe-3 text-end font-medium"],
  [m.status, "py-2 pe-3 font-medium"],
  [m.receipt, "py-2 font-medium"],
] as const;

export function AccountPayments({
  payments,
  total,
  page,
  perPage,
}: {
  payments: PaymentHistoryEntry[];
  total: number;
  page: number;
  perPage: number;
}) {
  const formatInstant = useInstantFormat();
  const t = useT();
  if (total === 0) return <p className="text-sm text-muted">{t(m.none)}</p>;
  const pages = Math.ceil(total / perPage);
  return (
    <div className="space-y-3">
      {payments
        .filter((payment) => payment.status === "underpaid")
        .map((payment) => (
          <UnderpaidNotice key={payment.id} payment={payment} />
        ))}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t(m.caption)}</caption>
          <thead className="text-xs text-muted">
            <tr>
              {COLUMNS.map(([label, className]) => (
                <th key={label.id} scope="col" className={className}>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="py-2 pe-3 whitespace-nowrap">
                  {formatInstant(payment.paid_at ?? payment.created_at)}
                </td>
                <td className="py-2 pe-3">
                  {payment.plan_name}
                  <span className="block text-xs text-muted">{t(METHOD_NAMES[payment.method])}</span>
                </td>
                <td className="py-2 pe-3 text-end tabular-nums">
                  {formatMoney(payment.amount, payment.currency, t.locale)}
                </td>
                <td className="py-2 pe-3">{t(STATUS_LABELS[payment.status])}</td>
                <td className="py-2">
                  {payment.receipt_number ? (
                    <Link
                      to={`/account/receipts/${payment.id}`}
                      className="font-semibold underline"
                      aria-label={t(m.receiptNamed, { number: payment.receipt_number })}
                    >
                      {payment.receipt_number}
                    </Link>
                  ) : payment.status === "pending" ? (
                    <Link to={`/payment/result?payment=${payment.id}`} className="underline">
                      {t(m.finish)}
                    </Link>
                  ) : (
                    <span className="text-muted">{t(m.noReceipt)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={t(m.pages)} className="flex items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={`/account?payments=${page - 1}#section-plan-and-payments`} className="underline">
              {t(m.newer)}
            </Link>
          ) : null}
          <span className="text-muted">{t(m.pageOf, { page, pages })}</span>
          {page < pages ? (
            <Link to={`/account?payments=${page + 1}#section-plan-and-payments`} className="underline">
              {t(m.older)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
