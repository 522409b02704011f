/** Decimal places of a currency's minor unit per ISO 4217 (JPY 0, EUR 2, KWD 3), as ICU knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}
