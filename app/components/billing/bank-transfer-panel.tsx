import type { BankTransferInstructions } from "../../../server/billing/types.ts";
import { formatMoney, minorDigits } from "../../lib/money.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { QrCode } from "../ui/qr-code.tsx";

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
  // [label, as shown, as copied]: a banking app wants the plain amount and the IBAN without spaces.
  const rows: Array<[string, React.ReactNode, string | null]> = [
    [
      "Amount",
      formatMoney(transfer.amount, transfer.currency),
      plainAmount(transfer.amount, transfer.currency),
    ],
    ["Reference", transfer.reference, transfer.reference],
    ["Account name", transfer.account_name, null],
    [
      "Account number",
      <GroupsOfFour key="iban" value={transfer.account_number} />,
      compact(transfer.account_number),
    ],
    ["Bank", transfer.bank, null],
  ];
  return (
    <section aria-labelledby="transfer-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="transfer-heading" className="text-lg font-semibold">
        Pay by bank transfer
      </h2>
      <p className="mt-1 text-sm text-muted">
        Scan the code with your banking app, or enter the details by hand. Quote the reference exactly: it is
        how we match your transfer. Unpaid transfers are cancelled after 24 hours.
      </p>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row">
        {qrSvg ? (
          <QrCode
            svg={qrSvg}
            label={`QR code for a transfer of ${formatMoney(transfer.amount, transfer.currency)} with reference ${transfer.reference}`}
            size={192}
          />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, shown, copied]) => (
            <div key={label} className="contents">
              <dt className="pt-1 text-muted">{label}</dt>
              <dd className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <span
                  className="min-w-0 pt-1 font-mono font-semibold break-words"
                  data-field={label.toLowerCase().replace(/ /g, "-")}
                >
                  {shown}
                </span>
                {copied ? (
                  <CopyButton
                    text={copied}
                    label={`Copy the ${label.toLowerCase()}`}
                    copied={`${label} copied`}
                    className="min-h-6 rounded-md border border-line px-2 py-0.5 text-xs font-semibold hover:bg-raised"
                  />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
