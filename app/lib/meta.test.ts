import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { alternates, openGraph, pageMeta } from "./meta.ts";

const SITE = "https://scores.example";
const root = {
  id: "root",
  pathname: "/",
  loaderData: { publicConfig: { siteName: "Goalline", siteUrl: SITE } },
};
const at = (pathname: string) => [root, { id: "page", pathname, loaderData: undefined }];

const property = (tags: MetaDescriptor[], name: string) =>
  tags.flatMap((tag) => ("property" in tag && tag.property === name ? [tag.content] : []));

/** The four properties ogp.me requires, each exactly once. */
function expectOpenGraph(tags: MetaDescriptor[], label: string) {
  for (const name of ["og:title", "og:type", "og:image", "og:url"]) {
    const values = property(tags, name);
    expect(values, `${label}: ${name}`).toHaveLength(1);
    expect(values[0], `${label}: ${name}`).toMatch(/\S/);
  }
  for (const name of ["og:image", "og:url"]) expect(property(tags, name)[0], label).toMatch(/^https?:\/\//);
}

describe("openGraph", () => {
  it("completes title, type, the site's image and the shown address", () => {
    const tags = openGraph(at("/pricing"), [{ title: "Premium | Goalline" }]);
    expect(property(tags, "og:title")).toEqual(["Premium | Goalline"]);
    expect(property(tags, "og:type")).toEqual(["website"]);
    expect(property(tags, "og:url")).toEqual([`${SITE}/pricing`]);
    expect(property(tags, "og:image")).toEqual([`${SITE}/icon-512.png`]);
  });

  it("keeps what the page set and prefers its canonical address", () => {
    const tags = openGraph(at("/blogs/derby-day"), [
      { title: "Derby day" },
      { tagName: "link", rel: "canonical", href: `${SITE}/blogs/derby-day` },
      { property: "og:type", content: "article" },
      { property: "og:image", content: `${SITE}/og/post/derby-day.png` },
    ]);
    expectOpenGraph(tags, "article");
    expect(property(tags, "og:type")).toEqual(["article"]);
    expect(property(tags, "og:url")).toEqual([`${SITE}/blogs/derby-day`]);
    expect(property(tags, "og:image")).toEqual([`${SITE}/og/post/derby-day.png`]);
  });

  it("is what pageMeta gives every page", () => {
    expectOpenGraph(pageMeta(at("/tv"), "TV"), "pageMeta");
  });
});

describe("a page's languages", () => {
  it("names the page's own locale for Open Graph and the six others as alternates", () => {
    const inVietnamese = [
      { ...root, loaderData: { ...root.loaderData, locale: "vi" } },
      at("/vi/league/1")[1]!,
    ];
    const tags = alternates(inVietnamese, "/league/1");
    expect(property(tags, "og:locale")).toEqual(["vi_VN"]);
    expect(property(tags, "og:locale:alternate").sort()).toEqual([
      "ar_EG",
      "de_DE",
      "en_GB",
      "es_ES",
      "ja_JP",
      "pt_BR",
    ]);
    const links = tags.flatMap((tag) => ("hrefLang" in tag ? [[tag.hrefLang, tag.href]] : []));
    expect(links).toContainEqual(["vi", `${SITE}/vi/league/1`]);
    expect(links).toContainEqual(["x-default", `${SITE}/league/1`]);
    expect(links).toHaveLength(8);
  });
});

type MetaArgs = { matches: unknown; loaderData: unknown; params: Record<string, string>; location: unknown };
type RouteModule = { meta: (args: MetaArgs) => MetaDescriptor[] };

/**
 * Public pages by path, with the data of their detail view where they have one. The pages that
 * hold the video player (a match's highlights, TV, films) import its build-time chunk and cannot
 * load here; the check below holds them to the same helper.
 */
const pages: [string, string, unknown[]][] = [
  ["/", "../routes/scores/home.tsx", [undefined]],
  [
    "/sport/football",
    "../routes/scores/sport.tsx",
    [{ kind: "sport", sport: { name: "Football", slug: "football" } }, { kind: "list" }],
  ],
  ["/hot-match-today", "../routes/scores/hot-match-today.tsx", [undefined]],
  [
    "/league/1",
    "../routes/league/league.tsx",
    [
      { kind: "competition", competition: { id: 1, name: "Premier Division", country: { name: "England" } } },
      undefined,
    ],
  ],
  [
    "/team/3",
    "../routes/league/team.tsx",
    [{ kind: "team", team: { id: 3, name: "Calderbridge City" } }, undefined],
  ],
  [
    "/match/9",
    "../routes/match/match.tsx",
    [
      {
        kind: "match",
        match: {
          id: 9,
          home: { name: "Calderbridge City" },
          away: { name: "Rovers" },
          competition: { name: "Cup" },
        },
      },
      undefined,
    ],
  ],
  [
    "/country/2/league",
    "../routes/league/country-leagues.tsx",
    [{ kind: "country", country: { id: 2, name: "Spain" } }, undefined],
  ],
  [
    "/country/2/team",
    "../routes/league/country-teams.tsx",
    [{ kind: "country", country: { id: 2, name: "Spain" } }, undefined],
  ],
  ["/highlights", "../routes/video/highlights.tsx", [undefined]],
  ["/blogs", "../routes/content/blogs.tsx", [{ tag: null }, undefined]],
  [
    "/blogs/derby-day",
    "../routes/content/blog-article.tsx",
    [
      {
        post: {
          slug: "derby-day",
          title: "Derby day",
          excerpt: "",
          cover: null,
          tags: ["derby"],
          language: "en",
          versions: [{ language: "en", slug: "derby-day", original: true }],
          publishedAt: "2026-03-01T12:00:00Z",
          updatedAt: "2026-03-01T12:00:00Z",
        },
        preview: false,
      },
      undefined,
    ],
  ],
  ["/pricing", "../routes/billing/pricing.tsx", [undefined]],
  ["/contact", "../routes/content/contact.tsx", [undefined]],
  ["/terms", "../routes/content/terms.tsx", [undefined]],
  ["/policy/privacy", "../routes/content/policy-privacy.tsx", [undefined]],
  ["/policy/refund", "../routes/content/policy-refund.tsx", [undefined]],
  ["/login", "../routes/account/login.tsx", [undefined]],
  ["/register", "../routes/account/register.tsx", [undefined]],
];

describe("every public page's meta", () => {
  it.each(pages)("%s carries og:title, og:type, og:image and og:url", async (path, file, data) => {
    const { meta } = (await import(file)) as RouteModule;
    for (const loaderData of data) {
      const tags = meta({ matches: at(path), loaderData, params: {}, location: { pathname: path } });
      expectOpenGraph(tags, `${path} ${loaderData ? "with data" : "without"}`);
    }
  });
});

describe("route modules", () => {
  it("build their meta through pageMeta, so none can miss an Open Graph property", () => {
    const dir = join(import.meta.dirname, "../routes");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const offenders = files.filter((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      const start = source.search(/^export (const|function) meta\b/m);
      if (start < 0) return false;
      const end = source.slice(start + 1).search(/^export /m);
      const body = source.slice(start, end < 0 ? undefined : start + 1 + end);
      return !body.includes("pageMeta(");
    });
    expect(files.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});

describe("the news page's feeds", () => {
  type Link = { rel?: string; type?: string; href?: string };
  const feedsOf = async (locale: string | undefined, tag: string | null) => {
    const { meta } = (await import("../routes/content/blogs.tsx")) as RouteModule;
    const matches = [
      { ...root, loaderData: { ...root.loaderData, locale } },
      { id: "page", pathname: "/blogs", loaderData: undefined },
    ];
    return (meta({ matches, loaderData: { tag }, params: {}, location: { pathname: "/blogs" } }) as Link[])
      .filter((tag) => tag.rel === "alternate" && tag.type?.endsWith("+xml"))
      .map((tag) => [tag.type, tag.href]);
  };

  it("advertises the feeds of the page's language, and English's at their old addresses", async () => {
    expect(await feedsOf("de", null)).toEqual([
      ["application/rss+xml", `${SITE}/de/blogs/rss.xml`],
      ["application/atom+xml", `${SITE}/de/blogs/atom.xml`],
    ]);
    expect(await feedsOf("pt-BR", "match report")).toEqual([
      ["application/rss+xml", `${SITE}/pt-br/blogs/tag/match%20report/rss.xml`],
      ["application/atom+xml", `${SITE}/pt-br/blogs/tag/match%20report/atom.xml`],
    ]);
    expect(await feedsOf(undefined, null)).toEqual([
      ["application/rss+xml", `${SITE}/blogs/rss.xml`],
      ["application/atom+xml", `${SITE}/blogs/atom.xml`],
    ]);
    // The layout-check language has no content of its own: English's feeds.
    expect((await feedsOf("en-XA", null))[0]).toEqual(["application/rss+xml", `${SITE}/blogs/rss.xml`]);
  });
});
