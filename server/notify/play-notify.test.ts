import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import type { PlayUpdate } from "../live/play.ts";
import { matches, teams } from "../sports/schema.ts";
import { seedDemoTennis } from "../sports/tennis/seed.ts";
import { startPushService } from "./testing/push-service.ts";

// A stand-in for the browser vendor's push service, speaking the real Web Push protocol over loopback.
let push: Awaited<ReturnType<typeof startPushService>>;
let site: TestSite;

beforeAll(async () => {
  push = await startPushService();
  site = await startTestSite();
  await seedDemoTennis(site.services.database.db);
});
afterAll(async () => {
  await site.close();
  await push.close();
});

describe("notifications for sports scored point by point", () => {
  it("tells a tennis fan when the match starts and how it ended, and nothing about the points between", async () => {
    const rows = await site.services.database.db
      .select()
      .from(matches)
      .where(like(matches.sourceKey, "demo:tennis.harbour-open:r3:%"));
    const match = rows.find((row) => row.status === "scheduled");
    if (!match) throw new Error("no quarter-final to come");
    const fan = push.browser();
    const subscribed = await fetch(`${site.url}/api/notifications/subscriptions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...fan.subscription, teams: [match.homeTeamId] }),
    });
    expect(subscribed.status).toBe(201);

    const { live, notify } = site.services;
    const steps: PlayUpdate[] = [
      { status: "live", homeScore: 0, awayScore: 0, scores: { s1: [0, 0] }, play: { serving: "home" } },
      { status: "live", homeScore: 0, awayScore: 0, scores: { s1: [1, 0] }, play: { serving: "away" } },
      {
        status: "live",
        homeScore: 1,
        awayScore: 0,
        scores: { s1: [6, 4], s2: [0, 0] },
        play: { serving: "away" },
      },
      {
        status: "finished",
        homeScore: 2,
        awayScore: 0,
        scores: { s1: [6, 4], s2: [7, 6], s2tb: [7, 3] },
        play: null,
      },
    ];
    let version = match.version;
    for (const step of steps) {
      const winner = step.status === "finished" ? match.homeTeamId : undefined;
      const entry = await live.play(match.id, { ...step, winnerTeamId: winner }, version);
      version = entry.match.version;
    }
    await notify.settled();
    const payloads = push
      .pushesTo(fan)
      .map((sent) => sent.payload as { kind: string; title: string; body: string });
    expect(payloads.map(({ kind }) => kind)).toEqual(["kick-off", "full-time"]);
    const [home, away] = await Promise.all(
      [match.homeTeamId, match.awayTeamId].map(async (id) => {
        const [team] = await site.services.database.db.select().from(teams).where(eq(teams.id, id));
        return team!.shortName;
      }),
    );
    expect(payloads[0]!.title).toBe(`Under way: ${home} v ${away}`);
    expect(payloads[1]!.title).toBe(`Final: ${home} 2–0 ${away}`);
    expect(payloads[1]!.body).toBe("6-4 7-6");
    expect(push.failures).toEqual([]);
  });
});
