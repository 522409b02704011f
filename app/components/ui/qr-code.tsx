/**
 * A QR code drawn as the server made it (server/platform/qr-code.ts): it brings its own white panel
 * and quiet zone of four modules, so it scans the same in both themes. The white padding around it
 * is what the rounded corners cut into: on a dark page they would otherwise eat the quiet zone's
 * corners, which scanners read as a zone under four modules.
 */
export function QrCode({ svg, label, size }: { svg: string; label: string; size: number }) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      className="box-content shrink-0 rounded-lg bg-white p-2"
    />
  );
}
