import { Form, Link, useActionData, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { fieldError, formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/payment";
import { billingPaymentAction, billingPaymentLoader } from "./payment.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data ? `Payment ${data.payment.reference}` : "Payment");

export const loader = (args: Route.LoaderArgs) => billingPaymentLoader(args);
export const action = (args: Route.ActionArgs) => billingPaymentAction(args);

const cell = "px-3 py-2";

/** One payment: what it asked and received, the gateway's notifications, refunds, and the refund form. */
export default function BillingPaymentPage() {
  const formatInstant = useInstantFormat();
  const { payment, refundable, refundKey, notice, refunders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const facts: Array<[string, string]> = [
    ["Buyer", payment.email],
    ["Plan", payment.plan_name],
    ["Status", payment.status],
    ["Method", payment.method],
    ["Price", money(payment.amount)],
    ["Received", payment.received_amount === null ? "–" : money(payment.received_amount)],
    ["Refunded", money(payment.refunded_amount)],
    ["Started", formatInstant(payment.created_at)],
    ["Paid", payment.paid_at ? formatInstant(payment.paid_at) : "–"],
    [
      "Access bought",
      payment.period_start && payment.period_end
        ? `${formatInstant(payment.period_start)} to ${formatInstant(payment.period_end)}`
        : "–",
    ],
    ["Note", payment.note ?? "–"],
  ];
  return (
    <>
      <BillingTabs />
      <PageHeader
        title={`Payment ${payment.reference}`}
        subtitle={
          <Link to="/cms/billing/payments" className="underline">
            All payments
          </Link>
        }
      />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
      </div>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-2xl border border-line bg-surface p-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>

      {payment.status === "paid" && refundable > 0 ? (
        <section
          aria-labelledby="refund-title"
          className="mb-6 rounded-2xl border border-line bg-surface p-4"
        >
          <h2 id="refund-title" className="mb-1 text-lg font-semibold">
            Refund
          </h2>
          <p className="mb-3 text-sm text-muted">
            {money(refundable)} can be given back. A refund takes the same share of the access this payment
            bought off the end of the fan's access, never before now; a payment whose access is over changes
            none.
          </p>
          <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <FormError message={formError(result)} />
            <TextField
              label="Amount"
              name="amount"
              inputMode="decimal"
              maxLength={20}
              hint={`In ${payment.currency}; leave empty to refund all ${money(refundable)}.`}
              error={fieldError(result, "amount")}
            />
            <TextField
              label={`Type ${payment.reference} to confirm`}
              name="confirm_reference"
              autoComplete="off"
              maxLength={40}
              required
              error={fieldError(result, "confirm_reference")}
            />
            {payment.method === "bank-transfer" ? (
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="confirm_sent" className="size-4" />I sent the money back from the
                bank account
              </label>
            ) : null}
            <input type="hidden" name="refund_key" value={refundKey} />
            <div className="sm:col-span-2">
              <SubmitButton tone="danger">Refund {payment.reference}</SubmitButton>
            </div>
            {fieldError(result, "confirm_sent") ? (
              <p role="alert" className="text-sm text-live sm:col-span-2">
                {fieldError(result, "confirm_sent")}
              </p>
            ) : null}
          </Form>
        </section>
      ) : null}

      <h2 className="mb-2 text-lg font-semibold">Gateway notifications</h2>
      {payment.events.length === 0 ? (
        <p className="mb-6 text-sm text-muted">No notification has arrived for this payment.</p>
      ) : (
        <div className="mb-6">
          <StaffTable
            label="Gateway notifications"
            labels={["Received", "Gateway", "Event", "Amount", "Outcome"]}
          >
            {payment.events.map((event) => (
              <tr key={`${event.gateway}:${event.event_id}`} className="border-b border-line last:border-0">
                <td className={`${cell} whitespace-nowrap`}>{formatInstant(event.received_at)}</td>
                <td className={cell}>{event.gateway}</td>
                <td className={`${cell} font-mono break-all`}>{event.event_id}</td>
                <td className={`${cell} tabular-nums`}>
                  {event.amount === null || !event.currency ? "–" : formatMoney(event.amount, event.currency)}
                </td>
                <td className={cell}>{event.outcome}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}

      <h2 className="mb-2 text-lg font-semibold">Refunds</h2>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-muted">Nothing has been refunded.</p>
      ) : (
        <StaffTable label="Refunds" labels={["When", "Amount", "Gateway reference", "By"]}>
          {payment.refunds.map((refund) => (
            <tr key={refund.id} className="border-b border-line last:border-0">
              <td className={`${cell} whitespace-nowrap`}>{formatInstant(refund.created_at)}</td>
              <td className={`${cell} tabular-nums`}>{money(refund.amount)}</td>
              <td className={`${cell} font-mono break-all`}>
                {refund.gateway_refund_id}
                {refund.manual ? " (sent by hand)" : ""}
              </td>
              <td className={cell}>
                {/^\d+$/.test(refund.refunded_by) ? (
                  <PersonLink id={refund.refunded_by} name={refunders[Number(refund.refunded_by)]} />
                ) : (
                  refund.refunded_by
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
