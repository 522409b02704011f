// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Pending } from "./pending.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("<Pending>", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const show = (pending: boolean) =>
    act(() =>
      root.render(
        <Pending
          pending={pending}
          fallback={<p>Loading table…</p>}
          timing={{ delayMs: 150, minVisibleMs: 200 }}
        >
          <p>Table</p>
        </Pending>,
      ),
    );

  it("skips the fallback for a quick load", () => {
    show(true);
    act(() => vi.advanceTimersByTime(100));
    show(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(container.textContent).toBe("Table");
  });

  it("keeps the fallback at least 200 ms once shown", () => {
    show(true);
    act(() => vi.advanceTimersByTime(150));
    expect(container.textContent).toBe("Loading table…");
    act(() => vi.advanceTimersByTime(10));
    show(false);
    act(() => vi.advanceTimersByTime(180));
    expect(container.textContent).toBe("Loading table…");
    act(() => vi.advanceTimersByTime(20));
    expect(container.textContent).toBe("Table");
  });
});
