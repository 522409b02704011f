import { describe, expect, it } from "vitest";
import { backoffMs, createEventStream, positionIn, withPosition } from "./event-stream.ts";
import { fakeBrowser } from "./testing/fake-browser.ts";

describe("the browser's event-stream client", () => {
  it("backs off exponentially with jitter up to 30 s, and starts again once it hears something", () => {
    const browser = fakeBrowser(0.5);
    const stream = createEventStream("/api/cms/imports/4/events", { env: browser.env });
    stream.on("progress", () => {});
    stream.open();
    for (let attempt = 0; attempt < 8; attempt++) {
      browser.opened.at(-1)!.fail();
      browser.timers.at(-1)!.run();
    }
    expect(browser.timers.map((timer) => timer.ms)).toEqual([
      750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500, 22_500,
    ]);
    browser.opened.at(-1)!.fire("progress", { done: 1 }, "9");
    browser.opened.at(-1)!.fail();
    expect(browser.timers.at(-1)!.ms).toBe(750);
  });

  it("spreads each delay over the upper half of its ceiling", () => {
    expect(backoffMs(1, 0)).toBe(500);
    expect(backoffMs(1, 1)).toBe(1_000);
    expect(backoffMs(3, 0)).toBe(2_000);
    expect(backoffMs(20, 0)).toBe(15_000);
    expect(backoffMs(20, 1)).toBe(30_000);
  });

  it("resumes from the last id it saw, beside any query the address already has", () => {
    const browser = fakeBrowser();
    const stream = createEventStream("/api/live/matches/5?with=chat", {
      env: browser.env,
      lastEventId: "live:3,chat:8",
    });
    const heard: string[] = [];
    stream.on<{ id: number }>("message", (message, id) => heard.push(`${message.id}@${id}`));
    stream.open();
    expect(stream.openedWith).toBe("live:3,chat:8");
    browser.opened[0]!.fire("message", { id: 70 }, "live:3,chat:9");
    browser.opened[0]!.fire("ready", { seq: 9 });
    browser.opened[0]!.fail();
    browser.timers.at(-1)!.run();
    expect(heard).toEqual(["70@live:3,chat:9"]);
    expect(browser.opened.map((o) => o.url)).toEqual([
      `/api/live/matches/5?with=chat&lastEventId=${encodeURIComponent("live:3,chat:8")}`,
      `/api/live/matches/5?with=chat&lastEventId=${encodeURIComponent("live:3,chat:9")}`,
    ]);
    // The reconnect hears what the first connection heard.
    browser.opened[1]!.fire("message", { id: 71 }, "live:3,chat:10");
    expect(heard).toEqual(["70@live:3,chat:9", "71@live:3,chat:10"]);
  });

  it("does not connect while offline, drops a pending retry on going offline, and resumes when back", () => {
    const browser = fakeBrowser();
    browser.state.online = false;
    const downs: string[] = [];
    const stream = createEventStream("/api/cms/videos/2/events", {
      env: browser.env,
      lastEventId: "4",
      onDown: () => downs.push("down"),
    });
    stream.open();
    expect(browser.opened).toHaveLength(0);
    browser.state.online = true;
    browser.dispatch("window:online");
    expect(browser.opened.map((o) => o.url)).toEqual(["/api/cms/videos/2/events?lastEventId=4"]);
    browser.opened[0]!.fail();
    browser.state.online = false;
    browser.dispatch("window:offline");
    expect(browser.timers.at(-1)!.cleared).toBe(true);
    expect(stream.connected).toBe(false);
    expect(downs).toEqual(["down", "down"]);
    browser.state.online = true;
    browser.dispatch("window:online");
    expect(browser.opened).toHaveLength(2);
    expect(browser.opened[1]!.url).toBe("/api/cms/videos/2/events?lastEventId=4");
  });

  it("reconnects within the time a server shutting down names, from the last id, without saying the connection dropped", () => {
    const browser = fakeBrowser(0.25);
    const downs: string[] = [];
    const stream = createEventStream("/api/live", { env: browser.env, onDown: () => downs.push("down") });
    stream.on("message", () => {});
    stream.open();
    browser.opened[0]!.fire("message", { id: 1 }, "12");
    browser.opened[0]!.fire("reconnect", { reason: "server-shutting-down", withinMs: 1_000 });
    expect(browser.opened[0]!.closed).toBe(true);
    expect(browser.timers.at(-1)!.ms).toBe(250);
    // The end of the response that follows is not a second failure.
    browser.opened[0]!.fail();
    expect(browser.timers).toHaveLength(1);
    browser.timers[0]!.run();
    expect(browser.opened.map((o) => o.url)).toEqual(["/api/live", "/api/live?lastEventId=12"]);
    expect(downs).toEqual([]);
  });

  it("closes cleanly: no connection, no retry and no browser listener is left", () => {
    const browser = fakeBrowser();
    const stream = createEventStream("/api/live", { env: browser.env });
    stream.open();
    expect(browser.listening()).toBe(2);
    browser.opened[0]!.fail();
    stream.close();
    expect(browser.opened[0]!.closed).toBe(true);
    expect(browser.timers[0]!.cleared).toBe(true);
    expect(browser.listening()).toBe(0);
    browser.dispatch("window:online");
    expect(browser.opened).toHaveLength(1);
    // Opened again, it carries on where it stopped.
    stream.open();
    expect(browser.opened).toHaveLength(2);
  });
});

describe("a topic's place in a composite id", () => {
  it("reads a topic's sequence, a bare number being the first topic's", () => {
    expect(positionIn("live:120,odds:37,chat:9", "chat", "live")).toBe(9);
    expect(positionIn("120", "live", "live")).toBe(120);
    expect(positionIn("120", "chat", "live")).toBeNull();
    expect(positionIn(null, "chat", "live")).toBeNull();
    expect(positionIn("live:1,xchat:4", "chat", "live")).toBeNull();
  });

  it("sets one topic's sequence and keeps the others'", () => {
    expect(withPosition(null, "live", 7, "live")).toBe("7");
    expect(withPosition(null, "chat", 7, "live")).toBe("chat:7");
    expect(withPosition("41", "live", 42, "live")).toBe("42");
    expect(withPosition("41", "chat", 5, "live")).toBe("live:41,chat:5");
    expect(withPosition("live:41,odds:3", "live", 50, "live")).toBe("odds:3,live:50");
  });
});
