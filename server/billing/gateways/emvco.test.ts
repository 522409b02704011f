import { describe, expect, it } from "vitest";
import { decimalAmount } from "../money.ts";
import { crc16CcittFalse, merchantQrPayload, readQrFields } from "./emvco.ts";

const account = {
  schemeId: "A000000727",
  bankCode: "COBADEFF",
  accountNumber: "DE89370400440532013000",
  merchantName: "Goalline Media Ltd",
  country: "DE",
  city: "Berlin",
};

describe("EMVCo merchant-presented QR", () => {
  it("computes CRC-16/CCITT-FALSE as the published check value", () => {
    // The catalogue's check: "123456789" -> 0x29B1.
    expect(crc16CcittFalse("123456789")).toBe(0x29b1);
    expect(crc16CcittFalse("")).toBe(0xffff);
  });

  it("closes with tag 63 holding the CRC of everything before it, tag included", () => {
    const payload = merchantQrPayload(account, { amount: 499, currency: "EUR", reference: "GL7K3M9QX2" });
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    const crc = crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, "0");
    expect(payload.slice(-4)).toBe(crc);
  });

  it("carries the amount in tag 54, the currency in 53 and the reference in tag 62", () => {
    const fields = readQrFields(
      merchantQrPayload(account, { amount: 499, currency: "EUR", reference: "GL7K3M9QX2" }),
    );
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    expect(fields.get("53")).toBe("978");
    expect(fields.get("54")).toBe("4.99");
    expect(fields.get("58")).toBe("DE");
    expect(fields.get("59")).toBe("Goalline Media Ltd");
    expect(readQrFields(fields.get("62")!).get("05")).toBe("GL7K3M9QX2");
    expect(readQrFields(fields.get("26")!).get("02")).toBe("DE89370400440532013000");
  });

  it("writes amounts with the currency's own decimals (0 for yen, 3 for dinars)", () => {
    expect(decimalAmount(500, "JPY")).toBe("500");
    expect(decimalAmount(1250, "KWD")).toBe("1.250");
    expect(decimalAmount(5, "EUR")).toBe("0.05");
    const yen = readQrFields(merchantQrPayload(account, { amount: 500, currency: "JPY", reference: "GL1" }));
    expect(yen.get("54")).toBe("500");
    expect(yen.get("53")).toBe("392");
  });
});
