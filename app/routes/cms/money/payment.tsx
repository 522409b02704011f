import { Form, Link, useActionData, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { paymentStatusName } from "../../../components/cms/cms-messages.ts";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { fieldError, formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/payment";
import { billingPaymentAction, billingPaymentLoader } from "./payment.server.ts";

const m = defineMessages({
  payment: { id: "cms.payment.payment", defaultMessage: "Payment" },
  title: { id: "cms.payment.title", defaultMessage: "Payment {reference}" },
  buyer: { id: "cms.payment.buyer", defaultMessage: "Buyer" },
  plan: { id: "cms.payment.plan", defaultMessage: "Plan" },
  status: { id: "cms.payment.status", defaultMessage: "Status" },
  method: { id: "cms.payment.method", defaultMessage: "Method" },
  price: { id: "cms.payment.price", defaultMessage: "Price" },
  received: { id: "cms.payment.received", defaultMessage: "Received" },
  refunded: { id: "cms.payment.refunded", defaultMessage: "Refunded" },
  started: { id: "cms.payment.started", defaultMessage: "Started" },
  paid: { id: "cms.payment.paid", defaultMessage: "Paid" },
  accessBought: { id: "cms.payment.access-bought", defaultMessage: "Access bought" },
  span: { id: "cms.payment.span", defaultMessage: "{from} to {to}" },
  note: { id: "cms.payment.note", defaultMessage: "Note" },
  all: { id: "cms.payment.all", defaultMessage: "All payments" },
  refund: { id: "cms.payment.refund", defaultMessage: "Refund" },
  refundText: {
    id: "cms.payment.refund-text",
    defaultMessage:
      "{amount} can be given back. A refund takes the same share of the access this payment bought off the end of the fan's access, never before now; a payment whose access is over changes none.",
  },
  amount: { id: "cms.payment.amount", defaultMessage: "Amount" },
  amountHint: {
    id: "cms.payment.amount-hint",
    defaultMessage: "In {currency}; leave empty to refund all {amount}.",
  },
  typeToConfirm: { id: "cms.payment.type-to-confirm", defaultMessage: "Type {reference} to confirm" },
  sentBack: { id: "cms.payment.sent-back", defaultMessage: "I sent the money back from the bank account" },
  refundButton: { id: "cms.payment.refund-button", defaultMessage: "Refund {reference}" },
  notifications: { id: "cms.payment.notifications", defaultMessage: "Gateway notifications" },
  noNotifications: {
    id: "cms.payment.no-notifications",
    defaultMessage: "No notification has arrived for this payment.",
  },
  gateway: { id: "cms.payment.gateway", defaultMessage: "Gateway" },
  event: { id: "cms.payment.event", defaultMessage: "Event" },
  outcome: { id: "cms.payment.outcome", defaultMessage: "Outcome" },
  refunds: { id: "cms.payment.refunds", defaultMessage: "Refunds" },
  nothingRefunded: { id: "cms.payment.nothing-refunded", defaultMessage: "Nothing has been refunded." },
  when: { id: "cms.payment.when", defaultMessage: "When" },
  gatewayReference: { id: "cms.payment.gateway-reference", defaultMessage: "Gateway reference" },
  by: { id: "cms.payment.by", defaultMessage: "By" },
  byHand: { id: "cms.payment.by-hand", defaultMessage: "(sent by hand)" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(
    matches,
    data ? translatorOfPage(matches)(m.title, { reference: data.payment.reference }) : m.payment,
  );

export const loader = (args: Route.LoaderArgs) => billingPaymentLoader(args);
export const action = (args: Route.ActionArgs) => billingPaymentAction(args);

const cell = "px-3 py-2";

/** One payment: what it asked and received, the gateway's notifications, refunds, and the refund form. */
export default function BillingPaymentPage() {
  const formatInstant = useInstantFormat();
  const { payment, refundable, refundKey, notice, refunders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const t = useT();
  const facts: Array<[string, string]> = [
    [t(m.buyer), payment.email],
    [t(m.plan), payment.plan_name],
    [t(m.status), paymentStatusName(t, payment.status)],
    [t(m.method), payment.method],
    [t(m.price), money(payment.amount)],
    [t(m.received), payment.received_amount === null ? "–" : money(payment.received_amount)],
    [t(m.refunded), money(payment.refunded_amount)],
    [t(m.started), formatInstant(payment.created_at)],
    [t(m.paid), payment.paid_at ? formatInstant(payment.paid_at) : "–"],
    [
      t(m.accessBought),
      payment.period_start && payment.period_end
        ? t(m.span, { from: formatInstant(payment.period_start), to: formatInstant(payment.period_end) })
        : "–",
    ],
    [t(m.note), payment.note ?? "–"],
  ];
  return (
    <>
      <BillingTabs />
      <PageHeader
        title={t(m.title, { reference: payment.reference })}
        subtitle={
          <Link to="/cms/billing/payments" className="underline">
            {t(m.all)}
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
            {t(m.refund)}
          </h2>
          <p className="mb-3 text-sm text-muted">{t(m.refundText, { amount: money(refundable) })}</p>
          <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <FormError message={formError(result)} />
            <TextField
              label={t(m.amount)}
              name="amount"
              inputMode="decimal"
              maxLength={20}
              hint={t(m.amountHint, { currency: payment.currency, amount: money(refundable) })}
              error={fieldError(result, "amount")}
            />
            <TextField
              label={t(m.typeToConfirm, { reference: payment.reference })}
              name="confirm_reference"
              autoComplete="off"
              maxLength={40}
              required
              error={fieldError(result, "confirm_reference")}
            />
            {payment.method === "bank-transfer" ? (
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="confirm_sent" className="size-4" />
                {t(m.sentBack)}
              </label>
            ) : null}
            <input type="hidden" name="refund_key" value={refundKey} />
            <div className="sm:col-span-2">
              <SubmitButton tone="danger">{t(m.refundButton, { reference: payment.reference })}</SubmitButton>
            </div>
            {fieldError(result, "confirm_sent") ? (
              <p role="alert" className="text-sm text-live sm:col-span-2">
                {fieldError(result, "confirm_sent")}
              </p>
            ) : null}
          </Form>
        </section>
      ) : null}

      <h2 className="mb-2 text-lg font-semibold">{t(m.notifications)}</h2>
      {payment.events.length === 0 ? (
        <p className="mb-6 text-sm text-muted">{t(m.noNotifications)}</p>
      ) : (
        <div className="mb-6">
          <StaffTable
            label={t(m.notifications)}
            labels={[t(m.received), t(m.gateway), t(m.event), t(m.amount), t(m.outcome)]}
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

      <h2 className="mb-2 text-lg font-semibold">{t(m.refunds)}</h2>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-muted">{t(m.nothingRefunded)}</p>
      ) : (
        <StaffTable label={t(m.refunds)} labels={[t(m.when), t(m.amount), t(m.gatewayReference), t(m.by)]}>
          {payment.refunds.map((refund) => (
            <tr key={refund.id} className="border-b border-line last:border-0">
              <td className={`${cell} whitespace-nowrap`}>{formatInstant(refund.created_at)}</td>
              <td className={`${cell} tabular-nums`}>{money(refund.amount)}</td>
              <td className={`${cell} font-mono break-all`}>
                {refund.gateway_refund_id}
                {refund.manual ? ` ${t(m.byHand)}` : ""}
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
