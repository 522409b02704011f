import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTags } from "../live/page-tags.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import { competitions, matches, seasons } from "../sports/schema.ts";
import { pollUntil } from "../testing/poll.ts";
import type { PageHandler } from "./http-app.ts";
import { applyPageHint, newPageHint } from "./page-hint.ts";
import { startTestSite, type TestSite, testSecrets } from "./testing/test-site.ts";

// Pages stand in for the React renderer: each render reads the score from the database, like a
// loader, and says how it may be shared, like app/lib/page-cache.server.ts.
let renders = 0;
let site: TestSite;
let match: FixtureMatch;
let competitionId: number;

const pages: PageHandler = async (request, scope) => {
  renders++;
  const url = new URL(request.url);
  const id = Number(url.pathname.split("/")[2]);
  const [row] = await site.services.database.db
    .select({ home: matches.homeScore, away: matches.awayScore, competitionId: seasons.competitionId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.id, id));
  if (!row)
    return new Response("<h1>Not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
  const hint = newPageHint();
  if (!url.searchParams.has("private")) {
    hint.maxAgeSeconds = 60;
    hint.tags.add(pageTags.match(id)).add(pageTags.competition(row.competitionId));
  }
  const html = `<!doctype html><script nonce="${scope.nonce}">hydrate()</script><p>${row.home}-${row.away}</p>`;
  return applyPageHint(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }), hint);
};

beforeAll(async () => {
  site = await startTestSite({ sharedPages: true, app: { pages } });
  [match] = (await createLiveFixture(site.services.database.db, 1, {
    status: "live",
    period: "1H",
    minute: 10,
    homeScore: 0,
    awayScore: 0,
  })) as [FixtureMatch];
  const [row] = await site.services.database.db
    .select({ competitionId: seasons.competitionId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.id, match.matchId));
  competitionId = row!.competitionId;
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } });

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("the shared page cache at the edge", () => {
  it("renders a page once and serves the copy, scripts and CSP agreeing on the nonce", async () => {
    const path = `/match/${match.matchId}`;
    const before = renders;
    const first = await get(path);
    const firstBody = await first.text();
    const second = await get(path);
    const secondBody = await second.text();
    expect(renders - before).toBe(1);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(secondBody.replaceAll(nonceOf(second)!, "")).toBe(firstBody.replaceAll(nonceOf(first)!, ""));
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.headers.get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60",
    );
    expect(second.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(second.headers.get("X-Cache-Tags")).toBeNull();
    // Each answer carries its own request id, a stored page included.
    expect(second.headers.get("X-Request-Id")).toMatch(/^\S{8,}$/);
    expect(second.headers.get("X-Request-Id")).not.toBe(first.headers.get("X-Request-Id"));
  });

  it("gives every answer of a stored page a nonce of its own, in its policy and in its scripts", async () => {
    const path = `/match/${match.matchId}`;
    await get(path);
    // Plain bytes, then gzip twice: the first gzip hit waits for the pieces to be deflated in the
    // app, the second is answered before it (page-cache-fast.ts); Brotli, compressed whole, only to a
    // client that takes it alone.
    const answers = [
      await get(path),
      await get(path),
      await get(path, { "Accept-Encoding": "gzip" }),
      await get(path, { "Accept-Encoding": "gzip" }),
      await get(path, { "Accept-Encoding": "br" }),
      await get(path, { "Accept-Encoding": "gzip, deflate, br" }),
    ];
    const nonces = answers.map(nonceOf);
    expect(answers.map((answer) => answer.headers.get("X-Cache"))).toEqual(Array(6).fill("HIT"));
    expect(answers.map((answer) => answer.headers.get("Content-Encoding"))).toEqual([
      null,
      null,
      "gzip",
      "gzip",
      "br",
      "gzip",
    ]);
    expect(new Set(nonces).size).toBe(6);
    for (const [index, answer] of answers.entries()) {
      const html = await answer.text();
      expect(html).toBe(`<!doctype html><script nonce="${nonces[index]}">hydrate()</script><p>0-0</p>`);
    }
  });

  it("answers 304 to a browser holding the current version, without a policy that would replace its nonce", async () => {
    const path = `/match/${match.matchId}`;
    const first = await get(path);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    // Another answer, with another nonce, is the same version.
    const second = await get(path, { "Accept-Encoding": "gzip" });
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers.get("ETag")).toBe(etag);
    for (const sent of [etag, `"other", ${etag.slice(2)}`]) {
      const revalidated = await get(path, { "If-None-Match": sent });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("Content-Security-Policy")).toBeNull();
      expect(revalidated.headers.get("ETag")).toBe(etag);
      expect(revalidated.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
      expect(revalidated.headers.get("Cache-Control")).toMatch(/^public, max-age=0, must-revalidate/);
    }
    const head = await fetch(`${site.url}${path}`, { method: "HEAD", headers: { "If-None-Match": etag } });
    expect(head.status).toBe(304);
    const changed = await get(path, { "If-None-Match": 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("renders into Brotli; a stored page goes out as gzip put together per answer, Brotli to a client without gzip", async () => {
    const path = `/match/${match.matchId}`;
    // The request that renders (an address not stored yet) pays for Brotli beside the render.
    const rendered = await get(`${path}?from=brotli`, { "Accept-Encoding": "gzip, deflate, br" });
    expect([rendered.headers.get("X-Cache"), rendered.headers.get("Content-Encoding")]).toEqual([
      "MISS",
      "br",
    ]);
    expect(await rendered.text()).toContain(`<script nonce="${nonceOf(rendered)}">hydrate()</script>`);
    await get(path);
    const asked = [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0, br", "br"],
      ["identity", null],
    ] as const;
    for (const [accept, encoding] of asked) {
      const response = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("Content-Encoding"), accept).toBe(encoding);
      expect(await response.text(), accept).toContain(
        `<script nonce="${nonceOf(response)}">hydrate()</script>`,
      );
    }
  });

  it("keeps signed-in and personalised visitors out of it, and their pages out of shared caches", async () => {
    const path = `/match/${match.matchId}`;
    await get(path);
    const visitors: Array<Record<string, string>> = [
      { Cookie: "__Host-goalline_access=abc" },
      { Cookie: "theme=dark; favs=1,2" },
      { Authorization: "Bearer abc" },
    ];
    for (const headers of visitors) {
      const before = renders;
      const response = await get(path, headers);
      expect(renders - before).toBe(1);
      expect(response.headers.get("X-Cache")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(response.headers.get("X-Cache-Tags")).toBeNull();
    }
  });

  it("keeps one copy per theme and time zone", async () => {
    const path = `/match/${match.matchId}`;
    const dark = await get(path, { Cookie: "theme=dark" });
    const darkAgain = await get(path, { Cookie: "tz=Europe/Paris; theme=dark" });
    const darkSame = await get(path, { Cookie: "theme=dark" });
    expect(dark.headers.get("X-Cache")).toBe("MISS");
    expect(darkAgain.headers.get("X-Cache")).toBe("MISS");
    expect(darkSame.headers.get("X-Cache")).toBe("HIT");
  });

  it("never keeps errors or pages that did not ask to be shared", async () => {
    for (const path of ["/match/999999", `/match/${match.matchId}?private=1`]) {
      const before = renders;
      await get(path);
      await get(path);
      expect(renders - before).toBe(2);
    }
  });

  it("shows a goal on the next request, for every variant, the moment the event is committed", async () => {
    const path = `/match/${match.matchId}`;
    expect(await (await get(path)).text()).toContain("<p>0-0</p>");
    expect((await get(path, { Cookie: "theme=dark" })).headers.get("X-Cache")).toBe("HIT");
    await site.services.live.ingest({
      source: "feed",
      sourceEventId: "page-cache-goal",
      matchId: match.matchId,
      event: { type: "goal", minute: 12, teamId: match.homeTeamId },
    });
    await pollUntil(
      async () => (await (await get(path)).text()).includes("<p>1-0</p>"),
      (changed) => changed,
      { timeout: 2_000 },
    );
    const dark = await get(path, { Cookie: "theme=dark" });
    expect(dark.headers.get("X-Cache")).toBe("MISS");
    expect(await dark.text()).toContain("<p>1-0</p>");
  });

  it("drops the competition's pages on a goal in another of its matches", async () => {
    const db = site.services.database.db;
    const [season] = await db.select().from(seasons).where(eq(seasons.competitionId, competitionId));
    const [other] = await db
      .insert(matches)
      .values({
        seasonId: season!.id,
        homeTeamId: match.awayTeamId,
        awayTeamId: match.homeTeamId,
        kickoffAt: new Date(),
        status: "live",
        period: "1H",
        minute: 3,
        homeScore: 0,
        awayScore: 0,
      })
      .returning({ id: matches.id });
    const path = `/match/${match.matchId}`;
    await get(path);
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
    await site.services.live.ingest({
      source: "feed",
      sourceEventId: "page-cache-other-goal",
      matchId: other!.id,
      event: { type: "goal", minute: 4, teamId: match.awayTeamId },
    });
    await pollUntil(
      async () => (await get(path)).headers.get("X-Cache") === "MISS",
      (changed) => changed,
      { timeout: 2_000 },
    );
  });

  it("drops every page when an operator edits anything in the admin area", async () => {
    const path = `/match/${match.matchId}`;
    await get(path);
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
    const staff = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };
    const current = await fetch(`${site.url}/api/cms/competitions/${competitionId}`, { headers: staff });
    const { data } = (await current.json()) as { data: { version: number } };
    const edit = await fetch(`${site.url}/api/cms/competitions/${competitionId}`, {
      method: "PATCH",
      headers: staff,
      body: JSON.stringify({ name: "Harbour Cup", version: data.version }),
    });
    expect(edit.status).toBe(200);
    expect((await get(path)).headers.get("X-Cache")).toBe("MISS");
    // A refused edit changes nothing, so the pages stay.
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
    const refused = await fetch(`${site.url}/api/cms/competitions/${competitionId}`, {
      method: "PATCH",
      headers: staff,
      body: JSON.stringify({ name: "Harbour Cup", version: 0 }),
    });
    expect(refused.status).toBe(409);
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
    expect(
      await db()
        .select({ name: competitions.name })
        .from(competitions)
        .where(eq(competitions.id, competitionId)),
    ).toEqual([{ name: "Harbour Cup" }]);
  });
});

const db = () => site.services.database.db;

describe("validators on API reads", () => {
  it("answers 304 to a client that holds the current answer, and the new answer once it changed", async () => {
    const path = `/api/matches/${match.matchId}`;
    const first = await fetch(`${site.url}${path}`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const same = await fetch(`${site.url}${path}`, { headers: { "If-None-Match": etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect(same.headers.get("Vary")).toMatch(/accept-encoding/i);
    await site.services.live.ingest({
      source: "feed",
      sourceEventId: "api-etag-card",
      matchId: match.matchId,
      event: { type: "yellow-card", minute: 30, teamId: match.awayTeamId },
    });
    const changed = await fetch(`${site.url}${path}`, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("leaves answers no cache may keep without one", async () => {
    const response = await fetch(`${site.url}/api/cms/users`, {
      headers: { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("ETag")).toBeNull();
  });
});
