/**
 * A QR code drawn as the server made it (server/platform/qr-code.ts): it brings its own white panel
 * and quiet zone, so it scans the same in both themes; the white behind it only keeps the
 * rounded corners light.
 */
export function QrCode({ svg, label, size }: { svg: string; label: string; size: number }) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      className="shrink-0 rounded-lg bg-white"
    />
  );
}
