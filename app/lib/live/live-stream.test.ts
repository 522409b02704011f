import { describe, expect, it } from "vitest";
import { fakeBrowser } from "../testing/fake-browser.ts";
import type { LiveDelta } from "./live-stream.ts";
import { createLiveStream } from "./live-stream.ts";

const delta = (seq: number, matchId: number, home: number): LiveDelta => ({
  seq,
  matchId,
  status: "live",
  period: "1H",
  minute: 10,
  stoppage: null,
  periodStartedAt: null,
  home,
  away: 0,
  event: "goal",
  teamId: 1,
  cancelledEventId: null,
});

describe("the page's live stream", () => {
  it("opens one connection for every listener and closes it when the last one leaves", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live", browser.env);
    const heard: number[] = [];
    const stopA = stream.subscribe({ delta: (d) => heard.push(d.home ?? -1), reset: () => {} });
    const stopB = stream.subscribe({ delta: (d) => heard.push(d.home ?? -1), reset: () => {} });
    expect(browser.opened).toHaveLength(1);
    browser.opened[0]!.fire("score", delta(1, 5, 1), "1");
    expect(heard).toEqual([1, 1]);
    stopA();
    stopB();
    expect(browser.opened[0]!.closed).toBe(true);
  });

  it("reconnects with growing, jittered delays from the last id it saw", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live", browser.env);
    stream.subscribe({ delta: () => {}, reset: () => {} });
    browser.opened[0]!.fire("ready", { seq: 40, live: [] });
    browser.opened[0]!.fire("score", delta(41, 5, 1), "41");
    browser.opened[0]!.fail();
    browser.timers.at(-1)!.run();
    browser.opened[1]!.fail();
    expect(browser.timers.map((t) => t.ms)).toEqual([750, 1_500]);
    browser.timers.at(-1)!.run();
    expect(browser.opened.map((o) => o.url)).toEqual([
      "/api/live",
      "/api/live?lastEventId=41",
      "/api/live?lastEventId=41",
    ]);
  });

  it("hands on rows' prices from the same stream and resumes both topics from the composite id", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live", browser.env);
    const prices: string[] = [];
    stream.subscribe({
      delta: () => {},
      reset: () => {},
      price: (p) => prices.push(`${p.match_id}:${p.status}:${p.home}`),
    });
    const source = browser.opened[0]!;
    source.fire("ready", { seq: 40, live: [] });
    source.fire("odds-ready", { seq: 3, prices: [{ match_id: 5, status: "open", home: 1.9, away: 1.8 }] });
    source.fire("score", delta(41, 5, 1), "live:41,odds:3");
    source.fire("price", { match_id: 5, status: "suspended", home: 2.4, away: 1.5 }, "live:41,odds:4");
    // An odds gap is not a reason to reload the page.
    source.fire("odds-reset", { seq: 4 });
    expect(prices).toEqual(["5:open:1.9", "5:suspended:2.4"]);
    source.fail();
    browser.timers.at(-1)!.run();
    expect(browser.opened[1]!.url).toBe(`/api/live?lastEventId=${encodeURIComponent("live:41,odds:4")}`);
    // A fresh snapshot behind what the client has seen leaves the composite id alone.
    browser.opened[1]!.fire("ready", { seq: 41, live: [] });
    browser.opened[1]!.fail();
    browser.timers.at(-1)!.run();
    expect(browser.opened[2]!.url).toBe(browser.opened[1]!.url);
  });

  it("on a match's page carries its row, its entries and its odds on the one connection", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live/matches/5", browser.env);
    const heard: string[] = [];
    stream.subscribe({ delta: (d) => heard.push(`row ${d.status} ${d.home}-${d.away} ${d.event}`) });
    stream.subscribe({ entry: (entry) => heard.push(`entry ${entry.kind}`) });
    stream.subscribe({ odds: (odds) => heard.push(`odds ${odds.status}`) });
    expect(browser.opened.map((o) => o.url)).toEqual(["/api/live/matches/5"]);
    const source = browser.opened[0]!;
    const match = {
      id: 5,
      status: "live",
      period: "2H",
      minute: 60,
      home: 1,
      away: 0,
      scores: {},
      play: null,
    };
    source.fire("ready", { seq: 40, live: [delta(40, 5, 0)] });
    source.fire("odds-ready", { seq: 2, odds: { match_id: 5, status: "open" } });
    source.fire(
      "match-event",
      {
        seq: 41,
        matchId: 5,
        kind: "event",
        event: { type: "goal", teamId: 1 },
        cancelledEventId: null,
        match,
      },
      "live:41,odds:2",
    );
    source.fire("odds", { match_id: 5, status: "suspended" }, "live:41,odds:3");
    source.fire("stats", { seq: 42, matchId: 5, kind: "stats", match }, "live:42,odds:3");
    source.fire(
      "status",
      { seq: 43, matchId: 5, kind: "status", match: { ...match, status: "abandoned" } },
      "live:43,odds:3",
    );
    expect(heard).toEqual([
      "row live 0-0 goal",
      "odds open",
      "row live 1-0 goal",
      "entry event",
      "odds suspended",
      "entry stats",
      "row abandoned 1-0 null",
      "entry status",
    ]);
    source.fail();
    browser.timers.at(-1)!.run();
    expect(browser.opened[1]!.url).toBe(
      `/api/live/matches/5?lastEventId=${encodeURIComponent("live:43,odds:3")}`,
    );
  });

  it("on a match's page with its chat, hands on the room's changes and resumes the room from its place", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live/matches/5?with=chat", browser.env);
    const heard: string[] = [];
    let downs = 0;
    stream.subscribe({
      chat: (change) => heard.push(`${change.event} ${change.seq} ${change.resumed ?? "-"}`),
      down: () => downs++,
    });
    const source = browser.opened[0]!;
    source.fire("ready", { seq: 40, live: [] });
    source.fire("chat-ready", { seq: 900 });
    source.fire("message", { id: 1, text: "Come on" }, "live:40,chat:901");
    source.fire("message-deleted", { id: 1 }, "live:40,chat:902");
    source.fail();
    expect(downs).toBe(1);
    browser.timers.at(-1)!.run();
    expect(browser.opened[1]!.url).toBe(
      `/api/live/matches/5?with=chat&lastEventId=${encodeURIComponent("live:40,chat:902")}`,
    );
    browser.opened[1]!.fire("chat-ready", { seq: 905 });
    expect(heard).toEqual(["ready 900 -", "message 901 -", "message-deleted 902 -", "ready 905 902"]);
  });

  it("claims the room's place from its ready even before anything is said", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live/matches/5?with=chat", browser.env);
    stream.subscribe({ chat: () => {} });
    browser.opened[0]!.fire("ready", { seq: 40, live: [] });
    browser.opened[0]!.fire("chat-ready", { seq: 900 });
    browser.opened[0]!.fail();
    browser.timers.at(-1)!.run();
    expect(browser.opened[1]!.url).toBe(
      `/api/live/matches/5?with=chat&lastEventId=${encodeURIComponent("live:40,chat:900")}`,
    );
  });

  it("waits while the browser is offline and resumes when it is back", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live", browser.env);
    stream.subscribe({ delta: () => {}, reset: () => {} });
    browser.opened[0]!.fire("ready", { seq: 7, live: [] });
    browser.state.online = false;
    browser.dispatch("window:offline");
    expect(browser.opened[0]!.closed).toBe(true);
    expect(stream.connected).toBe(false);
    browser.state.online = true;
    browser.dispatch("window:online");
    expect(browser.opened.map((o) => o.url)).toEqual(["/api/live", "/api/live?lastEventId=7"]);
  });

  it("in a hidden tab keeps only the latest update per match and delivers it on return", () => {
    const browser = fakeBrowser();
    const stream = createLiveStream("/api/live", browser.env);
    const heard: string[] = [];
    stream.subscribe({
      delta: (d) => heard.push(`${d.matchId}:${d.home}`),
      reset: () => heard.push("reset"),
    });
    browser.state.hidden = true;
    for (const [seq, match, home] of [
      [1, 5, 1],
      [2, 6, 1],
      [3, 5, 2],
      [4, 5, 3],
    ] as const) {
      browser.opened[0]!.fire("score", delta(seq, match, home), String(seq));
    }
    expect(heard).toEqual([]);
    browser.state.hidden = false;
    browser.dispatch("document:visibilitychange");
    expect(heard.sort()).toEqual(["5:3", "6:1"]);
    browser.opened[0]!.fire("reset", { seq: 9 });
    expect(heard).toContain("reset");
  });
});
