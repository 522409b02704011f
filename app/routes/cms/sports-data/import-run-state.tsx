const LABELS = { queued: "Queued", running: "Running", completed: "Completed", failed: "Failed" } as const;

/** An import run's state in words, so it never depends on colour alone. */
export function RunState({ state }: { state: keyof typeof LABELS }) {
  const tone =
    state === "failed"
      ? "border-red-700 text-red-800 dark:border-red-300 dark:text-red-200"
      : state === "completed"
        ? "border-line"
        : "border-accent";
  return (
    <span
      data-state={state}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      {LABELS[state]}
    </span>
  );
}
