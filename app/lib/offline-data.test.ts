import { describe, expect, it } from "vitest";
import { type Connection, holdDataWhileOffline } from "./offline-data.ts";

/** A connection the test drops and restores; `backOnline` waits for `restore()`. */
function connection(online: boolean) {
  let state = online;
  let waiting: Array<() => void> = [];
  const link: Connection & { drop(): void; restore(): void; waiting(): number } = {
    online: () => state,
    backOnline: (signal) =>
      new Promise((resolve, reject) => {
        waiting.push(resolve);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      }),
    drop: () => {
      state = false;
    },
    restore: () => {
      state = true;
      for (const resume of waiting) resume();
      waiting = [];
    },
    waiting: () => waiting.length,
  };
  return link;
}

/** A fetch whose first `failures` calls fail as a dropped connection does. */
function network(failures: number) {
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${String(input)}`);
    if (calls.length <= failures) throw new TypeError("Failed to fetch");
    return new Response("fresh");
  }) as typeof fetch;
  return { fetcher, calls };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe("a page data read while the connection drops", () => {
  it("waits for the connection and is sent again, so the page is never swapped for an error", async () => {
    const link = connection(true);
    const { fetcher, calls } = network(1);
    const fetchHeld = holdDataWhileOffline(fetcher, link);
    link.drop();
    let answered = false;
    const read = fetchHeld(new URL("http://localhost/league.data?_routes=root"), {}).then((response) => {
      answered = true;
      return response.text();
    });
    await settle();
    expect(answered).toBe(false);
    expect(link.waiting()).toBe(1);
    link.restore();
    expect(await read).toBe("fresh");
    expect(calls).toHaveLength(2);
  });

  it("fails at once while the browser is online: the server did not answer", async () => {
    const { fetcher } = network(1);
    await expect(holdDataWhileOffline(fetcher, connection(true))("/league.data")).rejects.toThrow(
      "Failed to fetch",
    );
  });

  it("never sends a form twice, and leaves other requests to their callers", async () => {
    for (const [input, init] of [
      ["/match/4.data", { method: "POST", body: "vote=home" }],
      ["/api/matches/live", {}],
    ] as const) {
      const link = connection(false);
      const { fetcher, calls } = network(1);
      await expect(holdDataWhileOffline(fetcher, link)(input, init)).rejects.toThrow("Failed to fetch");
      expect(calls).toHaveLength(1);
      expect(link.waiting()).toBe(0);
    }
  });

  it("gives up when the router cancels the read, as a newer navigation does", async () => {
    const link = connection(false);
    const { fetcher, calls } = network(1);
    const cancel = new AbortController();
    const read = holdDataWhileOffline(fetcher, link)("/_.data", { signal: cancel.signal });
    await settle();
    cancel.abort(new DOMException("navigated away", "AbortError"));
    await expect(read).rejects.toThrow("navigated away");
    link.restore();
    await settle();
    expect(calls).toHaveLength(1);
  });
});
