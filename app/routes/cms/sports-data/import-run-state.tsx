import { StatusPill, workTone } from "../../../components/cms/status-pill.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";

const LABELS = defineMessages({
  queued: { id: "cms.import.state.queued", defaultMessage: "Queued" },
  running: { id: "cms.import.state.running", defaultMessage: "Running" },
  completed: { id: "cms.import.state.completed", defaultMessage: "Completed" },
  failed: { id: "cms.import.state.failed", defaultMessage: "Failed" },
});

/** An import run's state in words, so it never depends on colour alone. */
export function RunState({ state }: { state: keyof typeof LABELS }) {
  const t = useT();
  return (
    <StatusPill data-state={state} tone={workTone(state === "failed", state === "completed")}>
      {t(LABELS[state])}
    </StatusPill>
  );
}
