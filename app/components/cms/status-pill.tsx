import type { ReactNode } from "react";

/** A status as a word in a bordered pill, so colour is never the only sign; `tone` colours it. */
export function StatusPill({
  tone,
  children,
  ...data
}: { tone: string; children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <span {...data} className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {children}
    </span>
  );
}

/** Background work's tone: failed in red, finished plain, still going in the accent. */
export function workTone(failed: boolean, finished: boolean): string {
  if (failed) return "border-red-700 text-red-800 dark:border-red-300 dark:text-red-200";
  return finished ? "border-line" : "border-accent";
}
