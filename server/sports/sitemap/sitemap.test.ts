import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountSite } from "../../app/site.ts";
import type { Config } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import type { Services } from "../../http/api-router.ts";
import { demoLeagues } from "../demo/clubs.ts";
import { seedDemoWorld } from "../demo/seed.ts";
import { matches, players } from "../schema.ts";
import { renderSitemap } from "./sitemap.ts";

let database: Database;
let matchCount: number;
let playerCount: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date("2026-03-14T16:00:00Z") });
  matchCount = (await database.db.select({ id: matches.id }).from(matches)).length;
  playerCount = (await database.db.select({ id: players.id }).from(players)).length;
});
afterAll(async () => {
  await database.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemaps", () => {
  it("lists pages, competitions, teams, every match and every player in one file while the site is small", async () => {
    const xml = (await renderSitemap(database.db, "https://scores.example/", "/sitemap.xml"))!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(xml);
    expect(urls).toContain("https://scores.example/");
    expect(urls).toContain("https://scores.example/hot-match-today");
    expect(urls.filter((u) => u.includes("/match/"))).toHaveLength(matchCount);
    // Every demo league and the cup, and every club.
    expect(urls.filter((u) => u.includes("/league/"))).toHaveLength(demoLeagues.length + 1);
    expect(urls.filter((u) => /\/team\/\d+$/.test(u))).toHaveLength(
      demoLeagues.reduce((sum, league) => sum + league.clubs.length, 0),
    );
    expect(playerCount).toBeGreaterThan(0);
    expect(urls.filter((u) => /\/player\/\d+$/.test(u))).toHaveLength(playerCount);

    // Every match, league, team and player names its address in each language, English as x-default.
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries).toHaveLength(urls.length);
    for (const kind of ["match", "league", "team", "player"]) {
      const [, loc, rest] = entries.find(([, url]) => new RegExp(`/${kind}/\\d+$`).test(url!))!;
      const path = new URL(loc!).pathname;
      const alternates = [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]);
      expect(alternates).toEqual([
        ["en", `https://scores.example${path}`],
        ["vi", `https://scores.example/vi${path}`],
        ["es", `https://scores.example/es${path}`],
        ["pt-BR", `https://scores.example/pt-br${path}`],
        ["de", `https://scores.example/de${path}`],
        ["ja", `https://scores.example/ja${path}`],
        ["ar", `https://scores.example/ar${path}`],
        ["x-default", `https://scores.example${path}`],
      ]);
    }
    expect(entries.every(([, , rest]) => (rest!.match(/hreflang=/g) ?? []).length === 8)).toBe(true);
  });

  it("splits into an index of files once the site outgrows one file", async () => {
    const perFile = 200;
    const index = (await renderSitemap(database.db, "https://scores.example", "/sitemap.xml", perFile))!;
    expect(index).toContain("<sitemapindex");
    const files = locs(index).map((url) => new URL(url).pathname);
    expect(files[0]).toBe("/sitemap-catalog.xml");
    expect(files).toHaveLength(1 + Math.ceil(matchCount / perFile) + Math.ceil(playerCount / perFile));
    expect(files.filter((file) => file.startsWith("/sitemap-players-"))).toHaveLength(
      Math.ceil(playerCount / perFile),
    );
    const seen = new Set<string>();
    for (const file of files.slice(1)) {
      const urls = locs((await renderSitemap(database.db, "https://scores.example", file, perFile))!);
      expect(urls.length).toBeLessThanOrEqual(perFile);
      for (const url of urls) seen.add(url);
    }
    expect(seen.size).toBe(matchCount + playerCount);
    expect(
      await renderSitemap(database.db, "https://scores.example", "/sitemap-matches-99.xml", perFile),
    ).toBeNull();
  });

  it("serves robots.txt with the absolute sitemap address, and passes other paths on", async () => {
    const services = {
      config: { SITE_URL: "https://scores.example" } as Config,
      database,
    } as Services;
    const app = new Hono();
    mountSite(app as unknown as Hono<never>, services);
    app.get("*", (c) => c.text("app", 404));
    const fetch = (request: Request) => app.fetch(request);
    const robots = await fetch(new Request("https://scores.example/robots.txt"));
    const text = await robots.text();
    expect(text).toContain("Disallow: /account");
    expect(text.trimEnd().endsWith("Sitemap: https://scores.example/sitemap.xml")).toBe(true);
    const sitemap = await fetch(new Request("https://scores.example/sitemap.xml"));
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect((await fetch(new Request("https://scores.example/sitemap-nothing.xml"))).status).toBe(404);
    expect(await (await fetch(new Request("https://scores.example/league"))).text()).toBe("app");
  });
});
