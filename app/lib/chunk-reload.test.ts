import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  chunkReloadGuardScript,
  installChunkReloadGuard,
} from "./chunk-reload.ts";

function setUp(startAt: number) {
  const win = new EventTarget();
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const clock = { now: startAt };
  const connection = { online: true };
  const reloads: number[] = [];
  installChunkReloadGuard(win as unknown as Window, storage, {
    key: CHUNK_RELOAD_KEY,
    intervalMs: CHUNK_RELOAD_INTERVAL_MS,
    now: () => clock.now,
    reload: () => reloads.push(clock.now),
    online: () => connection.online,
  });
  /** A failed module script, as the browser reports it on the element. */
  const failScript = () => {
    const event = new Event("error");
    Object.defineProperty(event, "target", { value: { tagName: "SCRIPT", type: "module" } });
    win.dispatchEvent(event);
  };
  return { win, stored, clock, connection, reloads, failScript };
}

describe("chunk load failures", () => {
  it("reload at most once a minute", () => {
    const { clock, reloads, failScript, stored } = setUp(1_000_000);
    failScript();
    expect(reloads).toEqual([1_000_000]);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe("1000000");

    clock.now += 59_999;
    failScript();
    expect(reloads).toHaveLength(1);

    clock.now += 1;
    failScript();
    expect(reloads).toEqual([1_000_000, 1_060_000]);
  });

  it("react to a rejected dynamic import, a failed route module import and Vite's preload error", () => {
    const { win, clock, reloads } = setUp(5_000_000);
    const rejection = new Event("unhandledrejection");
    Object.defineProperty(rejection, "reason", {
      value: new TypeError("Failed to fetch dynamically imported module: /assets/league-x.js"),
    });
    win.dispatchEvent(rejection);
    expect(reloads).toHaveLength(1);

    // The page's module script failing to import a route module: its uncaught error, on the window.
    clock.now += CHUNK_RELOAD_INTERVAL_MS;
    const uncaught = new Event("error");
    Object.defineProperty(uncaught, "message", {
      value: "Uncaught TypeError: Failed to fetch dynamically imported module: /assets/terms-x.js",
    });
    win.dispatchEvent(uncaught);
    expect(reloads).toHaveLength(2);

    clock.now += CHUNK_RELOAD_INTERVAL_MS;
    const preload = new Event("vite:preloadError", { cancelable: true });
    win.dispatchEvent(preload);
    expect(reloads).toHaveLength(3);
    expect(preload.defaultPrevented).toBe(true);
  });

  it("leave other errors alone", () => {
    const { win, reloads } = setUp(1_000);
    const rejection = new Event("unhandledrejection");
    Object.defineProperty(rejection, "reason", { value: new Error("Network request failed") });
    win.dispatchEvent(rejection);
    const imageError = new Event("error");
    Object.defineProperty(imageError, "target", { value: { tagName: "IMG" } });
    win.dispatchEvent(imageError);
    const uncaught = new Event("error");
    Object.defineProperty(uncaught, "message", { value: "Uncaught TypeError: x is not a function" });
    win.dispatchEvent(uncaught);
    expect(reloads).toEqual([]);
  });

  it("keep the page while offline, and still reload once the connection is back", () => {
    const { connection, reloads, failScript, stored } = setUp(3_000_000);
    connection.online = false;
    failScript();
    expect(reloads).toEqual([]);
    // The offline failure does not use up the minute's reload.
    expect(stored.has(CHUNK_RELOAD_KEY)).toBe(false);

    connection.online = true;
    failScript();
    expect(reloads).toEqual([3_000_000]);
  });

  it("treat a garbled stored time as no earlier reload", () => {
    const { stored, reloads, failScript } = setUp(2_000_000);
    stored.set(CHUNK_RELOAD_KEY, "not-a-number");
    failScript();
    expect(reloads).toHaveLength(1);
  });
});

describe("the inline guard script", () => {
  it("runs on its own, with nothing but the page's globals, and reads the browser's online flag", () => {
    const win = new EventTarget();
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const location = { reload: vi.fn() };
    const navigator = { onLine: false };
    new Function("window", "sessionStorage", "location", "navigator", chunkReloadGuardScript())(
      win,
      storage,
      location,
      navigator,
    );

    const event = new Event("error");
    Object.defineProperty(event, "target", { value: { tagName: "LINK", rel: "stylesheet" } });
    win.dispatchEvent(event);
    expect(location.reload).not.toHaveBeenCalled();

    navigator.onLine = true;
    win.dispatchEvent(event);
    win.dispatchEvent(event);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(Number(stored.get(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
  });
});
