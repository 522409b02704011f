import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_PAINT_FALLBACK_MS,
  FIRST_PAINT_GLOBAL,
  firstPaintScript,
  watchFirstPaint,
} from "./first-paint.ts";

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A browser's Paint Timing as the watch sees it: paints are reported one by one, as Chromium does. */
function browser({ visible = true, paintTiming = true } = {}) {
  const observers: Array<{ callback: (list: Entries, self: { disconnect(): void }) => void; on: boolean }> =
    [];
  class Observer {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    private readonly entry;
    constructor(callback: (list: Entries, self: { disconnect(): void }) => void) {
      this.entry = { callback, on: false };
    }
    observe() {
      this.entry.on = true;
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const listeners = new Map<string, () => void>();
  const doc = {
    visibilityState: visible ? "visible" : "hidden",
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
  } as unknown as Document;
  const win = { PerformanceObserver: Observer, setTimeout } as never;
  const paint = (name: string) => {
    for (const entry of observers.filter((observer) => observer.on))
      entry.callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        {
          disconnect: () => {
            entry.on = false;
          },
        },
      );
  };
  return { win, doc, paint, observers, listeners };
}

/** Whether the promise has settled, after the microtasks already queued have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("waiting for the first paint", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("settles on the first contentful paint, not on a first paint of the background alone", async () => {
    const { win, doc, paint, observers } = browser();
    const painted = watchFirstPaint(win, doc, FIRST_PAINT_FALLBACK_MS);
    paint("first-paint");
    expect(await settled(painted)).toBe(false);
    paint("first-contentful-paint");
    expect(await settled(painted)).toBe(true);
    expect(
      observers.every((observer) => !observer.on),
      "the observer is let go",
    ).toBe(true);
  });

  it("does not wait in a background tab, which paints nothing until it is shown", async () => {
    const { win, doc } = browser({ visible: false });
    expect(await settled(watchFirstPaint(win, doc, FIRST_PAINT_FALLBACK_MS))).toBe(true);
  });

  it("stops waiting when the page is hidden before it paints", async () => {
    const { win, doc, listeners } = browser();
    const painted = watchFirstPaint(win, doc, FIRST_PAINT_FALLBACK_MS);
    expect(await settled(painted)).toBe(false);
    listeners.get("visibilitychange")?.();
    expect(await settled(painted)).toBe(true);
  });

  it("does not wait where the browser reports no paints", async () => {
    const { win, doc } = browser({ paintTiming: false });
    expect(await settled(watchFirstPaint(win, doc, FIRST_PAINT_FALLBACK_MS))).toBe(true);
    expect(await settled(watchFirstPaint({ setTimeout } as never, doc, FIRST_PAINT_FALLBACK_MS))).toBe(true);
  });

  it("gives up waiting after the fallback time, so the page's code always comes", async () => {
    const { win, doc } = browser();
    const painted = watchFirstPaint(win, doc, FIRST_PAINT_FALLBACK_MS);
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it("runs as an inline script with nothing but the page's globals", async () => {
    const { win, doc, paint } = browser();
    const window = win as Record<string, unknown>;
    new Function("window", "document", firstPaintScript())(window, doc);
    const painted = window[FIRST_PAINT_GLOBAL] as Promise<void>;
    expect(await settled(painted)).toBe(false);
    paint("first-contentful-paint");
    expect(await settled(painted)).toBe(true);
  });
});
