import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { seedDemoPostsIfEmpty } from "../content/posts/demo.ts";
import { posts } from "../content/schema.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { competitions, matches, seasons, teams } from "../sports/schema.ts";
import { cardOf } from "./og/cards.ts";
import { renderPng } from "./og/render.ts";

let database: Database;
let site: TestSite;
const ids = { match: 0, team: 0, league: 0, slug: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date("2026-03-14T16:00:00Z");
  await seedDemoWorld(database.db, { now });
  await seedDemoPostsIfEmpty(database.db, now);
  site = await startTestSite({ database, env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-og-tests" } });
  const db = database.db;
  const [match] = await db
    .select({ id: matches.id, league: seasons.competitionId, team: matches.homeTeamId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.status, "finished"))
    .limit(1);
  const [post] = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.status, "published"), isNull(posts.deletedAt)))
    .limit(1);
  Object.assign(ids, { match: match!.id, team: match!.team, league: match!.league, slug: post!.slug });
  expect(await db.select({ id: teams.id }).from(teams).where(eq(teams.id, ids.team))).toHaveLength(1);
  expect(
    await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, ids.league)),
  ).toHaveLength(1);
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

/** Width and height from the PNG's IHDR chunk, after the eight-byte signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });

describe("Open Graph cards", () => {
  it("draws match, team, league and article cards as 1200×630 PNGs", async () => {
    for (const path of [
      `/og/match/${ids.match}.png`,
      `/og/team/${ids.team}.png`,
      `/og/league/${ids.league}.png`,
      `/og/post/${ids.slug}.png`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("names the image by what it draws: the same card is 304, a new score is a new image", async () => {
    const first = await get(`/og/match/${ids.match}.png`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toContain("max-age=60");
    expect((await get(`/og/match/${ids.match}.png`, { "If-None-Match": etag })).status).toBe(304);

    await database.db.update(matches).set({ homeScore: 9, version: 999 }).where(eq(matches.id, ids.match));
    const changed = await get(`/og/match/${ids.match}.png`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    for (const path of ["/og/match/abc.png", "/og/match/12", "/og/team/-1.png", "/og/post/Not_A_Slug!.png"]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code).toBe("invalid-id");
    }
    for (const [path, code] of [
      ["/og/match/2000000000.png", "match-not-found"],
      ["/og/team/2000000000.png", "team-not-found"],
      ["/og/league/2000000000.png", "league-not-found"],
      ["/og/post/no-such-article.png", "post-not-found"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe(code);
    }
  });

  it("draws a language's own card at its prefix, a new image where the words differ", async () => {
    const english = await get(`/og/team/${ids.team}.png`);
    const german = await get(`/de/og/team/${ids.team}.png`);
    expect(german.status).toBe(200);
    expect(german.headers.get("content-type")).toBe("image/png");
    expect(german.headers.get("etag")).not.toBe(english.headers.get("etag"));
    // Japanese and Arabic pages have their own cards too.
    for (const language of ["ja", "ar"]) {
      const card = await get(`/${language}/og/team/${ids.team}.png`);
      expect(card.status, language).toBe(200);
      expect(pngSize(Buffer.from(await card.arrayBuffer())), language).toEqual({ width: 1200, height: 630 });
      expect(card.headers.get("etag"), language).not.toBe(english.headers.get("etag"));
    }
    expect((await get(`/de/og/team/abc.png`)).status).toBe(400);
  });

  it("draws Japanese and Arabic letters, not empty boxes, and lays an Arabic card out from the right", async () => {
    const post = (title: string, rtl?: true) =>
      renderPng(
        cardOf({ kind: "post", site: "Goalline", label: "", title, line: "", ...(rtl ? { rtl } : {}) }),
      );
    // Letters a font lacks are drawn as the same empty box: two titles of as many letters would match.
    expect((await post("前半終了")).equals(await post("後半開始"))).toBe(false);
    expect((await post("ゴール")).equals(await post("ライブ")), "kana").toBe(false);
    expect((await post("مباشر", true)).equals(await post("انتهت", true))).toBe(false);
    // A competition card leads with its badge (filled #14532d): before the name, so on the left in
    // English and on the right in Arabic, as the page lays it out.
    const badgeAt = async (png: Buffer) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      let count = 0;
      for (let y = 100; y < 530; y += 1) {
        for (let x = 0; x < info.width; x += 1) {
          const at = (y * info.width + x) * info.channels;
          if (data[at] === 0x14 && data[at + 1] === 0x53 && data[at + 2] === 0x2d) {
            sum += x;
            count += 1;
          }
        }
      }
      expect(count).toBeGreaterThan(1_000);
      return sum / count;
    };
    const league = (name: string, rtl?: true) =>
      renderPng(
        cardOf({
          kind: "league",
          site: "Goalline",
          label: "",
          name,
          code: "PL",
          line: "",
          ...(rtl ? { rtl } : {}),
        }),
      );
    expect(await badgeAt(await league("Premier League"))).toBeLessThan(500);
    expect(await badgeAt(await league("الدوري الممتاز", true))).toBeGreaterThan(700);
  });
});
