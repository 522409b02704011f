import type { BankTransferInstructions } from "../../../server/billing/types.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { formatMoney, minorDigits } from "../../lib/money.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { QrCode } from "../ui/qr-code.tsx";
import { billingWords } from "./billing-messages.ts";

const m = defineMessages({
  title: { id: "billing.transfer.title", defaultMessage: "Pay by bank transfer" },
  explain: {
    id: "billing.transfer.explain",
    defaultMessage:
      "Scan the code with your banking app, or enter the details by hand. Quote the reference exactly: it is how we match your transfer. Unpaid transfers are cancelled after 24 hours.",
  },
  qr: {
    id: "billing.transfer.qr",
    defaultMessage: "QR code for a transfer of {amount} with reference {reference}",
  },
  reference: {
    id: "billing.transfer.reference",
    defaultMessage: "Reference",
    description: "A transfer's reference",
  },
  accountName: { id: "billing.transfer.account-name", defaultMessage: "Account name" },
  accountNumber: { id: "billing.transfer.account-number", defaultMessage: "Account number" },
  bank: { id: "billing.transfer.bank", defaultMessage: "Bank" },
  copyAmount: { id: "billing.transfer.copy-amount", defaultMessage: "Copy the amount" },
  amountCopied: { id: "billing.transfer.amount-copied", defaultMessage: "Amount copied" },
  copyReference: { id: "billing.transfer.copy-reference", defaultMessage: "Copy the reference" },
  referenceCopied: { id: "billing.transfer.reference-copied", defaultMessage: "Reference copied" },
  copyAccountNumber: {
    id: "billing.transfer.copy-account-number",
    defaultMessage: "Copy the account number",
  },
  accountNumberCopied: {
    id: "billing.transfer.account-number-copied",
    defaultMessage: "Account number copied",
  },
  copy: {
    id: "billing.transfer.copy",
    defaultMessage: "Copy",
    description: "A small button beside a detail",
  },
});

type Row = {
  /** The row's name in the page's markup (`data-field`), the same in every language. */
  field: string;
  label: MessageDescriptor;
  shown: React.ReactNode;
  /** What the copy button copies, and its name and toast; none for details a bank fills in itself. */
  copy: { text: string; label: MessageDescriptor; done: MessageDescriptor } | null;
};

const compact = (account: string) => account.replace(/\s+/g, "");

/** An IBAN as banks print it, in groups of four that a narrow screen wraps between, never inside. */
function GroupsOfFour({ value }: { value: string }) {
  // The spaces sit between the unbreakable groups, so a line can only end at one of them.
  return [...compact(value).matchAll(/.{1,4}/g)].flatMap((group) => [
    group.index > 0 ? " " : "",
    <span key={group.index} className="whitespace-nowrap">
      {group[0]}
    </span>,
  ]);
}

/** The amount as a banking app's amount field takes it: "4.99", no symbol. */
const plainAmount = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** Everything a banking app or a teller needs: the QR code to scan, or the details to type. */
export function BankTransferPanel({
  transfer,
  qrSvg,
}: {
  transfer: BankTransferInstructions;
  qrSvg: string | null;
}) {
  const t = useT();
  const amount = formatMoney(transfer.amount, transfer.currency, t.locale);
  // A banking app wants the plain amount and the IBAN without spaces.
  const rows: Row[] = [
    {
      field: "amount",
      label: billingWords.amount,
      shown: amount,
      copy: {
        text: plainAmount(transfer.amount, transfer.currency),
        label: m.copyAmount,
        done: m.amountCopied,
      },
    },
    {
      field: "reference",
      label: m.reference,
      shown: transfer.reference,
      copy: { text: transfer.reference, label: m.copyReference, done: m.referenceCopied },
    },
    { field: "account-name", label: m.accountName, shown: transfer.account_name, copy: null },
    {
      field: "account-number",
      label: m.accountNumber,
      shown: <GroupsOfFour key="iban" value={transfer.account_number} />,
      copy: {
        text: compact(transfer.account_number),
        label: m.copyAccountNumber,
        done: m.accountNumberCopied,
      },
    },
    { field: "bank", label: m.bank, shown: transfer.bank, copy: null },
  ];
  return (
    <section aria-labelledby="transfer-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="transfer-heading" className="text-lg font-semibold">
        {t(m.title)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(m.explain)}</p>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row">
        {qrSvg ? (
          <QrCode svg={qrSvg} label={t(m.qr, { amount, reference: transfer.reference })} size={192} />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(({ field, label, shown, copy }) => (
            <div key={field} className="contents">
              <dt className="pt-1 text-muted">{t(label)}</dt>
              <dd className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <span className="min-w-0 pt-1 font-mono font-semibold break-words" data-field={field}>
                  {shown}
                </span>
                {copy ? (
                  <CopyButton
                    text={copy.text}
                    label={t(copy.label)}
                    copied={t(copy.done)}
                    className="min-h-6 rounded-md border border-line px-2 py-0.5 text-xs font-semibold hover:bg-raised"
                  >
                    {t(m.copy)}
                  </CopyButton>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
