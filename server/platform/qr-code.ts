import QRCode from "qrcode";

/** ISO/IEC 18004 asks for four light modules around the symbol; fewer and phone scanners miss it. */
export const QR_QUIET_ZONE = 4;

/**
 * A QR code as an SVG that carries its own white panel and quiet zone, so it scans the same on
 * the dark theme as on the light one, whatever the page draws around it.
 */
export function qrCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, {
    type: "svg",
    margin: QR_QUIET_ZONE,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
