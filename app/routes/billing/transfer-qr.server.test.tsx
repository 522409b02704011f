import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "../../../server/platform/qr-code.ts";
import { BankTransferPanel } from "../../components/billing/bank-transfer-panel.tsx";

const payload =
  "00020101021238570010A000000727012700069704220113GOALLINE123450208QRIBFTTA53037045405990005802VN62150811GL7K2M9QX4B6304ABCD";

describe("the bank transfer QR code", () => {
  it("is drawn as it was made, without depending on the theme's padding", async () => {
    const qrSvg = await qrCodeSvg(payload);
    const html = renderToStaticMarkup(
      <BankTransferPanel
        transfer={{
          reference: "GL7K2M9QX4B6",
          amount: 99000,
          currency: "VND",
          account_name: "Goalline",
          account_number: "0123456789",
          bank: "Example Bank",
          qr_payload: payload,
        }}
        qrSvg={qrSvg}
      />,
    );
    const src = /<img src="data:image\/svg\+xml;utf8,([^"]+)"/.exec(html)![1]!;
    expect(decodeURIComponent(src.replaceAll("&amp;", "&"))).toBe(qrSvg);
    expect(html).toMatch(/<img [^>]*class="[^"]*\bbg-white\b/);
  });
});
