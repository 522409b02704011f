import { minorDigits } from "../../shared/money.ts";

export { minorDigits };

/** Minor units as a plain decimal string with the currency's places: 499 EUR -> "4.99", 500 JPY -> "500". */
export function decimalAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const whole = Math.trunc(minor / 10 ** digits);
  if (digits === 0) return String(whole);
  const fraction = String(minor % 10 ** digits).padStart(digits, "0");
  return `${whole}.${fraction}`;
}

/** ISO 4217 numeric codes, for QR payloads (EMVCo tag 53); transfers are offered in these. */
const NUMERIC: Record<string, string> = {
  AUD: "036",
  BHD: "048",
  BRL: "986",
  CAD: "124",
  CHF: "756",
  CNY: "156",
  CZK: "203",
  DKK: "208",
  EUR: "978",
  GBP: "826",
  HKD: "344",
  IDR: "360",
  INR: "356",
  JOD: "400",
  JPY: "392",
  KRW: "410",
  KWD: "414",
  MYR: "458",
  NOK: "578",
  NZD: "554",
  OMR: "512",
  PHP: "608",
  PLN: "985",
  SEK: "752",
  SGD: "702",
  THB: "764",
  TND: "788",
  USD: "840",
  VND: "704",
  ZAR: "710",
};

export const numericCurrency = (currency: string): string | undefined => NUMERIC[currency];
