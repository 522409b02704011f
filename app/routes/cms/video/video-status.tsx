import { StatusPill, workTone } from "../../../components/cms/status-pill.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";

const LABELS = defineMessages({
  uploading: { id: "cms.video.status.uploading", defaultMessage: "Uploading" },
  queued: { id: "cms.video.status.queued", defaultMessage: "Queued" },
  transcoding: { id: "cms.video.status.transcoding", defaultMessage: "Transcoding" },
  ready: { id: "cms.video.status.ready", defaultMessage: "Ready" },
  failed: { id: "cms.video.status.failed", defaultMessage: "Failed" },
});

/** A video's state in words, so it never depends on colour alone. */
export function VideoStatus({ status }: { status: keyof typeof LABELS }) {
  const t = useT();
  return (
    <StatusPill data-status={status} tone={workTone(status === "failed", status === "ready")}>
      {t(LABELS[status])}
    </StatusPill>
  );
}
