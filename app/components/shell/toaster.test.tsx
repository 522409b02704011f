// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "../../lib/toast.ts";
import { Toaster } from "./toaster.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanUp = () => {};
afterEach(() => cleanUp());

async function mountToaster() {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Toaster />));
  cleanUp = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

const messagesIn = (region: Element | null) =>
  [...(region?.querySelectorAll('[data-testid="toast"]') ?? [])].map((card) => [
    card.getAttribute("data-type"),
    card.textContent,
  ]);

describe("toaster", () => {
  it("announces errors assertively and everything else politely, info by default", async () => {
    const container = await mountToaster();
    const ids: number[] = [];
    act(() => {
      ids.push(toast("Kick-off moved to 20:45"), toast.success("Saved"), toast.error("Could not save"));
    });
    expect(messagesIn(container.querySelector('[role="status"]'))).toEqual([
      ["info", "Kick-off moved to 20:45"],
      ["success", "Saved"],
    ]);
    expect(container.querySelector('[role="status"]')?.getAttribute("aria-live")).toBe("polite");
    expect(messagesIn(container.querySelector('[role="alert"]'))).toEqual([["error", "Could not save"]]);
    act(() => {
      for (const id of ids) toast.dismiss(id);
    });
    expect(container.querySelectorAll('[data-testid="toast"]')).toHaveLength(0);
  });

  it("closes the newest toast on Escape", async () => {
    const container = await mountToaster();
    let first = 0;
    act(() => {
      first = toast.info("Half-time");
      toast.warning("Connection lost");
    });
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(messagesIn(container.querySelector('[role="status"]'))).toEqual([["info", "Half-time"]]);
    act(() => toast.dismiss(first));
  });
});
