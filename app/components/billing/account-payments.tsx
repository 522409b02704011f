import { Link } from "react-router";
import type { PaymentHistoryEntry } from "../../../server/billing/service.ts";
import { formatMoney } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";

const STATUS_LABELS: Record<PaymentHistoryEntry["status"], string> = {
  pending: "Waiting for payment",
  paid: "Paid",
  underpaid: "Part paid",
  failed: "Declined",
  expired: "Expired unpaid",
  refunded: "Refunded",
};

const METHOD_LABELS: Record<PaymentHistoryEntry["method"], string> = {
  card: "Card",
  "bank-transfer": "Bank transfer",
  sandbox: "Demo checkout",
};

/** A transfer that fell short: how much is missing and how to send it. */
function UnderpaidNotice({ payment }: { payment: PaymentHistoryEntry }) {
  const received = payment.received_amount ?? 0;
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
      <p className="font-semibold">
        We received {formatMoney(received, payment.currency)} of{" "}
        {formatMoney(payment.amount, payment.currency)} for {payment.plan_name}.
      </p>
      <p>
        Transfer the remaining {formatMoney(payment.amount - received, payment.currency)} with the same
        reference, <span className="font-mono">{payment.reference}</span>, and your plan starts as soon as it
        arrives.{" "}
        <Link to={`/payment/result?payment=${payment.id}`} className="font-semibold underline">
          Transfer details
        </Link>
      </p>
    </div>
  );
}

/** The payments table's headings and their cells' spacing and alignment. */
const COLUMNS = [
  ["Date", "py-2 pr-3 font-medium"],
  ["Plan", "py-2 pr-3 font-medium"],
  ["Amount", "py-2 pr-3 text-right font-medium"],
  ["Status", "py-2 pr-3 font-medium"],
  ["Receipt", "py-2 font-medium"],
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
  if (total === 0) return <p className="text-sm text-muted">No payments yet.</p>;
  const pages = Math.ceil(total / perPage);
  return (
    <div className="space-y-3">
      {payments
        .filter((payment) => payment.status === "underpaid")
        .map((payment) => (
          <UnderpaidNotice key={payment.id} payment={payment} />
        ))}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your payments, newest first</caption>
          <thead className="text-xs text-muted">
            <tr>
              {COLUMNS.map(([label, className]) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatInstant(payment.paid_at ?? payment.created_at)}
                </td>
                <td className="py-2 pr-3">
                  {payment.plan_name}
                  <span className="block text-xs text-muted">{METHOD_LABELS[payment.method]}</span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatMoney(payment.amount, payment.currency)}
                </td>
                <td className="py-2 pr-3">{STATUS_LABELS[payment.status]}</td>
                <td className="py-2">
                  {payment.receipt_number ? (
                    <Link
                      to={`/account/receipts/${payment.id}`}
                      className="font-semibold underline"
                      aria-label={`Receipt ${payment.receipt_number}`}
                    >
                      {payment.receipt_number}
                    </Link>
                  ) : payment.status === "pending" ? (
                    <Link to={`/payment/result?payment=${payment.id}`} className="underline">
                      Finish paying
                    </Link>
                  ) : (
                    <span className="text-muted">None</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Payment pages" className="flex items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={`/account?payments=${page - 1}#section-plan-and-payments`} className="underline">
              Newer
            </Link>
          ) : null}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`/account?payments=${page + 1}#section-plan-and-payments`} className="underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
