import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_DELAY_MS, scheduleAnalytics } from "./analytics.ts";

const clock = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

describe("analytics loading", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads 1 s after the page has loaded", () => {
    const win = new EventTarget();
    const load = vi.fn();
    scheduleAnalytics(load, { win, loaded: false, clock });
    vi.advanceTimersByTime(5_000);
    expect(load).not.toHaveBeenCalled();

    win.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  for (const type of ["scroll", "mousemove", "touchstart"]) {
    it(`loads at once on the first ${type}, and only once`, () => {
      const win = new EventTarget();
      const load = vi.fn();
      scheduleAnalytics(load, { win, loaded: true, clock });
      win.dispatchEvent(new Event(type));
      expect(load).toHaveBeenCalledTimes(1);
      win.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(10_000);
      expect(load).toHaveBeenCalledTimes(1);
    });
  }

  it("counts from now when the page had already loaded", () => {
    const win = new EventTarget();
    const load = vi.fn();
    scheduleAnalytics(load, { win, loaded: true, clock });
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", () => {
    const win = new EventTarget();
    const load = vi.fn();
    const cancel = scheduleAnalytics(load, { win, loaded: true, clock });
    cancel();
    win.dispatchEvent(new Event("mousemove"));
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });
});
