import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { apiCall } from "../../testing/api-call.ts";
import { getTeam } from "../queries/teams.ts";
import { seedReferences, staffHeaders } from "./testing.ts";

let site: TestSite;
let call: ReturnType<typeof apiCall>;
let refs: Awaited<ReturnType<typeof seedReferences>>;
let operator: Record<string, string>;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  call = apiCall(site);
  refs = await seedReferences(site);
  operator = await staffHeaders(site, "operator");
});
afterAll(() => site.close());

let keys = 0;
const key = () => ({ "Idempotency-Key": `catalog-test-key-${++keys}` });

describe("the catalogue API", () => {
  it("creates a venue and a team once, even when the create is retried, and audits it", async () => {
    const venueHeaders = { ...operator, ...key() };
    const venue = await call("POST", "/cms/venues", venueHeaders, {
      name: "Old Trafford",
      city: "Manchester",
      capacity: 74_310,
    });
    expect(venue.status).toBe(201);
    expect(venue.headers.get("location")).toBe(`/api/cms/venues/${venue.body.data.id}`);
    // Compression may weaken the tag; If-Match takes it either way.
    expect(venue.headers.get("etag")).toMatch(/^(W\/)?"0"$/);
    const retry = await call("POST", "/cms/venues", venueHeaders, {
      name: "Old Trafford",
      city: "Manchester",
      capacity: 74_310,
    });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.id).toBe(venue.body.data.id);
    const listed = await call("GET", "/cms/venues?q=trafford", operator);
    expect(listed.body).toMatchObject({ total: 1, data: [{ name: "Old Trafford", city: "Manchester" }] });

    const team = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      {
        sport_id: refs.footballId,
        country_id: refs.englandId,
        name: "Manchester United FC",
        venue_id: venue.body.data.id,
      },
    );
    expect(team.status).toBe(201);
    expect(team.body.data).toMatchObject({
      slug: "manchester-united-fc",
      short_name: "Manchester United",
      code: "MAN",
      venue_name: "Old Trafford",
      country_name: "England",
      version: 0,
    });
    const trail = await call("GET", `/cms/audit?target=team:${team.body.data.id}`, automation);
    expect(trail.body).toMatchObject({ total: 1, data: [{ action: "team.create", actorRole: "operator" }] });
    const noKey = await call("POST", "/cms/venues", operator, { name: "Anfield" });
    expect([noKey.status, noKey.body.error.code]).toEqual([400, "invalid-idempotency-key"]);
  });

  it("edits with the version read, refuses a stale edit with the record as it is now, and readers see the edit", async () => {
    const made = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Calder Town" },
    );
    const id = made.body.data.id as number;
    const { db } = site.services.database;
    expect((await getTeam(db, id))?.name).toBe("Calder Town");

    const read = await call("GET", `/cms/teams/${id}`, operator);
    const etag = read.headers.get("etag") ?? "";
    const edited = await call(
      "PATCH",
      `/cms/teams/${id}`,
      { ...operator, "If-Match": etag },
      { name: "Calder Town AFC", founded: 1899 },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Calder Town AFC", founded: 1899, version: 1 });
    expect(edited.headers.get("etag")).toMatch(/^(W\/)?"1"$/);
    expect((await getTeam(db, id))?.name).toBe("Calder Town AFC");

    const stale = await call("PATCH", `/cms/teams/${id}`, operator, { name: "Calder Rovers", version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: "edit-conflict",
      details: { current: { name: "Calder Town AFC", version: 1 } },
    });
    const blind = await call("PATCH", `/cms/teams/${id}`, operator, { name: "Calder Rovers" });
    expect([blind.status, blind.body.error.code]).toEqual([400, "version-required"]);
    const trail = await call("GET", `/cms/audit?target=team:${id}&action=team.update`, automation);
    expect(trail.body.data[0]).toMatchObject({
      before: { name: "Calder Town" },
      after: { name: "Calder Town AFC" },
    });
  });

  it("names the field of a duplicate, of an unknown reference and of bad input", async () => {
    await call(
      "POST",
      "/cms/competitions",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Northern League", kind: "league" },
    );
    const twin = await call(
      "POST",
      "/cms/competitions",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Northern League", kind: "league" },
    );
    expect([twin.status, twin.body.error.code, twin.body.error.details.field]).toEqual([
      409,
      "competition-slug-taken",
      "slug",
    ]);

    const team = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Stanmoor", country_id: refs.englandId },
    );
    const sameName = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "stanmoor", slug: "stanmoor-2", country_id: refs.englandId },
    );
    expect([sameName.status, sameName.body.error.code, sameName.body.error.details.field]).toEqual([
      409,
      "team-name-taken",
      "name",
    ]);

    const player = { team_id: team.body.data.id, name: "Jo Bright", shirt_number: 9 };
    expect((await call("POST", "/cms/players", { ...operator, ...key() }, player)).status).toBe(201);
    const again = await call("POST", "/cms/players", { ...operator, ...key() }, player);
    expect([again.status, again.body.error.code]).toEqual([409, "player-name-taken"]);

    const unknown = await call(
      "POST",
      "/cms/seasons",
      { ...operator, ...key() },
      { competition_id: 99_999, name: "2025/26" },
    );
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details.field]).toEqual([
      422,
      "unknown-competition",
      "competition_id",
    ]);
    const bad = await call(
      "POST",
      "/cms/players",
      { ...operator, ...key() },
      { name: "", shirt_number: 120 },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toMatch(/^invalid-/);
    const badMatch = await call(
      "PATCH",
      `/cms/teams/${team.body.data.id}`,
      { ...operator, "If-Match": "seven" },
      { name: "X" },
    );
    expect([badMatch.status, badMatch.body.error.code]).toEqual([400, "invalid-if-match"]);
    expect((await call("GET", "/cms/teams/99999", operator)).status).toBe(404);
  });

  it("answers bad input with a stable code and a sentence for each field", async () => {
    const nameless = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      { sport_id: refs.footballId },
    );
    expect(nameless.status).toBe(400);
    expect(nameless.body.error).toMatchObject({
      code: "invalid-name",
      message: "Enter a team name",
      details: { field: "name", fields: { name: "Enter a team name" } },
    });
    const wrong = await call(
      "POST",
      "/cms/players",
      { ...operator, ...key() },
      { name: "x".repeat(81), shirt_number: 1.5, position: "ST" },
    );
    expect(wrong.body.error).toMatchObject({
      code: "invalid-name",
      message: "Use at most 80 characters",
      details: {
        fields: {
          name: "Use at most 80 characters",
          shirt_number: "Enter a whole number",
          position: "Choose one of: GK, DF, MF, FW",
        },
      },
    });
    expect(wrong.body.error.details.issues).toContainEqual({
      path: "shirt_number",
      message: "Enter a whole number",
    });
  });

  it("keeps a player's date of birth and nationality, and refuses a birth no player could have", async () => {
    const made = await call(
      "POST",
      "/cms/players",
      { ...operator, ...key() },
      { name: "Ines Moreno", birth_date: "2001-04-17", nationality_id: refs.englandId },
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      birth_date: "2001-04-17",
      nationality_id: refs.englandId,
      nationality_name: "England",
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const birth_date of [tomorrow, "1900-01-01", "2001-02-30"]) {
      const refused = await call(
        "PATCH",
        `/cms/players/${made.body.data.id}`,
        { ...operator, "If-Match": `"${made.body.data.version}"` },
        { birth_date },
      );
      expect([refused.status, refused.body.error.code], birth_date).toEqual([400, "invalid-birth-date"]);
    }
    const unknownCountry = await call(
      "PATCH",
      `/cms/players/${made.body.data.id}`,
      { ...operator, "If-Match": `"${made.body.data.version}"` },
      { nationality_id: 99_999 },
    );
    expect([unknownCountry.status, unknownCountry.body.error.code]).toEqual([422, "unknown-country"]);
  });

  it("keeps a tennis player's world ranking, clears it, and refuses one that is not 1 to 9999", async () => {
    const made = await call(
      "POST",
      "/cms/teams",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Mira Halden", kind: "player", ranking: 7 },
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ kind: "player", ranking: 7 });
    const id = made.body.data.id as number;
    expect((await getTeam(site.services.database.db, id))?.ranking).toBe(7);
    for (const ranking of [0, -3, "abc", 10_000, 2.5]) {
      const refused = await call(
        "PATCH",
        `/cms/teams/${id}`,
        { ...operator, "If-Match": `"${made.body.data.version}"` },
        { ranking },
      );
      expect([refused.status, refused.body.error.code], String(ranking)).toEqual([400, "invalid-ranking"]);
      expect(refused.body.error.details.field).toBe("ranking");
    }
    const cleared = await call(
      "PATCH",
      `/cms/teams/${id}`,
      { ...operator, "If-Match": `"${made.body.data.version}"` },
      { ranking: null },
    );
    expect([cleared.status, cleared.body.data.ranking]).toEqual([200, null]);
  });

  it("keeps one current season per competition", async () => {
    const league = await call(
      "POST",
      "/cms/competitions",
      { ...operator, ...key() },
      { sport_id: refs.footballId, name: "Southern League", kind: "league" },
    );
    const competitionId = league.body.data.id;
    const first = await call(
      "POST",
      "/cms/seasons",
      { ...operator, ...key() },
      { competition_id: competitionId, name: "2024/25", is_current: true },
    );
    const second = await call(
      "POST",
      "/cms/seasons",
      { ...operator, ...key() },
      {
        competition_id: competitionId,
        name: "2025/26",
        starts_on: "2025-08-01",
        ends_on: "2026-05-31",
        is_current: true,
      },
    );
    expect(second.body.data.is_current).toBe(true);
    const current = await call("GET", `/cms/seasons?competition_id=${competitionId}&current=true`, operator);
    expect(current.body).toMatchObject({ total: 1, data: [{ name: "2025/26" }] });
    const older = await call("GET", `/cms/seasons/${first.body.data.id}`, operator);
    expect(older.body.data).toMatchObject({ is_current: false, version: 1 });
    const reversed = await call("PATCH", `/cms/seasons/${second.body.data.id}`, operator, {
      ends_on: "2025-01-01",
      version: 0,
    });
    expect([reversed.status, reversed.body.error.code]).toEqual([422, "season-dates-reversed"]);
  });

  it("sorts and pages lists", async () => {
    for (const name of ["Ashby", "Brill", "Cobb"]) {
      await call(
        "POST",
        "/cms/venues",
        { ...operator, ...key() },
        { name: `${name} Park`, city: "Testville" },
      );
    }
    const page = await call("GET", "/cms/venues?q=testville&sort=name&order=desc&limit=2&offset=1", operator);
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((v: { name: string }) => v.name)).toEqual(["Brill Park", "Ashby Park"]);
    expect((await call("GET", "/cms/venues?sort=colour", operator)).status).toBe(400);
  });
});

describe("who may use the catalogue", () => {
  it("lets any staff read, only operators and admins write, and nobody else in", async () => {
    const editor = await staffHeaders(site, "editor");
    const fan = await staffHeaders(site, "user");
    expect((await call("GET", "/cms/teams", editor)).status).toBe(200);
    const write = await call("POST", "/cms/venues", { ...editor, ...key() }, { name: "Refused Ground" });
    expect([write.status, write.body.error.code]).toEqual([403, "forbidden-role"]);
    expect((await call("PATCH", "/cms/venues/1", editor, { name: "X", version: 0 })).status).toBe(403);
    expect((await call("POST", "/cms/teams/1/merge", editor, { into_id: 2, version: 0 })).status).toBe(403);
    expect((await call("GET", "/cms/teams", fan)).status).toBe(403);
    expect((await call("GET", "/cms/teams", {})).status).toBe(401);
    const admin = await staffHeaders(site, "admin");
    expect((await call("POST", "/cms/venues", { ...admin, ...key() }, { name: "Admin Ground" })).status).toBe(
      201,
    );
  });

  it("is in the OpenAPI document under the cms tag", async () => {
    const doc = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    for (const path of [
      "/cms/teams",
      "/cms/teams/{id}",
      "/cms/teams/{id}/merge",
      "/cms/venues",
      "/cms/seasons/{id}",
    ]) {
      const operations = Object.values(doc.paths[path] ?? {});
      expect(operations.length, path).toBeGreaterThan(0);
      for (const op of operations) expect(op.tags).toEqual(["cms"]);
    }
  });
});
