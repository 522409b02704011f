import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_TOP_OFFSET_PX,
  type Toast,
  type ToastType,
  useToasts,
} from "../../lib/toast.ts";
import { LineIcon } from "../ui/line-icon.tsx";

const m = defineMessages({
  notifications: {
    id: "shell.toaster.notifications",
    defaultMessage: "Notifications",
    description: "Accessible name of the area where short messages (toasts) appear",
  },
  errors: {
    id: "shell.toaster.errors",
    defaultMessage: "Errors",
    description: "Accessible name of the area where error toasts appear",
  },
  close: {
    id: "shell.toaster.close",
    defaultMessage: "Close notification",
    description: "A toast's close button",
  },
});

const ESTIMATED_HEIGHT = 52;

const TONE: Record<ToastType, string> = {
  success: "border-s-accent",
  info: "border-s-sky-500",
  warning: "border-s-amber-500",
  error: "border-s-live",
};

const ICON: Record<ToastType, string> = {
  success: "M5 12.5l4.5 4.5L19 7.5",
  info: "M12 11v6M12 7.5v.5",
  warning:
    "M12 8v5M12 16.5v.5M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
  error: "M6 6l12 12M18 6 6 18",
};

/**
 * Two live regions, polite for most toasts and assertive for errors, so screen
 * readers announce them; every toast is placed by its own offset so the ones
 * below glide up when one closes.
 */
export function Toaster() {
  const t = useT();
  const toasts = useToasts();
  const [heights, setHeights] = useState<Record<number, number>>({});

  useEffect(() => {
    const newest = toasts.at(-1);
    if (!newest) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) dismissToast(newest.id);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [toasts]);

  let offset = TOAST_TOP_OFFSET_PX;
  const placed = toasts.map((toast) => {
    const top = offset;
    offset += (heights[toast.id] ?? ESTIMATED_HEIGHT) + TOAST_GAP_PX;
    return { toast, top };
  });
  const measure = useCallback(
    (id: number, height: number) =>
      setHeights((known) => (known[id] === height ? known : { ...known, [id]: height })),
    [],
  );

  // Above the page and its header, below an open dialog such as the phone menu, whose controls stay in reach.
  const region = "pointer-events-none fixed inset-x-0 top-0 z-[35]";
  return (
    <>
      <div role="status" aria-live="polite" aria-label={t(m.notifications)} className={region}>
        {placed
          .filter(({ toast }) => toast.type !== "error")
          .map(({ toast, top }) => (
            <ToastCard key={toast.id} toast={toast} top={top} onMeasure={measure} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-label={t(m.errors)} className={region}>
        {placed
          .filter(({ toast }) => toast.type === "error")
          .map(({ toast, top }) => (
            <ToastCard key={toast.id} toast={toast} top={top} onMeasure={measure} />
          ))}
      </div>
    </>
  );
}

function ToastCard({
  toast,
  top,
  onMeasure,
}: {
  toast: Toast;
  top: number;
  onMeasure: (id: number, height: number) => void;
}) {
  const t = useT();
  const card = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    // Leaving the toast starts the full time again, so there is time to read it.
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  // Reading it with the pointer or the keyboard holds the toast on screen.
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ["mouseenter", pause],
      ["mouseleave", resume],
      ["focusin", pause],
      ["focusout", resume],
    ] as const;
    for (const [type, listener] of events) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of events) element.removeEventListener(type, listener);
    };
  }, []);

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    onMeasure(toast.id, element.offsetHeight);
    const observer = new ResizeObserver(() => onMeasure(toast.id, element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [onMeasure, toast.id]);

  return (
    <div
      ref={card}
      data-testid="toast"
      data-type={toast.type}
      className="toast pointer-events-auto absolute inset-x-0 top-0 mx-auto w-[min(92vw,24rem)]"
      style={{ transform: `translateY(${top}px)` }}
    >
      <div
        className={`toast-in flex items-start gap-3 rounded-xl border border-s-4 border-line bg-surface py-3 ps-3 pe-2 text-sm shadow-lg ${TONE[toast.type]}`}
      >
        <LineIcon className="mt-0.5 h-4 w-4 shrink-0" strokeWidth="2.2" roundCaps roundJoins>
          <path d={ICON[toast.type]} />
        </LineIcon>
        <p className="flex-1 font-medium">
          {typeof toast.message === "function" ? toast.message() : toast.message}
        </p>
        <button
          type="button"
          aria-label={t(m.close)}
          onClick={() => dismissToast(toast.id)}
          className="-my-1 grid h-7 w-7 shrink-0 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
        >
          <LineIcon className="h-4 w-4">
            <path d="M6 6l12 12M18 6 6 18" />
          </LineIcon>
        </button>
      </div>
    </div>
  );
}
