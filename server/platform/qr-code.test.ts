import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE, qrCodeSvg } from "./qr-code.ts";

const payloads = {
  // An EMVCo merchant-presented payload of the usual length.
  "a bank transfer":
    "00020101021238570010A000000727012700069704220113GOALLINE123450208QRIBFTTA53037045405990005802VN62150811GL7K2M9QX4B6304ABCD",
  "an authenticator enrolment":
    "otpauth://totp/Goalline:ada%40example.com?issuer=Goalline&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
};

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

describe("QR codes", () => {
  it("sit on a white panel with a quiet zone of four modules on every side", async () => {
    for (const [kind, payload] of Object.entries(payloads)) {
      const { size, background, margins } = layout(await qrCodeSvg(payload));
      expect(background, kind).toEqual({ fill: "#ffffff", covers: true });
      expect(size, kind).toBe(QRCode.create(payload).modules.size + 2 * QR_QUIET_ZONE);
      for (const [side, modules] of Object.entries(margins))
        expect(modules, `${kind} ${side}`).toBeGreaterThanOrEqual(4);
    }
  });
});
