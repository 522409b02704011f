import { StatusPill, workTone } from "../../../components/cms/status-pill.tsx";

const LABELS = {
  uploading: "Uploading",
  queued: "Queued",
  transcoding: "Transcoding",
  ready: "Ready",
  failed: "Failed",
} as const;

/** A video's state in words, so it never depends on colour alone. */
export function VideoStatus({ status }: { status: keyof typeof LABELS }) {
  return (
    <StatusPill data-status={status} tone={workTone(status === "failed", status === "ready")}>
      {LABELS[status]}
    </StatusPill>
  );
}
