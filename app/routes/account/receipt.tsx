import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney, includedVatLine, periodLabel } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/receipt";
import { receiptData } from "./receipt.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data ? `Receipt ${data.receipt.number}` : "Receipt");

export const loader = (args: Route.LoaderArgs) => receiptData(args);

const METHODS = { card: "Card", "bank-transfer": "Bank transfer", sandbox: "Demo checkout" } as const;

/** A receipt on its own page, without the site around it, so it prints as a clean sheet. */
export default function ReceiptPage() {
  const formatInstant = useInstantFormat();
  const { receipt } = useLoaderData<typeof loader>();
  const { payment, seller, buyer } = receipt;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/account" className="text-sm font-semibold underline">
          Back to your account
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          Print
        </button>
      </div>
      <article className="space-y-6 rounded-2xl border border-line bg-surface p-6 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">Receipt {receipt.number}</h1>
            <p className="text-sm text-muted print:text-black">Issued {formatInstant(receipt.issued_at)}</p>
          </div>
          {payment.status === "refunded" ? (
            <p className="rounded border border-live px-2 py-1 text-sm font-semibold text-live">Refunded</p>
          ) : null}
        </header>
        <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <section aria-labelledby="seller-heading">
            <h2
              id="seller-heading"
              className="text-xs font-semibold uppercase tracking-wide text-muted print:text-black"
            >
              Seller
            </h2>
            <p className="font-semibold">{seller.name}</p>
            {seller.address ? <p className="whitespace-pre-line text-sm">{seller.address}</p> : null}
            {seller.tax_id ? <p className="text-sm">Tax ID: {seller.tax_id}</p> : null}
          </section>
          <section aria-labelledby="buyer-heading">
            <h2
              id="buyer-heading"
              className="text-xs font-semibold uppercase tracking-wide text-muted print:text-black"
            >
              Billed to
            </h2>
            <p className="font-semibold">{buyer.name}</p>
            <p className="text-sm">{buyer.email}</p>
          </section>
        </div>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What was paid</caption>
          <thead className="border-b border-line text-xs text-muted print:text-black">
            <tr>
              <th scope="col" className="py-2 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <td className="py-2">
                {payment.plan_name}, {periodLabel(payment.plan_interval, 1).replace(/^per /, "one ")}
              </td>
              <td className="py-2 text-right tabular-nums">{money(payment.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 font-semibold">
                Total paid
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">{money(receipt.amount_paid)}</td>
            </tr>
            {receipt.vat_rate !== null ? (
              <tr>
                <td colSpan={2} className="pb-2 text-right text-muted print:text-black">
                  {includedVatLine(receipt.amount_paid, payment.currency, receipt.vat_rate)}
                </td>
              </tr>
            ) : null}
            {receipt.amount_refunded > 0 ? (
              <>
                <tr>
                  <th scope="row" className="py-2 font-normal">
                    Refunded
                  </th>
                  <td className="py-2 text-right tabular-nums">−{money(receipt.amount_refunded)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-2 font-semibold">
                    Total kept
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums">
                    {money(receipt.amount_paid - receipt.amount_refunded)}
                  </td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        {receipt.amount_paid > payment.amount ? (
          <p className="text-sm">
            {money(receipt.amount_paid - payment.amount)} more than the price arrived; it is returned on
            request.
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] print:grid-cols-[max-content_1fr]">
          <dt className="text-muted print:text-black">Paid on</dt>
          <dd>{payment.paid_at ? formatInstant(payment.paid_at) : "—"}</dd>
          {receipt.access_period ? (
            <>
              <dt className="text-muted print:text-black">Access bought</dt>
              <dd>
                {formatInstant(receipt.access_period.start)} to {formatInstant(receipt.access_period.end)}
                {receipt.amount_refunded > 0 ? ", less the refunded share taken off the end" : null}
              </dd>
            </>
          ) : null}
          <dt className="text-muted print:text-black">Payment method</dt>
          <dd>{METHODS[payment.method]}</dd>
          <dt className="text-muted print:text-black">Payment reference</dt>
          <dd className="font-mono">{payment.reference}</dd>
        </dl>
      </article>
    </main>
  );
}
