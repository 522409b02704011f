import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPendingDisplay } from "./pending-display.ts";

describe("pending display", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (timing: Parameters<typeof createPendingDisplay>[1]) => {
    const changes: boolean[] = [];
    const display = createPendingDisplay((visible) => changes.push(visible), timing);
    return { display, changes };
  };

  it("never shows for pending that ends before the delay", () => {
    const { display, changes } = start({ delayMs: 200, minVisibleMs: 200 });
    display.update(true);
    vi.advanceTimersByTime(199);
    display.update(false);
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
  });

  it("shows once pending outlasts the delay and keeps it at least 200 ms", () => {
    const { display, changes } = start({ delayMs: 100, minVisibleMs: 200 });
    display.update(true);
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(20);
    display.update(false);
    vi.advanceTimersByTime(179);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it("hides at once when it has already been visible long enough", () => {
    const { display, changes } = start({ delayMs: 100, minVisibleMs: 200 });
    display.update(true);
    vi.advanceTimersByTime(500);
    display.update(false);
    expect(changes).toEqual([true, false]);
  });

  it("lingers after the end when asked to, and a new start cancels the hide", () => {
    const { display, changes } = start({ delayMs: 200, minVisibleMs: 200, lingerMs: 500 });
    display.update(true);
    vi.advanceTimersByTime(1_000);
    display.update(false);
    vi.advanceTimersByTime(499);
    expect(changes).toEqual([true]);
    display.update(true);
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([true]);
    display.update(false);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true, false]);
  });

  it("stops its timers when disposed", () => {
    const { display, changes } = start({ delayMs: 100 });
    display.update(true);
    display.dispose();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
  });
});
