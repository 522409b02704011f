/** The promise the page's module script awaits before it imports the page's code (app/lib/script-order.server.ts). */
export const FIRST_PAINT_GLOBAL = "__goallineFirstPaint";
/** A page that has not painted by then (a browser that reports no paints as it should) loads its code anyway. */
export const FIRST_PAINT_FALLBACK_MS = 3_000;

type Paints = Pick<Window, "setTimeout"> & {
  PerformanceObserver?: Pick<typeof PerformanceObserver, "supportedEntryTypes"> &
    (new (
      callback: (
        list: Pick<PerformanceObserverEntryList, "getEntriesByName">,
        observer: PerformanceObserver,
      ) => void,
    ) => Pick<PerformanceObserver, "observe" | "disconnect">);
};

/**
 * Settles once the browser has shown the page's first contentful paint, so the page's code (the
 * framework's 92 KB first) is fetched and run after it: the paint never waits behind a script's
 * evaluation or a hydration task, and, on a phone line, the script does not take the bandwidth the
 * page's first picture needs. It settles at once where no paint will come (a page loaded in a
 * background tab) or none is reported (no Paint Timing), and after `fallbackMs` whatever happens.
 *
 * It runs as an inline script in the head (`firstPaintScript`), before anything is painted, so it
 * must not refer to anything outside itself.
 */
export function watchFirstPaint(
  win: Paints,
  doc: Pick<Document, "visibilityState" | "addEventListener">,
  fallbackMs: number,
): Promise<void> {
  return new Promise((painted) => {
    const Observer = win.PerformanceObserver;
    const reported = Observer?.supportedEntryTypes ?? [];
    if (!Observer || doc.visibilityState !== "visible" || !reported.includes("paint")) return painted();
    const observer = new Observer((list, self) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      self.disconnect();
      painted();
    });
    observer.observe({ type: "paint", buffered: true });
    // Hidden before painting, the page paints nothing until it is shown again.
    doc.addEventListener("visibilitychange", () => painted(), { once: true });
    win.setTimeout(() => painted(), fallbackMs);
  });
}

/** The watch as an inline script for the document head. */
export const firstPaintScript = () =>
  `window.${FIRST_PAINT_GLOBAL} = (${watchFirstPaint.toString()})(window, document, ${FIRST_PAINT_FALLBACK_MS});`;
