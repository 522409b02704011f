import type { LiveEnvironment } from "../live/live-stream.ts";

/**
 * Node has no EventSource, window or document: this stand-in browser records what a stream
 * opens and lets the test fire what a browser would (events, going offline, hiding the tab).
 */
export function fakeBrowser(random = 0.5) {
  const opened: Array<{
    url: string;
    closed: boolean;
    fire(type: string, data: unknown, id?: string): void;
    fail(): void;
  }> = [];
  const handlers = new Map<string, Set<() => void>>();
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const state = { online: true, hidden: false };
  const env: LiveEnvironment = {
    open(url) {
      const listeners = new Map<string, Array<(event: Event) => void>>();
      const source = {
        onerror: null as ((event: Event) => void) | null,
        addEventListener: (type: string, listener: (event: Event) => void) =>
          listeners.set(type, [...(listeners.get(type) ?? []), listener]),
        close: () => {
          record.closed = true;
        },
      };
      const record = {
        url,
        closed: false,
        fire: (type: string, data: unknown, id = "") => {
          for (const listener of listeners.get(type) ?? [])
            listener({ data: JSON.stringify(data), lastEventId: id } as unknown as Event);
        },
        fail: () => source.onerror?.(new Event("error")),
      };
      opened.push(record);
      return source as unknown as ReturnType<LiveEnvironment["open"]>;
    },
    online: () => state.online,
    hidden: () => state.hidden,
    on(target, type, listener) {
      const key = `${target}:${type}`;
      const set = handlers.get(key) ?? new Set();
      set.add(listener);
      handlers.set(key, set);
      return () => set.delete(listener);
    },
    setTimeout(run, ms) {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    random: () => random,
  };
  const dispatch = (key: string) => {
    for (const handler of handlers.get(key) ?? []) handler();
  };
  const listening = () => [...handlers.values()].reduce((total, set) => total + set.size, 0);
  return { env, opened, timers, state, dispatch, listening };
}
