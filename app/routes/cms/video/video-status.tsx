const LABELS = {
  uploading: "Uploading",
  queued: "Queued",
  transcoding: "Transcoding",
  ready: "Ready",
  failed: "Failed",
} as const;

/** A video's state in words, so it never depends on colour alone. */
export function VideoStatus({ status }: { status: keyof typeof LABELS }) {
  const tone =
    status === "failed"
      ? "border-red-700 text-red-800 dark:border-red-300 dark:text-red-200"
      : status === "ready"
        ? "border-line"
        : "border-accent";
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      {LABELS[status]}
    </span>
  );
}
