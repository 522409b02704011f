// @vitest-environment happy-dom
import { act, type ComponentType, type ReactNode, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineMessage, LanguageProvider, MESSAGE_DRAWN_BLANK, useT } from "./i18n.tsx";
import { lazyPart } from "./lazy-part.ts";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Table({ rows }: { rows: number }) {
  return <table data-rows={rows} />;
}

/** The browser's connection as the page sees it: `navigator.onLine` and the `online` event. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  if (online) window.dispatchEvent(new Event("online"));
}

const said = defineMessage({ id: "chat.panel.messages", defaultMessage: "Messages" });
function Chat() {
  return <p data-words>{useT()(said)}</p>;
}

const roots: Root[] = [];

async function draw(Part: ComponentType<{ rows: number }>, wrap = (part: ReactNode) => part) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => {
    root.render(
      wrap(
        <Suspense fallback={<p>Loading…</p>}>
          <Part rows={3} />
        </Suspense>,
      ),
    );
  });
  return host;
}

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = "";
  setOnline(true);
  vi.unstubAllGlobals();
});

describe("a part whose code loads when first drawn", () => {
  it("draws the part when its code arrives", async () => {
    document.documentElement.setAttribute("data-hydrated", "");
    const host = await draw(lazyPart(async () => Table));
    expect(host.querySelector("table")?.getAttribute("data-rows")).toBe("3");
  });

  it("offline, says it needs a connection instead of failing, and loads once the connection is back", async () => {
    document.documentElement.setAttribute("data-hydrated", "");
    setOnline(false);
    let reachable = false;
    // The chunk guard keeps a failed import from the page: the import then answers nothing.
    const host = await draw(lazyPart(async () => (reachable ? Table : undefined)));
    expect(host.querySelector("[data-part-offline]")?.textContent).toBe(
      "This part needs a connection. It opens when you are back online.",
    );
    expect(host.querySelector("table")).toBeNull();

    reachable = true;
    await act(async () => setOnline(true));
    await act(async () => {});
    expect(host.querySelector("[data-part-offline]")).toBeNull();
    expect(host.querySelector("table")?.getAttribute("data-rows")).toBe("3");
  });

  it("while the page hydrates offline, waits for the connection rather than drawing anything else", async () => {
    document.documentElement.removeAttribute("data-hydrated");
    setOnline(false);
    let reachable = false;
    const host = await draw(
      lazyPart(async () => {
        if (!reachable) throw new TypeError("Failed to fetch dynamically imported module");
        return Table;
      }),
    );
    expect(host.textContent).toBe("Loading…");
    reachable = true;
    await act(async () => setOnline(true));
    await act(async () => {});
    expect(host.querySelector("table")?.getAttribute("data-rows")).toBe("3");
  });

  it("first drawn once the page runs, waits for the rest of the page's language: none of its words is drawn blank", async () => {
    document.documentElement.setAttribute("data-hydrated", "");
    // The page carried only the words its server render drew; the chat's come with the rest.
    const asked: string[] = [];
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", async (address: string) => {
      asked.push(address);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const language = {
      locale: "vi" as const,
      catalogue: { "nav.scores": "Tỷ số" },
      whole: "/i18n/vi.v1.json",
    };
    const host = await draw(
      lazyPart(async () => Chat),
      (part) => <LanguageProvider language={language}>{part}</LanguageProvider>,
    );
    expect(host.textContent).toBe("Loading…");
    expect(asked).toEqual(["/i18n/vi.v1.json"]);

    await act(async () => answer(new Response(JSON.stringify({ "chat.panel.messages": "Tin nhắn" }))));
    await act(async () => {});
    expect(host.querySelector("[data-words]")?.textContent).toBe("Tin nhắn");
    expect(performance.getEntriesByName(MESSAGE_DRAWN_BLANK)).toEqual([]);
  });
});
