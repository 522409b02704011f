/** A file size as people read it: "940 KB", "2.4 MB" (decimal units, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const BINARY_UNITS = [
  ["GB", 1024 ** 3],
  ["MB", 1024 ** 2],
  ["KB", 1024],
] as const;

/**
 * A file refused for its size, in the limit's own unit: "This image is 27 MB; the limit is 10 MB".
 * Limits are set in binary units, so sizes are counted in them too (named as file dialogs name
 * them); rounded up when near, so a file just over never reads as the limit itself. The server
 * answers with it and the uploaders say the same before sending.
 */
export function tooLargeMessage(noun: string, bytes: number, limit: number): string {
  const [unit, size] = BINARY_UNITS.find(([, size]) => limit >= size) ?? ["bytes", 1];
  const amount = bytes / size;
  let shown = amount >= 10 ? Math.round(amount) : Math.round(amount * 10) / 10;
  if (shown <= limit / size) shown = Math.ceil(amount * 10) / 10;
  const text = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return `This ${noun} is ${text(shown)} ${unit}; the limit is ${text(limit / size)} ${unit}`;
}
