import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoSiteForFile } from "../../app/testing.ts";
import { competitions, matchEvents, matches, seasons, teams } from "../../sports/schema.ts";
import type { MatchEventView } from "../../sports/service.ts";
import { videos } from "../schema.ts";
import { chaptersOf } from "./match-chapters.ts";
import { finishedWithGoals } from "./testing.ts";

const { site, database } = demoSiteForFile({ SIMULATOR: "off", DATA_DIR: "/tmp/goalline-highlight-tests" });
type Played = { id: number; kickoffAt: Date; competition: string; homeTeamId: number; homeSlug: string };
let played: Played[];
const ids: Record<"a" | "b" | "queued" | "movie", number> = { a: 0, b: 0, queued: 0, movie: 0 };

async function get(path: string, language?: string) {
  const response = await fetch(`${site.url}${path}`, {
    headers: language ? { "Accept-Language": language } : {},
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  const db = database.db;
  // Finished matches that have goals, newest first.
  const newest = await db
    .select({
      id: matches.id,
      kickoffAt: matches.kickoffAt,
      competition: competitions.slug,
      homeTeamId: matches.homeTeamId,
      homeSlug: teams.slug,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(teams, eq(teams.id, matches.homeTeamId))
    .where(finishedWithGoals(db))
    .orderBy(desc(matches.kickoffAt))
    .limit(40);
  // One match per kick-off time: for matches kicking off together, "newest first" falls to the clips' ids.
  played = newest
    .filter(
      (match, i) =>
        newest.findIndex((other) => other.kickoffAt.getTime() === match.kickoffAt.getTime()) === i,
    )
    .slice(0, 3);
  expect(played).toHaveLength(3);
  const base = { kind: "highlight" as const, source: "upload" as const, rev: "r1", durationSeconds: 90 };
  const rows = await db
    .insert(videos)
    .values([
      { ...base, title: "A", status: "ready", matchId: played[0]!.id },
      {
        ...base,
        title: "B",
        status: "ready",
        matchId: played[1]!.id,
        chapters: [
          { seconds: 70, label: "Late drama" },
          { seconds: 5, label: "Early strike" },
        ],
      },
      { ...base, title: "Queued", status: "queued", rev: null, matchId: played[2]!.id },
      { ...base, title: "Movie", kind: "movie", status: "ready", matchId: played[2]!.id },
    ])
    .returning({ id: videos.id });
  [ids.a, ids.b, ids.queued, ids.movie] = rows.map((row) => row.id) as [number, number, number, number];
});

describe("the public highlights list", () => {
  it("shows only ready highlights, newest match first, with their match card", async () => {
    const { status, json } = await get("/api/highlights");
    expect(status).toBe(200);
    expect(json.data.map((h: { id: number }) => h.id)).toEqual([ids.a, ids.b]);
    const [first] = json.data;
    expect(first.match.id).toBe(played[0]!.id);
    expect(first.match.competition.slug).toBe(played[0]!.competition);
    expect(first.duration_seconds).toBe(90);
    expect(first.poster_url).toMatch(new RegExp(`^/media/video/[^/]+/${ids.a}/poster\\.jpg$`));
    expect(json.next_cursor).toBeNull();
  });

  it("names teams and competitions in the reader's language, as the sports pages do", async () => {
    const home = played[0]!.homeTeamId;
    const [club] = await database.db
      .update(teams)
      .set({ localNames: { ja: { name: "港シティ", shortName: "港" } } })
      .where(eq(teams.id, home))
      .returning({ name: teams.name });
    await database.db
      .update(competitions)
      .set({ localNames: { ja: { name: "日本語の大会" } } })
      .where(eq(competitions.slug, played[0]!.competition));
    const card = (json: { data: Array<{ id: number; match: Record<string, { name: string }> }> }) =>
      json.data.find((clip) => clip.id === ids.a)!.match;
    const japanese = card((await get("/api/highlights", "ja")).json);
    expect(japanese.home).toMatchObject({ name: "港シティ", shortName: "港" });
    // The competition keeps its shape: a name, no short name added.
    expect(japanese.competition).toMatchObject({ name: "日本語の大会" });
    expect(japanese.competition).not.toHaveProperty("shortName");
    const english = card((await get("/api/highlights")).json);
    expect(english.home!.name).toBe(club!.name);
  });

  it("filters by match, team, competition and local day", async () => {
    const only = async (query: string) =>
      (await get(`/api/highlights?${query}`)).json.data.map((h: { id: number }) => h.id);
    expect(await only(`match=${played[1]!.id}`)).toEqual([ids.b]);
    expect(await only(`match=${played[2]!.id}`)).toEqual([]);
    expect(await only(`team=${played[0]!.homeSlug}`)).toContain(ids.a);
    expect(await only(`team=${played[0]!.homeTeamId}`)).toContain(ids.a);
    expect(await only("competition=no-such-league")).toEqual([]);
    expect(await only(`competition=${played[0]!.competition}`)).toContain(ids.a);
    const day = played[0]!.kickoffAt.toISOString().slice(0, 10);
    expect(await only(`date=${day}&tz=UTC`)).toContain(ids.a);
    // The same instant is the previous day far west of UTC only when it falls before 10:00 UTC.
    const hour = played[0]!.kickoffAt.getUTCHours();
    const west = await only(`date=${day}&tz=Pacific/Honolulu`);
    expect(west.includes(ids.a)).toBe(hour >= 10);
  });

  it("pages with a cursor and refuses one it did not make", async () => {
    const first = await get("/api/highlights?limit=1");
    expect(first.json.data.map((h: { id: number }) => h.id)).toEqual([ids.a]);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await get(`/api/highlights?limit=1&cursor=${first.json.next_cursor}`);
    expect(second.json.data.map((h: { id: number }) => h.id)).toEqual([ids.b]);
    expect(second.json.next_cursor).toBeNull();
    const bad = await get("/api/highlights?cursor=bm9wZQ");
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("invalid-cursor");
    for (const date of ["2026-02-30", "9999-99-99"]) {
      expect((await get(`/api/highlights?date=${date}`)).json.error.code).toBe("invalid-date");
    }
  });
});

describe("one highlight", () => {
  it("maps each goal of the match linearly over the clip when it has no chapters", async () => {
    const { status, json } = await get(`/api/highlights/${ids.a}`);
    expect(status).toBe(200);
    const goals = await database.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, played[0]!.id), eq(matchEvents.cancelled, false)));
    const scored = goals.filter((e) => ["goal", "penalty-goal", "own-goal"].includes(e.type));
    expect(json.data.scorers).toHaveLength(scored.length);
    const chapter = json.data.chapters.find((c: { event_id: number }) => c.event_id === scored[0]!.id);
    const minute = scored[0]!.minute + (scored[0]!.stoppage ?? 0);
    // A 90-second clip of a 90-minute match: one second per minute, never past the last second.
    expect(chapter.seconds).toBe(Math.min(minute, 89));
    expect(chapter.label).toMatch(/^(Goal|Penalty goal|Own goal) \d+(\+\d+)?' /);
  });

  it("uses the clip's own chapters when an editor placed them", async () => {
    const { json } = await get(`/api/highlights/${ids.b}`);
    expect(json.data.chapters.map((c: { seconds: number; label: string }) => [c.seconds, c.label])).toEqual([
      [5, "Early strike"],
      [70, "Late drama"],
    ]);
  });

  it("is not found until ready, and never for other kinds of video", async () => {
    for (const id of [ids.queued, ids.movie, 999_999]) {
      const { status, json } = await get(`/api/highlights/${id}`);
      expect(status).toBe(404);
      expect(json.error.code).toBe("highlight-not-found");
      expect((await get(`/api/highlights/${id}/stream`)).status).toBe(404);
    }
  });

  it("gives guests a stream address with a token", async () => {
    const { status, json } = await get(`/api/highlights/${ids.a}/stream`);
    expect(status).toBe(200);
    expect(json.data.url).toMatch(new RegExp(`^/media/video/[^/]+/${ids.a}/master\\.m3u8$`));
    expect(Date.parse(json.data.expires_at)).toBeGreaterThan(Date.now());
  });
});

describe("chapters of a clip", () => {
  const event = (over: Partial<MatchEventView>): MatchEventView => ({
    id: 1,
    type: "goal",
    period: "2H",
    minute: 60,
    stoppage: null,
    teamId: 1,
    side: "home",
    playerId: null,
    playerName: "Saka",
    secondaryPlayerName: null,
    detail: null,
    cancelled: false,
    ...over,
  });

  it("spreads 120 minutes after extra time, skips cancelled goals and yellow cards", () => {
    const chapters = chaptersOf(
      [
        event({ id: 1, minute: 30 }),
        event({ id: 2, minute: 50, cancelled: true }),
        event({ id: 3, minute: 55, type: "yellow-card" }),
        event({ id: 4, minute: 60, type: "second-yellow", playerName: "Rice" }),
        event({ id: 5, minute: 105, period: "ET2" }),
      ],
      60,
      null,
    );
    expect(chapters.map((c) => [c.event_id, c.seconds, c.label])).toEqual([
      [1, 15, "Goal 30' Saka"],
      [4, 30, "Red card 60' Rice"],
      [5, 52.5, "Goal 105' Saka"],
    ]);
  });

  it("leaves times out when the clip's length is unknown", () => {
    expect(chaptersOf([event({})], null, null)[0]?.seconds).toBeNull();
  });
});
