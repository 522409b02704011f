// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NonceContext } from "../../lib/nonce.ts";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import { ArticleBody, splitAtEmbeds } from "./article-body.tsx";
import type { EmbeddedMatch } from "./match-card.tsx";
import { NewsArticleJsonLd } from "./news-article-json-ld.tsx";

const config = {
  siteName: "Goalline",
  siteUrl: "https://news.example.org",
  apiPath: "/api",
  imageHost: null,
} as PublicConfig;

const post = {
  slug: "cup-tie",
  title: "Reds </script><script>alert(1)</script> & Blues",
  excerpt: "A tie & more",
  author: "Match desk",
  tags: ["cup", "match report"],
  publishedAt: "2026-03-10T18:00:00.000Z",
  updatedAt: "2026-03-11T09:00:00.000Z",
  cover: {
    id: 1,
    alt: "The winning goal",
    width: 1600,
    height: 900,
    variants: [
      {
        format: "webp" as const,
        width: 800,
        height: 450,
        bytes: 1,
        key: "abc/800.webp",
        url: "/media/abc/800.webp",
      },
      {
        format: "jpeg" as const,
        width: 800,
        height: 450,
        bytes: 1,
        key: "abc/800.jpg",
        url: "/media/abc/800.jpg",
      },
      {
        format: "jpeg" as const,
        width: 1600,
        height: 900,
        bytes: 1,
        key: "abc/1600.jpg",
        url: "/media/abc/1600.jpg",
      },
    ],
  },
};

const team = (id: number, name: string) => ({
  id,
  name,
  shortName: name,
  code: name.slice(0, 3),
  colors: null,
  crest: null,
});
const match: EmbeddedMatch = {
  id: 42,
  kickoffAt: "2026-03-10T15:00:00.000Z",
  status: "finished",
  period: "FT",
  minute: null,
  stoppage: null,
  home: team(1, "Calderbridge"),
  away: team(2, "Stanmoor"),
  homeScore: 2,
  awayScore: 1,
  scores: {},
  winnerTeamId: null,
  round: "Matchday 3",
  competition: { id: 7, name: "Premier Division", shortName: "Premier", kind: "league", country: null },
};

// A data router, as on the site: the live row asks it to reload when its stream resets.
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <PublicConfigProvider value={config}>
      <NonceContext value="n0nce">
        <RouterProvider router={createMemoryRouter([{ path: "/", element: node }])} />
      </NonceContext>
    </PublicConfigProvider>,
  );

describe("NewsArticle JSON-LD", () => {
  it("is valid JSON under the nonce with headline, dates, author, image and publisher", () => {
    // Drawn as the server draws it: the browser never builds it (app/components/shell/json-ld.tsx).
    vi.stubEnv("SSR", true);
    const html = render(<NewsArticleJsonLd post={post} />);
    vi.unstubAllEnvs();
    const script = /<script type="application\/ld\+json" nonce="n0nce">([\s\S]*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    const data = JSON.parse(script![1]!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: post.title,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { "@type": "Person", name: "Match desk" },
      image: ["https://news.example.org/media/abc/1600.jpg"],
      publisher: { "@type": "Organization", name: "Goalline" },
      url: "https://news.example.org/blogs/cup-tie",
    });
    // The title's "</script>" cannot end the script early.
    expect(script![1]).not.toContain("</script>");
  });
});

describe("article body", () => {
  const body =
    '<p>Before</p>\n<div class="match-embed" data-match-id="42"></div>\n<p>After &amp; more</p>\n<div class="match-embed" data-match-id="99"></div>';

  it("cuts the body at each embed", () => {
    expect(splitAtEmbeds(body)).toEqual([
      { html: "<p>Before</p>\n" },
      { matchId: 42 },
      { html: "\n<p>After &amp; more</p>\n" },
      { matchId: 99 },
    ]);
  });

  it("draws an embedded match as a card with its score, and leaves an unknown one empty", () => {
    const html = render(<ArticleBody html={body} matches={[match]} />);
    expect(html).toContain("<p>Before</p>");
    expect(html).toContain("<p>After &amp; more</p>");
    const card =
      /<div class="match-embed" data-match-id="42">([\s\S]*?)<\/ul><\/div><\/div>/.exec(html)?.[1] ?? "";
    expect(card).toContain("Premier Division");
    expect(card).toContain('data-match-id="42"');
    expect(card).toContain("Calderbridge v Stanmoor, 2-1");
    expect(html).toContain('<div class="match-embed" data-match-id="99"></div>');
  });
});
