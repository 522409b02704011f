// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessage, LanguageProvider, useT } from "../../lib/i18n.tsx";
import { toast } from "../../lib/toast.ts";
import { Toaster } from "./toaster.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanUp = () => {};
afterEach(() => {
  cleanUp();
  vi.unstubAllGlobals();
});

let pageT: Translator | null = null;
function PageTranslator() {
  pageT = useT();
  return null;
}

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

  it("draws a toast raised before the rest of the page's language has come in that language once it comes", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    // The page carried no word of the share panel's; the rest of German comes after.
    const language = { locale: "de" as const, catalogue: {}, whole: "/i18n/de.v1.json" };
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <LanguageProvider language={language}>
          <PageTranslator />
          <Toaster />
        </LanguageProvider>,
      ),
    );
    cleanUp = () => {
      act(() => root.unmount());
      container.remove();
    };
    const copied = defineMessage({ id: "share.copied", defaultMessage: "Link copied" });
    act(() => {
      toast.success(() => pageT!(copied));
    });
    await act(async () => answer(new Response(JSON.stringify({ "share.copied": "Link kopiert" }))));
    await act(async () => {});
    expect(messagesIn(container.querySelector('[role="status"]'))).toEqual([["success", "Link kopiert"]]);
  });
});
