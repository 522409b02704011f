import { StatusPill, workTone } from "../../../components/cms/status-pill.tsx";

const LABELS = { queued: "Queued", running: "Running", completed: "Completed", failed: "Failed" } as const;

/** An import run's state in words, so it never depends on colour alone. */
export function RunState({ state }: { state: keyof typeof LABELS }) {
  return (
    <StatusPill data-state={state} tone={workTone(state === "failed", state === "completed")}>
      {LABELS[state]}
    </StatusPill>
  );
}
