import QRCode from "qrcode";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BankTransferPanel } from "../../components/billing/bank-transfer-panel.tsx";
import { transferQrSvg } from "./transfer-qr.server.ts";

// An EMVCo merchant-presented payload of the usual length.
const payload =
  "00020101021238570010A000000727012700069704220113GOALLINE123450208QRIBFTTA53037045405990005802VN62150811GL7K2M9QX4B6304ABCD";

/** The symbol's size, its background fill, and the light margin on each side, in modules. */
function layout(svg: string) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const background = /<path fill="(#[0-9a-f]{6})" d="M0 0h(\d+)v(\d+)H0z"\/>/.exec(svg);
  const dark = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!;
  let x = 0;
  let y = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, op, a, b] of dark.matchAll(/([MmhH])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    if (op === "M") [x, y] = [Number(a), Number(b)];
    else if (op === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      xs.push(x, x + Number(a));
      ys.push(Math.floor(y));
      x += Number(a);
    }
  }
  return {
    size,
    background: background ? { fill: background[1], covers: Number(background[2]) === size } : null,
    margins: {
      left: Math.min(...xs),
      right: size - Math.max(...xs),
      top: Math.min(...ys),
      bottom: size - 1 - Math.max(...ys),
    },
  };
}

describe("the bank transfer QR code", () => {
  it("sits on a white panel with a quiet zone of four modules on every side", async () => {
    const svg = await transferQrSvg(payload);
    const { size, background, margins } = layout(svg);
    expect(background).toEqual({ fill: "#ffffff", covers: true });
    expect(size).toBe(QRCode.create(payload).modules.size + 8);
    for (const [side, modules] of Object.entries(margins)) expect(modules, side).toBeGreaterThanOrEqual(4);
  });

  it("is drawn as it was made, without depending on the theme's padding", async () => {
    const qrSvg = await transferQrSvg(payload);
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
    const drawn = decodeURIComponent(src.replaceAll("&amp;", "&"));
    expect(drawn).toBe(qrSvg);
    expect(layout(drawn).margins.left).toBeGreaterThanOrEqual(4);
    expect(html).toMatch(/<img [^>]*class="[^"]*\bbg-white\b/);
  });
});
