import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { createEditingWorld, createStaff } from "../editing/matches-testing.ts";
import { matches, sports, teams } from "../schema.ts";

let site: TestSite;
let world: Awaited<ReturnType<typeof createEditingWorld>>;
let operator: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  world = await createEditingWorld(site.services.database.db);
  operator = (await createStaff(site.services, "operator")).headers;
  editor = (await createStaff(site.services, "editor", false)).headers;
});
afterAll(() => site.close());

let keys = 0;
const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${site.url}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const create = (body: unknown, headers = operator, key = `create-match-${++keys}`) =>
  call("POST", "/cms/matches", { ...headers, "Idempotency-Key": key }, body);
const errorOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;
type Match = {
  id: number;
  version: number;
  status: string;
  kickoff_at: string;
  competition_id: number;
  hot_pin: { pinned_by: string } | null;
};
const dataOf = async (response: Response) => ((await response.json()) as { data: Match }).data;

function fixture(overrides: Record<string, unknown> = {}) {
  return {
    season_id: world.leagueSeason.id,
    home_team_id: world.teams[0]!.id,
    away_team_id: world.teams[1]!.id,
    kickoff_at: "2026-12-05T15:00:00+01:00",
    venue_id: world.venue.id,
    round: "Matchday 14",
    round_number: 14,
    group_id: world.group.id,
    ...overrides,
  };
}

describe("creating a match", () => {
  it("answers 201 with Location and ETag, replays a retry, and audits the creation", async () => {
    const first = await create(fixture(), operator, "create-once-0001");
    expect(first.status).toBe(201);
    const match = await dataOf(first);
    expect(first.headers.get("location")).toBe(`/api/cms/matches/${match.id}`);
    // Compression may weaken the tag; If-Match takes it either way.
    expect(first.headers.get("etag")).toMatch(/^(W\/)?"1"$/);
    expect(match).toMatchObject({
      status: "scheduled",
      version: 1,
      kickoff_at: "2026-12-05T14:00:00.000Z",
      stage_id: world.stage.id,
      group_name: "North",
      venue_name: "Riverside Park",
    });

    const retry = await create(fixture(), operator, "create-once-0001");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await dataOf(retry)).id).toBe(match.id);
    const db = site.services.database.db;
    const sameFixture = await db.select().from(matches).where(eq(matches.seasonId, world.leagueSeason.id));
    expect(sameFixture.filter((m) => m.kickoffAt.toISOString() === "2026-12-05T14:00:00.000Z")).toHaveLength(
      1,
    );
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(match.id)));
    expect(audited.map((entry) => entry.action)).toEqual(["match.create"]);

    expect(await errorOf(await create(fixture({ round: "Other" }), operator, "create-once-0001"))).toEqual([
      422,
      "idempotency-key-reused",
    ]);
    const keyless = await call("POST", "/cms/matches", operator, fixture());
    expect(await errorOf(keyless)).toEqual([400, "invalid-idempotency-key"]);
  });

  it("refuses a team playing itself and references to nothing, naming the field", async () => {
    const [home] = world.teams;
    expect(await errorOf(await create(fixture({ away_team_id: home!.id })))).toEqual([422, "same-team"]);
    expect(await errorOf(await create(fixture({ season_id: 999_999 })))).toEqual([422, "season-not-found"]);
    expect(await errorOf(await create(fixture({ away_team_id: 999_999 })))).toEqual([422, "team-not-found"]);
    expect(await errorOf(await create(fixture({ venue_id: 999_999 })))).toEqual([422, "venue-not-found"]);
    const cupGroup = fixture({ season_id: world.cupSeason.id });
    expect(await errorOf(await create(cupGroup))).toEqual([422, "group-not-found"]);
    expect(await errorOf(await create(fixture({ kickoff_at: "next Saturday" })))).toEqual([
      400,
      "invalid-kickoff-at",
    ]);
    expect(await errorOf(await create(fixture({ status: "live" })))).toEqual([400, "invalid-body"]);
  });

  it("refuses a team of another sport in a football season, naming the field, and changes nothing", async () => {
    const db = site.services.database.db;
    const [tennis] = await db
      .insert(sports)
      .values({ slug: `tennis-${process.pid}-${keys}`, name: "Tennis" })
      .returning();
    const [player] = await db
      .insert(teams)
      .values({
        sportId: tennis!.id,
        slug: `ada-stone-${process.pid}-${keys}`,
        name: "Ada Stone",
        shortName: "Stone",
        code: "STO",
        kind: "player",
      })
      .returning();
    const before = await db.select().from(matches).where(eq(matches.seasonId, world.leagueSeason.id));
    const refused = await create(fixture({ away_team_id: player!.id, kickoff_at: "2026-12-06T15:00:00Z" }));
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      error: { code: string; message: string; details: { field: string } };
    };
    expect(body.error).toMatchObject({ code: "wrong-sport", details: { field: "away_team_id" } });
    expect(body.error.message).toBe("Ada Stone does not play football.");
    const after = await db.select().from(matches).where(eq(matches.seasonId, world.leagueSeason.id));
    expect(after).toHaveLength(before.length);

    // Nor can an existing fixture be changed to one.
    const match = await dataOf(await create(fixture({ kickoff_at: "2026-12-07T15:00:00Z" })));
    const changed = await call("PATCH", `/cms/matches/${match.id}`, operator, {
      version: match.version,
      home_team_id: player!.id,
    });
    expect(await errorOf(changed)).toEqual([422, "wrong-sport"]);
  });
});

describe("who may manage matches", () => {
  it("lets every staff role read, only operators change, and nobody else in", async () => {
    expect((await call("GET", "/cms/matches", editor)).status).toBe(200);
    expect(await errorOf(await create(fixture(), editor))).toEqual([403, "forbidden-role"]);
    const made = await dataOf(await create(fixture({ kickoff_at: "2026-12-06T12:00:00Z" })));
    const edit = await call("PATCH", `/cms/matches/${made.id}`, editor, { version: 1, round: "Changed" });
    expect(await errorOf(edit)).toEqual([403, "forbidden-role"]);
    expect(await errorOf(await call("PUT", "/cms/hot-match", editor, { match_id: made.id }))).toEqual([
      403,
      "forbidden-role",
    ]);
    expect(await errorOf(await call("GET", "/cms/matches", {}))).toEqual([401, "unauthenticated"]);
    const noTwoStep = (await createStaff(site.services, "operator", false)).headers;
    expect(await errorOf(await create(fixture(), noTwoStep))).toEqual([403, "two-step-required"]);
    const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
    expect((await create(fixture({ kickoff_at: "2026-12-06T18:00:00Z" }), automation)).status).toBe(201);
  });
});

describe("the match list", () => {
  it("filters by status, competition, day, range and team, sorts and pages, with the total", async () => {
    const [a, b, c, d] = world.teams;
    const cup = await dataOf(
      await create({
        season_id: world.cupSeason.id,
        home_team_id: c!.id,
        away_team_id: d!.id,
        kickoff_at: "2027-01-10T23:30:00Z",
      }),
    );
    const later = await dataOf(
      await create(fixture({ home_team_id: b!.id, away_team_id: a!.id, kickoff_at: "2027-01-11T20:00:00Z" })),
    );
    await call("PATCH", `/cms/matches/${later.id}`, operator, { version: 1, status: "postponed" });
    const list = async (query: string) =>
      (await (await call("GET", `/cms/matches?${query}`, editor)).json()) as { data: Match[]; total: number };

    expect((await list("status=postponed")).data.map((m) => m.id)).toEqual([later.id]);
    expect(await list(`competition=${cup.competition_id}`)).toMatchObject({
      total: 1,
      data: [{ id: cup.id }],
    });
    // 23:30 UTC on the 10th is already the 11th in Berlin.
    const berlin = await list("date=2027-01-11&tz=Europe/Berlin");
    expect(berlin.data.map((m) => m.id)).toEqual([cup.id, later.id]);
    expect((await list("date=2027-01-11")).data.map((m) => m.id)).toEqual([later.id]);
    const range = await list("from=2027-01-01T00:00:00Z&to=2027-01-11T00:00:00Z");
    expect(range.data.map((m) => m.id)).toEqual([cup.id]);
    const byTeam = await list(`q=${encodeURIComponent(d!.name.toUpperCase())}`);
    expect(byTeam.data.map((m) => m.id)).toEqual([cup.id]);
    const newest = await list("sort=updated&order=desc&limit=1");
    expect(newest.data.map((m) => m.id)).toEqual([later.id]);
    expect(newest.total).toBeGreaterThan(3);
    const paged = await list("from=2027-01-01T00:00:00Z&limit=1&offset=1");
    expect(paged).toMatchObject({ total: 2, data: [{ id: later.id }] });
    expect(await errorOf(await call("GET", "/cms/matches?tz=Mars/Olympus", editor))).toEqual([
      400,
      "invalid-tz",
    ]);
  });
});
