import { type APIRequestContext, expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { patience } from "../support/patience.ts";

/**
 * Every public page, as the production server sends it, is valid HTML. Requests only: no browser
 * starts, so the fixtures' console guard (which needs a page) has nothing to watch here.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes attributes in their DOM spelling (charSet, dateTime); HTML attribute names ignore case.
    "attr-case": "off",
    // React closes void elements (<meta />); HTML allows the slash.
    "void-style": "off",
    // React writes boolean attributes as async=""; an empty value and a bare name mean the same.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's generated ids (_R_1_) are valid HTML; by default the rule also wants a leading letter.
    "valid-id": ["error", { relaxed: true }],
    // The security policy allows style attributes (style-src-attr); the TV guide places programmes by time with them.
    "no-inline-style": "off",
  },
});

/** Fetches a page and lists what the validator finds in it, one line a message, where it is first. */
async function expectValidPage(request: APIRequestContext, name: string, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${name} (${path})`).toBe(status);
  expect(response.headers()["content-type"], `${name} (${path})`).toContain("text/html");
  const report = await validator.validateString(await response.text());
  const messages = report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? "document"})`);
  expect.soft(messages, `${name} (${path}) is valid HTML`).toEqual([]);
}

/**
 * The route a sitemap address belongs to: any id or article slug stands for the others. Each sport's
 * page stays its own, since each sport draws its match rows differently.
 */
const routeOf = (path: string) =>
  path.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/^\/blogs\/[^/]+$/, "/blogs/:slug");

test("one page of every route the sitemap lists is valid HTML", async ({ request }) => {
  // About twenty server renders, each validated in the test's own process.
  test.setTimeout(patience(90_000));
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const byRoute = new Map<string, string>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    if (!byRoute.has(routeOf(path))) byRoute.set(routeOf(path), path);
  }
  expect([...byRoute.keys()]).toEqual(
    expect.arrayContaining(["/", "/sport/tennis", "/league/:id", "/team/:id", "/match/:id", "/blogs/:slug"]),
  );
  for (const [route, path] of byRoute) await expectValidPage(request, route, path);
});

type Group = { matches: Array<{ id: number; away: { id: number; kind: string } }> };
type Listing<T> = { data: T[]; total: number };

test("a live and a finished match of each sport, and a tennis player's page, are valid HTML", async ({
  request,
}) => {
  test.setTimeout(patience(60_000));
  for (const sport of ["football", "basketball", "tennis"]) {
    const live = ((await (await request.get(`/api/matches/live?sport=${sport}`)).json()) as { data: Group[] })
      .data;
    const playing = live.flatMap((group) => group.matches)[0];
    expect(playing, `the demo world has ${sport} in play`).toBeDefined();
    await expectValidPage(request, `a live ${sport} match`, `/match/${playing!.id}`);
    if (sport === "tennis") {
      expect(playing!.away.kind).toBe("player");
      await expectValidPage(request, "a tennis player", `/team/${playing!.away.id}`);
    }

    const competitions = (await (await request.get(`/api/competitions?sport=${sport}`)).json()) as Listing<{
      id: number;
    }>;
    const results = await Promise.all(
      competitions.data.map(
        async (competition) =>
          (await (
            await request.get(`/api/competitions/${competition.id}/matches?when=results&limit=1`)
          ).json()) as Listing<{ id: number }>,
      ),
    );
    const finished = results.flatMap((listing) => listing.data)[0];
    expect(finished, `the demo world has a finished ${sport} match`).toBeDefined();
    await expectValidPage(request, `a finished ${sport} match`, `/match/${finished!.id}`);
  }
});

test("the video pages are valid HTML: a highlight, TV, films, a film and a film search", async ({
  request,
}) => {
  test.setTimeout(patience(60_000));
  const clips = (await (await request.get("/api/highlights")).json()) as {
    data: Array<{ id: number; match: { id: number } }>;
  };
  const films = (await (await request.get("/api/movies")).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  expect(clips.data.length, "the demo world has highlights").toBeGreaterThan(0);
  expect(films.data.length, "the demo world has films").toBeGreaterThan(0);
  const film = films.data[0]!;
  const clip = clips.data[0]!;
  await expectValidPage(request, "a highlight", `/match-highlight/${clip.match.id}?clip=${clip.id}`);
  await expectValidPage(request, "TV", "/tv");
  await expectValidPage(request, "films", "/movies");
  await expectValidPage(request, "a film", `/movies/${film.id}`);
  const word = film.title.split(" ").at(-1)!;
  await expectValidPage(request, "a film search", `/movies?q=${encodeURIComponent(word)}`);
});

test("the sign-in, plans, contact, policy and missing pages are valid HTML", async ({ request }) => {
  test.setTimeout(patience(60_000));
  for (const [name, path] of [
    ["sign-in", "/login"],
    ["sign-in by phone", "/login/phone"],
    ["registration", "/register"],
    ["password reset", "/auth/reset-password"],
    ["staff sign-in", "/cms/login"],
    ["plans", "/pricing"],
    ["contact", "/contact"],
    ["terms", "/terms"],
    ["privacy policy", "/policy/privacy"],
    ["refund policy", "/policy/refund"],
  ] as const) {
    await expectValidPage(request, name, path);
  }
  await expectValidPage(request, "a missing page", "/no-such-page", 404);
});
