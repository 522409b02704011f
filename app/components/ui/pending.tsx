import type { ReactNode } from "react";
import { type PendingDisplayTiming, usePendingDisplay } from "../../lib/pending-display.ts";

/**
 * Shows `fallback` while `pending`, but only once it has lasted past a short
 * delay, and then for at least 200 ms, so quick loads never flicker.
 * Without a fallback, the children are dimmed and marked busy instead.
 */
export function Pending({
  pending,
  fallback,
  timing,
  children,
}: {
  pending: boolean;
  fallback?: ReactNode;
  timing?: PendingDisplayTiming;
  children: ReactNode;
}) {
  const showPending = usePendingDisplay(pending, timing);
  if (showPending && fallback !== undefined) return <>{fallback}</>;
  return (
    <div
      aria-busy={showPending || undefined}
      className={showPending ? "opacity-60 transition-opacity motion-reduce:transition-none" : undefined}
    >
      {children}
    </div>
  );
}
