import { describe, expect, it } from "vitest";
import { createFeedHealth } from "./feed-health.ts";

describe("feed health across processes", () => {
  it("shows the leading process's report where no feed runs, until it goes stale", () => {
    let now = new Date("2026-05-01T12:00:00Z");
    const leader = createFeedHealth(() => now);
    const follower = createFeedHealth(() => now);
    leader.feed("simulator", "Live simulator").polled();
    expect(follower.list()).toEqual([]);

    follower.heard(leader.list());
    expect(follower.list()).toEqual([
      {
        name: "simulator",
        label: "Live simulator",
        lastPollAt: "2026-05-01T12:00:00.000Z",
        lastError: null,
        errors: 0,
        budget: null,
      },
    ]);
    // The leader died and nobody reports: after 30 s the follower shows no feed rather than an old one.
    now = new Date("2026-05-01T12:00:31Z");
    expect(follower.list()).toEqual([]);
  });

  it("prefers its own feeds, and shows the new leader's once its own stop", () => {
    const now = () => new Date("2026-05-01T12:00:00Z");
    const health = createFeedHealth(now);
    health.feed("simulator", "Live simulator");
    health.heard([
      {
        name: "football-data",
        label: "football-data.org",
        lastPollAt: null,
        lastError: null,
        errors: 0,
        budget: null,
      },
    ]);
    expect(health.list().map((feed) => feed.name)).toEqual(["simulator"]);
    health.clear();
    expect(health.list().map((feed) => feed.name)).toEqual(["football-data"]);
  });
});
