import type { BankTransferInstructions } from "../../../server/billing/types.ts";
import { formatMoney } from "../../lib/money.ts";
import { QrCode } from "../ui/qr-code.tsx";

/** Everything a banking app or a teller needs: the QR code to scan, or the details to type. */
export function BankTransferPanel({
  transfer,
  qrSvg,
}: {
  transfer: BankTransferInstructions;
  qrSvg: string | null;
}) {
  const rows: Array<[string, string]> = [
    ["Amount", formatMoney(transfer.amount, transfer.currency)],
    ["Reference", transfer.reference],
    ["Account name", transfer.account_name],
    ["Account number", transfer.account_number],
    ["Bank", transfer.bank],
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
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd
                className="font-mono font-semibold break-all"
                data-field={label.toLowerCase().replace(/ /g, "-")}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
