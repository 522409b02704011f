import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePendingDisplay } from "../../lib/pending-display.ts";

const m = defineMessages({
  loading: {
    id: "shell.progress.loading",
    defaultMessage: "Loading page",
    description: "Accessible name of the thin bar shown while the next page loads",
  },
});

/** Spec timings: 200 ms throttle before showing, 5000 ms run, hidden 500 ms after finishing. */
export const PROGRESS_TIMING = { delayMs: 200, minVisibleMs: 200, lingerMs: 500 } as const;
const RUN_MS = 5000;
const CREEP_TO = 0.9;

export function ProgressBar() {
  const navigating = useNavigation().state !== "idle";
  const visible = usePendingDisplay(navigating, PROGRESS_TIMING);
  // Each navigation that starts while the bar is still showing runs the bar again from the start.
  const [run, setRun] = useState(0);
  const [wasNavigating, setWasNavigating] = useState(navigating);
  if (navigating !== wasNavigating) {
    setWasNavigating(navigating);
    if (navigating) setRun(run + 1);
  }
  if (!visible) return null;
  return <Bar key={run} finished={!navigating} />;
}

function Bar({ finished }: { finished: boolean }) {
  const t = useT();
  const [share, setShare] = useState(0.08);
  useEffect(() => {
    if (finished) {
      setShare(1);
      return;
    }
    // One frame at the starting width first, so the browser has something to animate from.
    const frame = requestAnimationFrame(() => setShare(CREEP_TO));
    return () => cancelAnimationFrame(frame);
  }, [finished]);
  return (
    <div
      role="progressbar"
      aria-label={t(m.loading)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      data-testid="progress-bar"
      data-state={finished ? "finished" : "running"}
      className="progress-bar pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left bg-accent rtl:origin-right"
      style={{
        transform: `scaleX(${share})`,
        transitionDuration: finished ? "200ms, 300ms" : `${RUN_MS}ms, 0ms`,
        transitionDelay: finished ? "0ms, 200ms" : "0ms",
        opacity: finished ? 0 : 1,
      }}
    />
  );
}
