import { decimalAmount, numericCurrency } from "../money.ts";

/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS-MPM): each field is a two-digit tag, a
 * two-digit length and the value; tag 63 closes with a CRC over everything before it.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function field(tag: string, value: string): string {
  const length = value.length;
  if (length > 99) throw new RangeError(`QR field ${tag} is longer than 99 bytes`);
  return `${tag}${String(length).padStart(2, "0")}${value}`;
}

export type MerchantAccount = {
  /** The national scheme's identifier (tag 26, sub-tag 00). */
  schemeId: string;
  bankCode?: string;
  accountNumber: string;
  merchantName: string;
  country: string;
  city: string;
};

export type TransferRequest = { amount: number; currency: string; reference: string };

/** The payload a banking app scans: dynamic (one payment), with amount and reference filled in. */
export function merchantQrPayload(account: MerchantAccount, transfer: TransferRequest): string {
  const currency = numericCurrency(transfer.currency);
  if (!currency) throw new RangeError(`No ISO 4217 numeric code known for ${transfer.currency}`);
  const merchant =
    field("00", account.schemeId) +
    (account.bankCode ? field("01", account.bankCode) : "") +
    field("02", account.accountNumber);
  const body =
    field("00", "01") +
    field("01", "12") +
    field("26", merchant) +
    field("52", "0000") +
    field("53", currency) +
    field("54", decimalAmount(transfer.amount, transfer.currency)) +
    field("58", account.country) +
    field("59", account.merchantName) +
    field("60", account.city) +
    field("62", field("05", transfer.reference)) +
    "6304";
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, "0");
}

/** The top-level fields of a payload, for checks: tag -> value. */
export function readQrFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
