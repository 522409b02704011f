import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foreignKeyRefusal } from "../../shared/errors.ts";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { users } from "../auth/schema.ts";
import { chatSanctions } from "../chat/schema.ts";
import { postLinks, posts } from "../content/schema.ts";
import { createEditingWorld, createStaff } from "../sports/editing/matches-testing.ts";
import { matches } from "../sports/schema.ts";
import { videos } from "../video/schema.ts";

// Staff name other records by id; an id of nothing is refused with the field named, never a 500.
let site: TestSite;
let editor: Record<string, string>;
let moderator: Record<string, string>;
let matchId: number;
let teamId: number;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
const MISSING = 999_999;

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  const { db } = site.services.database;
  const world = await createEditingWorld(db);
  const [home, away] = world.teams;
  teamId = home!.id;
  const [match] = await db
    .insert(matches)
    .values({
      seasonId: world.leagueSeason.id,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date("2026-03-12T15:00:00Z"),
    })
    .returning({ id: matches.id });
  matchId = match!.id;
  editor = (await createStaff(site.services, "editor", false)).headers;
  moderator = (await createStaff(site.services, "moderator", false)).headers;
});
afterAll(() => site.close());

let keys = 0;
const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${site.url}/api${path}`, {
    method,
    headers: { ...headers, "Content-Type": "application/json", "Idempotency-Key": `references-${++keys}` },
    body: JSON.stringify(body),
  });
type Refusal = { error: { code: string; message: string; details?: { field?: string } } };
const refusalOf = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as Refusal),
});
const rows = async (table: typeof posts | typeof postLinks | typeof chatSanctions) =>
  (await site.services.database.db.select({ n: count() }).from(table))[0]!.n;

describe("ids of nothing in the admin area's writes", () => {
  it("refuses a video's match that does not exist with 422 naming matchId, and keeps the video as it was", async () => {
    const added = await call(
      "POST",
      "/cms/videos",
      { title: "Goals", source: "youtube", ref: "dQw4w9WgXcQ" },
      automation,
    );
    const video = ((await added.json()) as { data: { id: number; version: number } }).data;

    const refused = await refusalOf(
      await call(
        "PATCH",
        `/cms/videos/${video.id}`,
        { version: video.version, title: "Renamed", matchId: MISSING },
        editor,
      ),
    );
    expect(refused).toMatchObject({
      status: 422,
      error: {
        code: "match-not-found",
        message: `There is no match ${MISSING}.`,
        details: { field: "matchId" },
      },
    });
    const [stored] = await site.services.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(stored).toMatchObject({ title: "Goals", matchId: null, version: video.version });

    const saved = await call("PATCH", `/cms/videos/${video.id}`, { version: video.version, matchId }, editor);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { matchId: number } }).data.matchId).toBe(matchId);
  });

  it("refuses a post linking a match or team that does not exist, writing nothing", async () => {
    const [postsBefore, linksBefore] = [await rows(posts), await rows(postLinks)];
    const refused = await refusalOf(
      await call(
        "POST",
        "/cms/posts",
        { title: "Derby day", body_markdown: "Hello", links: { matches: [matchId, MISSING] } },
        editor,
      ),
    );
    expect(refused).toMatchObject({
      status: 422,
      error: { code: "match-not-found", details: { field: "links.matches" } },
    });
    expect([await rows(posts), await rows(postLinks)]).toEqual([postsBefore, linksBefore]);

    const created = await call(
      "POST",
      "/cms/posts",
      { title: "Derby day", body_markdown: "Hello", links: { teams: [teamId] } },
      editor,
    );
    expect(created.status).toBe(201);
    const post = ((await created.json()) as { data: { id: number; version: number } }).data;
    const edit = await refusalOf(
      await call(
        "PATCH",
        `/cms/posts/${post.id}`,
        { version: post.version, title: "Derby", links: { teams: [teamId, MISSING] } },
        editor,
      ),
    );
    expect(edit).toMatchObject({
      status: 422,
      error: { code: "team-not-found", details: { field: "links.teams" } },
    });
    const [stored] = await site.services.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored).toMatchObject({ title: "Derby day", version: post.version });
  });

  it("names the field of a chat sanction's user or room that does not exist", async () => {
    const before = await rows(chatSanctions);
    const noUser = await refusalOf(
      await call("POST", "/chat/timeouts", { user_id: MISSING, seconds: 600 }, moderator),
    );
    expect(noUser).toMatchObject({
      status: 404,
      error: { code: "user-not-found", details: { field: "user_id" } },
    });
    const fan = await createStaff(site.services, "user", false);
    const [fanRow] = await site.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.displayName, fan.name));
    const noRoom = await refusalOf(
      await call(
        "POST",
        "/chat/timeouts",
        { user_id: fanRow!.id, match_id: MISSING, seconds: 600 },
        moderator,
      ),
    );
    expect(noRoom).toMatchObject({
      status: 404,
      error: { code: "match-not-found", details: { field: "match_id" } },
    });
    expect(await rows(chatSanctions)).toBe(before);
  });

  it("finds videos by words in their title, as the film form's picker asks", async () => {
    await call(
      "POST",
      "/cms/videos",
      { title: "Season trailer", source: "youtube", ref: "dQw4w9WgXcQ" },
      automation,
    );
    await call(
      "POST",
      "/cms/videos",
      { title: "Classic saves", source: "youtube", ref: "dQw4w9WgXcQ" },
      automation,
    );
    const found = await fetch(`${site.url}/api/cms/videos?q=TRAILER`, { headers: editor });
    expect(found.status).toBe(200);
    const page = (await found.json()) as { data: Array<{ title: string }>; total: number };
    expect(page.data.map((video) => video.title)).toEqual(["Season trailer"]);
    expect(page.total).toBe(1);
  });

  it("turns the database's own foreign-key refusal into 422 naming the column", async () => {
    const thrown = await site.services.database.db
      .insert(videos)
      .values({
        title: "Stray",
        kind: "highlight",
        source: "youtube",
        externalRef: "dQw4w9WgXcQ",
        status: "ready",
        matchId: MISSING,
        createdBy: "test",
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const refusal = foreignKeyRefusal(thrown);
    expect(refusal).toMatchObject({ status: 422, code: "match-not-found", details: { field: "match_id" } });
    expect(refusal?.message).toBe(`There is no match ${MISSING}.`);
    expect(foreignKeyRefusal(new Error("connection reset"))).toBeNull();
  });
});
