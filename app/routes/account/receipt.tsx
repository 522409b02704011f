import { Link, useLoaderData } from "react-router";
import { billingWords, METHOD_NAMES } from "../../components/billing/billing-messages.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney, includedVatLine } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/receipt";
import { receiptData } from "./receipt.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  receipt: { id: "billing.receipt.title", defaultMessage: "Receipt" },
  numbered: {
    id: "billing.receipt.numbered",
    defaultMessage: "Receipt {number}",
    description: "{number} is the receipt's number",
  },
  back: { id: "billing.receipt.back", defaultMessage: "Back to your account" },
  print: { id: "billing.receipt.print", defaultMessage: "Print" },
  issued: {
    id: "billing.receipt.issued",
    defaultMessage: "Issued {when}",
    description: "{when} is a date and time",
  },
  seller: { id: "billing.receipt.seller", defaultMessage: "Seller" },
  taxId: {
    id: "billing.receipt.tax-id",
    defaultMessage: "Tax ID: {id}",
    description: "The seller's VAT number",
  },
  billedTo: { id: "billing.receipt.billed-to", defaultMessage: "Billed to" },
  caption: { id: "billing.receipt.caption", defaultMessage: "What was paid" },
  description: {
    id: "billing.receipt.description",
    defaultMessage: "Description",
    description: "Column heading",
  },
  line: {
    id: "billing.receipt.line",
    defaultMessage: "{plan}, {interval, select, month {one month} year {one year} other {for 1 day}}",
    description: "What was bought: a plan's name and the period one payment covers (a pass is one day)",
  },
  totalPaid: { id: "billing.receipt.total-paid", defaultMessage: "Total paid" },
  totalKept: {
    id: "billing.receipt.total-kept",
    defaultMessage: "Total kept",
    description: "What was paid less what was refunded",
  },
  overpaid: {
    id: "billing.receipt.overpaid",
    defaultMessage: "{amount} more than the price arrived; it is returned on request.",
  },
  paidOn: { id: "billing.receipt.paid-on", defaultMessage: "Paid on" },
  accessBought: { id: "billing.receipt.access-bought", defaultMessage: "Access bought" },
  period: {
    id: "billing.receipt.period",
    defaultMessage: "{start} to {end}",
    description: "The access a payment bought, between two dates and times",
  },
  periodRefunded: {
    id: "billing.receipt.period-refunded",
    defaultMessage: "{start} to {end}, less the refunded share taken off the end",
  },
  method: { id: "billing.receipt.method", defaultMessage: "Payment method" },
  reference: { id: "billing.receipt.reference", defaultMessage: "Payment reference" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(
    matches,
    data ? translatorOfPage(matches)(m.numbered, { number: data.receipt.number }) : m.receipt,
  );

export const loader = (args: Route.LoaderArgs) => receiptData(args);

/** A receipt on its own page, without the site around it, so it prints as a clean sheet. */
export default function ReceiptPage() {
  const formatInstant = useInstantFormat();
  const t = useT();
  const { receipt } = useLoaderData<typeof loader>();
  const { payment, seller, buyer } = receipt;
  const money = (minor: number) => formatMoney(minor, payment.currency, t.locale);
  const access = receipt.access_period
    ? {
        start: formatInstant(receipt.access_period.start),
        end: formatInstant(receipt.access_period.end),
      }
    : null;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/account" className="text-sm font-semibold underline">
          {t(m.back)}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          {t(m.print)}
        </button>
      </div>
      <article className="space-y-6 rounded-2xl border border-line bg-surface p-6 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">{t(m.numbered, { number: receipt.number })}</h1>
            <p className="text-sm text-muted print:text-black">
              {t(m.issued, { when: formatInstant(receipt.issued_at) })}
            </p>
          </div>
          {payment.status === "refunded" ? (
            <p className="rounded border border-live px-2 py-1 text-sm font-semibold text-live">
              {t(billingWords.refunded)}
            </p>
          ) : null}
        </header>
        <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <section aria-labelledby="seller-heading">
            <h2
              id="seller-heading"
              className="text-xs font-semibold uppercase tracking-wide text-muted print:text-black"
            >
              {t(m.seller)}
            </h2>
            <p className="font-semibold">{seller.name}</p>
            {seller.address ? <p className="whitespace-pre-line text-sm">{seller.address}</p> : null}
            {seller.tax_id ? <p className="text-sm">{t(m.taxId, { id: seller.tax_id })}</p> : null}
          </section>
          <section aria-labelledby="buyer-heading">
            <h2
              id="buyer-heading"
              className="text-xs font-semibold uppercase tracking-wide text-muted print:text-black"
            >
              {t(m.billedTo)}
            </h2>
            <p className="font-semibold">{buyer.name}</p>
            <p className="text-sm">{buyer.email}</p>
          </section>
        </div>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t(m.caption)}</caption>
          <thead className="border-b border-line text-xs text-muted print:text-black">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t(m.description)}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t(billingWords.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <td className="py-2">
                {t(m.line, { plan: payment.plan_name, interval: payment.plan_interval })}
              </td>
              <td className="py-2 text-end tabular-nums">{money(payment.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 font-semibold">
                {t(m.totalPaid)}
              </th>
              <td className="py-2 text-end font-semibold tabular-nums">{money(receipt.amount_paid)}</td>
            </tr>
            {receipt.vat_rate !== null ? (
              <tr>
                <td colSpan={2} className="pb-2 text-end text-muted print:text-black">
                  {includedVatLine(receipt.amount_paid, payment.currency, receipt.vat_rate, t)}
                </td>
              </tr>
            ) : null}
            {receipt.amount_refunded > 0 ? (
              <>
                <tr>
                  <th scope="row" className="py-2 font-normal">
                    {t(billingWords.refunded)}
                  </th>
                  <td className="py-2 text-end tabular-nums">−{money(receipt.amount_refunded)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-2 font-semibold">
                    {t(m.totalKept)}
                  </th>
                  <td className="py-2 text-end font-semibold tabular-nums">
                    {money(receipt.amount_paid - receipt.amount_refunded)}
                  </td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        {receipt.amount_paid > payment.amount ? (
          <p className="text-sm">{t(m.overpaid, { amount: money(receipt.amount_paid - payment.amount) })}</p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] print:grid-cols-[max-content_1fr]">
          <dt className="text-muted print:text-black">{t(m.paidOn)}</dt>
          <dd>{payment.paid_at ? formatInstant(payment.paid_at) : "—"}</dd>
          {access ? (
            <>
              <dt className="text-muted print:text-black">{t(m.accessBought)}</dt>
              <dd>{t(receipt.amount_refunded > 0 ? m.periodRefunded : m.period, access)}</dd>
            </>
          ) : null}
          <dt className="text-muted print:text-black">{t(m.method)}</dt>
          <dd>{t(METHOD_NAMES[payment.method])}</dd>
          <dt className="text-muted print:text-black">{t(m.reference)}</dt>
          <dd className="font-mono">{payment.reference}</dd>
        </dl>
      </article>
    </main>
  );
}
