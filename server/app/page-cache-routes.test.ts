import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHotMatches } from "../../app/routes/scores/hot-match-today.server.ts";
import { highlightsPageData } from "../../app/routes/video/highlights.server.ts";
import { requestScopeKey } from "../../shared/request-scope-key.ts";
import { publicConfig } from "../config/config.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import { requestLanguage } from "../platform/request-language.ts";
import { videos } from "../video/schema.ts";
import type { PageHandler } from "./http-app.ts";
import { applyPageHint, newPageHint } from "./page-hint.ts";
import type { RequestScope } from "./router-context.ts";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

// The hot matches and the highlights pages' own loaders, run as the production server runs them
// (server.ts, buildPages): a request scope holding a page hint, then the hint applied to the answer.
// A stand-in draws their data instead of React, as in page-cache-edge.test.ts; what is shared, for
// how long and under which tags is the loaders' say (sharePage), and that is what is under test.
let site: TestSite;
let match: FixtureMatch;
const clipTitle = "Harbour v Valley: the early goals";

const loaders: Record<string, PageLoader> = {
  "/hot-match-today": ({ request, context }) => loadHotMatches(request, context),
  "/highlights": highlightsPageData,
};
type PageLoader = (args: { request: Request; context: RouterContextProvider }) => Promise<unknown>;

const pages: PageHandler = async (request, scope) => {
  const load = loaders[new URL(request.url).pathname];
  if (!load)
    return new Response("<h1>Not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
  const page = newPageHint();
  const context = new RouterContextProvider(
    new Map([
      [
        requestScopeKey<RequestScope>(),
        {
          services: site.services,
          publicConfig: publicConfig(site.services.config),
          ...scope,
          locale: "en",
          page,
          language: requestLanguage(),
        } satisfies RequestScope,
      ],
    ]),
  );
  const data = await load({ request, context });
  const html = `<!doctype html><script nonce="${scope.nonce}">hydrate()</script><pre>${JSON.stringify(data)}</pre>`;
  return applyPageHint(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }), page);
};

beforeAll(async () => {
  site = await startTestSite({ sharedPages: true, app: { pages } });
  // A match in play today, ranked on the hot list, with a clip of its goals on the highlights page.
  [match] = (await createLiveFixture(site.services.database.db, 1, {
    status: "live",
    period: "1H",
    minute: 20,
    homeScore: 1,
    awayScore: 0,
  })) as [FixtureMatch];
  await site.services.database.db.insert(videos).values({
    kind: "highlight",
    source: "upload",
    rev: "r1",
    durationSeconds: 90,
    title: clipTitle,
    status: "ready",
    matchId: match.matchId,
  });
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } });

// How long a CDN may keep each page: a hot list with a match in play moves by the second, the
// highlights list only when a clip is added or edited.
const pagesUnderTest = [
  { path: "/hot-match-today", shows: `{"id":MATCH,"kickoffAt"`, seconds: 1 },
  { path: "/highlights", shows: clipTitle, seconds: 60 },
];

describe.each(pagesUnderTest)("$path for a visitor who is not signed in", ({ path, shows, seconds }) => {
  const listed = () => shows.replace("MATCH", String(match.matchId));

  it("says how long browsers and CDNs may keep it, with a validator to ask again by", async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(listed());
    expect(response.headers.get("Cache-Control")).toBe(
      `public, max-age=0, must-revalidate, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
    );
    expect(response.headers.get("ETag")).toMatch(/^W\/"[\w-]{22}"$/);
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("answers 304 with no body to a browser that holds the current version", async () => {
    const first = await get(path);
    const etag = first.headers.get("ETag")!;
    expect(etag).not.toBeNull();
    const revalidated = await get(path, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("ETag")).toBe(etag);
    // A browser holding some other version gets the page whole.
    const stale = await get(path, { "If-None-Match": 'W/"an-older-version-of-it"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain(listed());
  });

  it("sends the page in Brotli to a browser that takes it", async () => {
    const response = await get(path, { "Accept-Encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    // fetch undoes the Brotli as it reads: the page comes out whole only if the bytes were Brotli.
    expect(await response.text()).toContain(listed());
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=0, must-revalidate/);
  });
});
