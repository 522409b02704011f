import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import type { LiveEntry } from "../live/entry.ts";
import { LIVE_TOPIC } from "../live/hub.ts";
import type { LiveEventInput } from "../live/input.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import { teams } from "../sports/schema.ts";
import { pushSubscriptions } from "./schema.ts";
import { startPushService, type TestBrowser } from "./testing/push-service.ts";

// The push service here stands in for the browser vendor's (FCM, Mozilla autopush…): pushes
// travel the real Web Push wire protocol over loopback and are decrypted as a browser would.
let push: Awaited<ReturnType<typeof startPushService>>;
let site: TestSite;
let match: FixtureMatch;
let other: FixtureMatch;
let sent = 0;

beforeAll(async () => {
  push = await startPushService();
  site = await startTestSite();
  [match] = (await createLiveFixture(site.services.database.db)) as [FixtureMatch];
  [other] = (await createLiveFixture(site.services.database.db)) as [FixtureMatch];
});
afterAll(async () => {
  await site.close();
  await push.close();
});

function subscribe(
  browser: TestBrowser,
  follows: { teams?: number[]; matches?: number[]; locale?: string },
  token?: string,
) {
  return fetch(`${site.url}/api/notifications/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...browser.subscription, ...follows }),
  });
}

/** Applies an event as any feed does and waits until its pushes are answered. */
async function play(event: LiveEventInput, matchId = match.matchId): Promise<LiveEntry> {
  sent += 1;
  const result = await site.services.live.ingest({
    source: "test",
    sourceEventId: `e${sent}`,
    matchId,
    event,
  });
  await site.services.notify.settled();
  return result.entry;
}

const titles = (browser: TestBrowser) =>
  push.pushesTo(browser).map((p) => (p.payload as { title: string }).title);
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe("goal notifications by Web Push", () => {
  let homeFan: TestBrowser;
  let matchFan: TestBrowser;
  let bothFan: TestBrowser;
  let otherFan: TestBrowser;

  it("subscribes guests and signed-in fans, and updates a known browser in place", async () => {
    homeFan = push.browser();
    matchFan = push.browser();
    bothFan = push.browser();
    otherFan = push.browser();
    const fan = await site.services.auth.register(
      { email: "push-fan@example.com", password: "correct horse battery staple", displayName: "Fan" },
      { ip: null, device: "test" },
    );
    const first = await subscribe(homeFan, { teams: [match.awayTeamId] }, fan.data.token.access_token);
    expect(first.status).toBe(201);
    const again = await subscribe(homeFan, { teams: [match.homeTeamId, match.homeTeamId] });
    expect([again.status, await again.json()]).toEqual([200, { teams: [match.homeTeamId], matches: [] }]);
    const [row] = await site.services.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, homeFan.subscription.endpoint));
    expect(row).toMatchObject({ teamIds: [match.homeTeamId], userId: fan.data.id });

    expect((await subscribe(matchFan, { matches: [match.matchId] })).status).toBe(201);
    expect((await subscribe(bothFan, { teams: [match.awayTeamId], matches: [match.matchId] })).status).toBe(
      201,
    );
    expect((await subscribe(otherFan, { matches: [other.matchId] })).status).toBe(201);
  });

  it("pushes kick-off and a goal once to each follower of either team or the match, and to nobody else", async () => {
    await play({ type: "period-start", minute: 0 });
    await play({ type: "goal", minute: 23, teamId: match.homeTeamId, playerName: "Ada Stone" });

    for (const fan of [homeFan, matchFan, bothFan]) {
      expect(titles(fan)).toEqual(["Kick-off: Harbour v Valley", "GOAL! Harbour 1–0 Valley"]);
    }
    expect(push.pushesTo(otherFan)).toEqual([]);
    const goal = push.pushesTo(homeFan)[1]!;
    expect(goal.payload).toMatchObject({
      kind: "goal",
      body: "23' Ada Stone, Harbour",
      url: `/match/${match.matchId}`,
    });
    expect(goal.urgency).toBe("high");
    const { publicKey } = (await (await fetch(`${site.url}/api/notifications/vapid-public-key`)).json()) as {
      publicKey: string;
    };
    expect(goal.vapidKey).toBe(publicKey);
    expect(push.failures).toEqual([]);
  });

  it("sends nothing more when the same entry arrives again, in this process or another one", async () => {
    const entry = await play({
      type: "red-card",
      minute: 30,
      teamId: match.awayTeamId,
      playerName: "Bo Reed",
    });
    expect(titles(matchFan).at(-1)).toBe("Red card: Valley");
    const before = push.received.length;

    // A Redis echo or a catch-up replays the entry on this process's bus...
    await site.services.streams.bus.publish(LIVE_TOPIC, entry);
    // ...and a second server process over the same database hears it too.
    const second = await startTestSite({ database: site.services.database });
    try {
      await second.services.streams.bus.publish(LIVE_TOPIC, entry);
      await second.services.notify.settled();
    } finally {
      await second.close();
    }
    await site.services.notify.settled();
    const retried = await site.services.live.ingest({
      source: "test",
      sourceEventId: `e${sent}`,
      matchId: match.matchId,
      event: { type: "red-card", minute: 30, teamId: match.awayTeamId, playerName: "Bo Reed" },
    });
    expect(retried.applied).toBe(false);
    expect(push.received.length).toBe(before);
  });

  it("tells fans a goal was disallowed, and the full-time score", async () => {
    const goal = await play({
      type: "goal",
      minute: 40,
      stoppage: 2,
      teamId: match.awayTeamId,
      playerName: "Cy Moss",
    });
    expect(push.pushesTo(matchFan).at(-1)?.payload).toMatchObject({
      title: "GOAL! Harbour 1–1 Valley",
      body: "40+2' Cy Moss, Valley",
    });
    await play({
      type: "correction",
      minute: 44,
      cancelsEventId: goal.event.id,
      reason: "offside",
      review: true,
    });
    expect(push.pushesTo(matchFan).at(-1)?.payload).toMatchObject({
      kind: "goal-disallowed",
      title: "Goal disallowed: Harbour 1–0 Valley",
      body: "Cy Moss's goal (40+2') is ruled out: offside",
    });
    // An operator taking back a goal recorded in error is a correction, not a referee's decision.
    const mistake = await play({ type: "goal", minute: 45, teamId: match.homeTeamId, playerName: "Al Hart" });
    await play({
      type: "correction",
      minute: 45,
      cancelsEventId: mistake.event.id,
      reason: "Undone by the operator",
    });
    expect(push.pushesTo(matchFan).at(-1)?.payload).toMatchObject({
      title: "Score corrected: Harbour 1–0 Valley",
      body: "Al Hart's goal (45') was recorded in error and is taken back",
    });
    await play({ type: "period-end", minute: 45 });
    await play({ type: "period-start", minute: 45, period: "2H" });
    await play({ type: "yellow-card", minute: 50, teamId: match.homeTeamId });
    await play({ type: "period-end", minute: 90 });
    expect(titles(homeFan).slice(-5)).toEqual([
      "GOAL! Harbour 1–1 Valley",
      "Goal disallowed: Harbour 1–0 Valley",
      "GOAL! Harbour 2–0 Valley",
      "Score corrected: Harbour 1–0 Valley",
      "Full time: Harbour 1–0 Valley",
    ]);
    expect(push.failures).toEqual([]);
  });

  it("words each browser's pushes in the language it subscribed in, linking to that language's page", async () => {
    const fixture = (await createLiveFixture(site.services.database.db))[0]!;
    const vietnamese = push.browser();
    const german = push.browser();
    const english = push.browser();
    const follow = { matches: [fixture.matchId] };
    expect((await subscribe(vietnamese, { ...follow, locale: "vi" })).status).toBe(201);
    // Without a language in the body, the request's Accept-Language is kept.
    const byHeader = await fetch(`${site.url}/api/notifications/subscriptions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "de-DE" },
      body: JSON.stringify({ ...german.subscription, ...follow }),
    });
    expect(byHeader.status).toBe(201);
    expect((await subscribe(english, follow)).status).toBe(201);
    await play({ type: "period-start", minute: 0 }, fixture.matchId);
    await play(
      { type: "goal", minute: 9, teamId: fixture.homeTeamId, playerName: "Ada Stone" },
      fixture.matchId,
    );
    expect(titles(vietnamese)).toEqual(["Bắt đầu: Harbour v Valley", "VÀO! Harbour 1–0 Valley"]);
    expect(titles(german)).toEqual(["Anstoß: Harbour v Valley", "TOR! Harbour 1–0 Valley"]);
    expect(titles(english)).toEqual(["Kick-off: Harbour v Valley", "GOAL! Harbour 1–0 Valley"]);
    expect(push.pushesTo(vietnamese)[0]?.payload).toMatchObject({ url: `/vi/match/${fixture.matchId}` });
    expect(push.pushesTo(english)[0]?.payload).toMatchObject({ url: `/match/${fixture.matchId}` });
  });

  it("names the teams as the browser's language does, and by their own names where it has none", async () => {
    const fixture = (await createLiveFixture(site.services.database.db))[0]!;
    await site.services.database.db
      .update(teams)
      .set({
        localNames: { ja: { name: "ハーバー・シティ", shortName: "ハーバー" }, vi: { name: "Cảng Harbour" } },
      })
      .where(eq(teams.id, fixture.homeTeamId));
    const japanese = push.browser();
    const vietnamese = push.browser();
    const spanish = push.browser();
    const english = push.browser();
    const follow = { teams: [fixture.awayTeamId] };
    for (const [browser, locale] of [
      [japanese, "ja"],
      [vietnamese, "vi"],
      [spanish, "es"],
      [english, undefined],
    ] as const) {
      expect((await subscribe(browser, { ...follow, locale })).status).toBe(201);
    }
    await play({ type: "period-start", minute: 0 }, fixture.matchId);
    await play(
      { type: "goal", minute: 12, teamId: fixture.homeTeamId, playerName: "Ada Stone" },
      fixture.matchId,
    );
    await play({ type: "red-card", minute: 40, teamId: fixture.homeTeamId }, fixture.matchId);
    expect(titles(japanese)).toEqual([
      "キックオフ: ハーバー v Valley",
      "ゴール！ ハーバー 1–0 Valley",
      "レッドカード: ハーバー",
    ]);
    expect(push.pushesTo(japanese)[1]?.payload).toMatchObject({ body: "12' Ada Stone, ハーバー" });
    // A local name without a short one stands for both.
    expect(titles(vietnamese)[0]).toBe("Bắt đầu: Cảng Harbour v Valley");
    expect(titles(spanish)).toEqual([
      "Comienza: Harbour v Valley",
      "¡GOL! Harbour 1–0 Valley",
      "Roja: Harbour",
    ]);
    expect(titles(english)[1]).toBe("GOAL! Harbour 1–0 Valley");
    expect(push.failures).toEqual([]);
  });

  it("forgets a browser its push service says is gone (410), and one that unsubscribes", async () => {
    const fixture = (await createLiveFixture(site.services.database.db))[0]!;
    const gone = push.browser();
    const leaving = push.browser();
    for (const fan of [gone, leaving]) {
      expect((await subscribe(fan, { matches: [fixture.matchId] })).status).toBe(201);
    }
    push.answer(gone, 410);
    const unsubscribe = await fetch(`${site.url}/api/notifications/subscriptions`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: leaving.subscription.endpoint }),
    });
    expect(unsubscribe.status).toBe(204);

    await play({ type: "period-start", minute: 0 }, fixture.matchId);
    expect(push.pushesTo(gone)).toHaveLength(1);
    const left = await site.services.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint));
    expect(left).toEqual([]);
    await play({ type: "goal", minute: 3, teamId: fixture.homeTeamId }, fixture.matchId);
    expect(push.pushesTo(gone)).toHaveLength(1);
    expect(push.pushesTo(leaving)).toEqual([]);
  });

  it("refuses subscriptions that are not a browser's, with a stable code", async () => {
    const browser = push.browser();
    const post = (body: unknown) =>
      fetch(`${site.url}/api/notifications/subscriptions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const valid = { ...browser.subscription, teams: [match.homeTeamId] };
    const cases: Array<[unknown, string]> = [
      [{ ...valid, endpoint: "http://push.example.com/send/1" }, "invalid-endpoint"],
      [{ ...valid, endpoint: "https://10.0.0.7/send/1" }, "invalid-endpoint"],
      [{ ...valid, endpoint: "https://push.example.com:8443/send/1" }, "invalid-endpoint"],
      [{ ...valid, endpoint: "not a url" }, "invalid-endpoint"],
      [{ ...valid, keys: { ...valid.keys, p256dh: "AAAA" } }, "invalid-keys-p256dh"],
      [
        { ...valid, keys: { ...valid.keys, auth: Buffer.alloc(8).toString("base64url") } },
        "invalid-keys-auth",
      ],
      [{ ...valid, teams: [999_999] }, "unknown-team"],
      [{ ...valid, teams: [], matches: [] }, "nothing-to-follow"],
    ];
    for (const [body, code] of cases) {
      const response = await post(body);
      expect([response.status, await codeOf(response)]).toEqual([400, code]);
    }
  });
});

describe("notification subscriptions under load", () => {
  it("limits how often one address may change subscriptions", async () => {
    const limited = await startTestSite();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await fetch(`${limited.url}/api/notifications/subscriptions`, {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ endpoint: `https://push.example.com/send/${i}` }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
