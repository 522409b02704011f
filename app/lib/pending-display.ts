import { useEffect, useRef, useState } from "react";

export type PendingDisplayTiming = {
  /** Pending shorter than this never shows anything. */
  delayMs?: number;
  /** Once shown, pending UI stays at least this long, so it never flickers. */
  minVisibleMs?: number;
  /** After pending ends, the UI stays this long (e.g. to finish a progress bar). */
  lingerMs?: number;
};

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (id: unknown) => void;
  now: () => number;
};

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Turns a flickering "pending" flag into a calm "visible" flag: shown only
 * after `delayMs`, kept for at least `minVisibleMs` and `lingerMs` after the end.
 */
export function createPendingDisplay(
  onVisibleChange: (visible: boolean) => void,
  { delayMs = 150, minVisibleMs = 200, lingerMs = 0 }: PendingDisplayTiming = {},
  timers: Timers = realTimers,
) {
  let visible = false;
  let shownAt = 0;
  let timer: unknown;

  const clear = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
  };
  const show = () => {
    timer = undefined;
    visible = true;
    shownAt = timers.now();
    onVisibleChange(true);
  };
  const hide = () => {
    timer = undefined;
    visible = false;
    onVisibleChange(false);
  };

  return {
    update(pending: boolean) {
      clear();
      if (pending) {
        if (!visible) timer = timers.set(show, delayMs);
        return;
      }
      if (!visible) return;
      const keep = Math.max(minVisibleMs - (timers.now() - shownAt), lingerMs);
      if (keep > 0) timer = timers.set(hide, keep);
      else hide();
    },
    dispose: clear,
  };
}

/** React side of `createPendingDisplay`: false on the server and on first render. */
export function usePendingDisplay(pending: boolean, timing: PendingDisplayTiming = {}): boolean {
  const [visible, setVisible] = useState(false);
  const { delayMs, minVisibleMs, lingerMs } = timing;
  const display = useRef<ReturnType<typeof createPendingDisplay> | null>(null);
  display.current ??= createPendingDisplay(setVisible, { delayMs, minVisibleMs, lingerMs });
  useEffect(() => {
    display.current?.update(pending);
  }, [pending]);
  useEffect(() => () => display.current?.dispose(), []);
  return visible;
}
