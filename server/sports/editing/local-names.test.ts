import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { apiCall } from "../../testing/api-call.ts";
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
const key = () => ({ "Idempotency-Key": `local-names-test-key-${++keys}` });

async function newTeam(name: string) {
  const made = await call(
    "POST",
    "/cms/teams",
    { ...operator, ...key() },
    { sport_id: refs.footballId, name },
  );
  expect(made.status).toBe(201);
  return made.body.data as { id: number; version: number };
}

describe("names in other languages in the catalogue API", () => {
  it("saves a team's Vietnamese name with the edit's version, audits it, and fans reading Vietnamese see it", async () => {
    const team = await newTeam("Harbour Athletic");
    const edited = await call("PATCH", `/cms/teams/${team.id}`, operator, {
      version: team.version,
      local_names: { vi: { name: "  Cảng Athletic ", short_name: "Cảng" } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: "Harbour Athletic",
      version: 1,
      local_names: { vi: { name: "Cảng Athletic", short_name: "Cảng" } },
    });
    const trail = await call("GET", `/cms/audit?target=team:${team.id}&action=team.update`, automation);
    expect(trail.body.data[0]).toMatchObject({
      actorRole: "operator",
      before: { local_names: {} },
      after: { local_names: { vi: { name: "Cảng Athletic", short_name: "Cảng" } } },
    });

    const vietnamese = await call("GET", `/teams/${team.id}`, { "Accept-Language": "vi" });
    expect(vietnamese.body).toMatchObject({ name: "Cảng Athletic", shortName: "Cảng" });
    const english = await call("GET", `/teams/${team.id}`, {});
    expect(english.body).toMatchObject({ name: "Harbour Athletic" });

    // Another language joins without touching the first; an emptied name removes its language.
    const japanese = await call("PATCH", `/cms/teams/${team.id}`, operator, {
      version: 1,
      local_names: { ja: { name: "ハーバー・アスレチック" } },
    });
    expect(japanese.body.data.local_names).toEqual({
      vi: { name: "Cảng Athletic", short_name: "Cảng" },
      ja: { name: "ハーバー・アスレチック" },
    });
    const removed = await call("PATCH", `/cms/teams/${team.id}`, operator, {
      version: 2,
      local_names: { vi: { name: " " } },
    });
    expect(removed.body.data.local_names).toEqual({ ja: { name: "ハーバー・アスレチック" } });
    const gone = await call("GET", `/teams/${team.id}`, { "Accept-Language": "vi" });
    expect(gone.body.name).toBe("Harbour Athletic");
  });

  it("refuses a language the site does not speak, a name past the limit and a stale version", async () => {
    const team = await newTeam("Quayside Rovers");
    for (const unknown of ["fr", "en", "pt-br"]) {
      const refused = await call("PATCH", `/cms/teams/${team.id}`, operator, {
        version: 0,
        local_names: { [unknown]: { name: "Quayside" } },
      });
      expect([refused.status, refused.body.error.code], unknown).toEqual([400, "invalid-local-names"]);
    }
    const tooLong = await call("PATCH", `/cms/teams/${team.id}`, operator, {
      version: 0,
      local_names: { de: { name: "Q".repeat(81) } },
    });
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, "invalid-local-names-de-name"]);
    const competition = await call(
      "POST",
      "/cms/competitions",
      { ...operator, ...key() },
      {
        sport_id: refs.footballId,
        name: "Harbour League",
        kind: "league",
        // A competition's name may be longer than a team's (100).
        local_names: { ar: { name: "د".repeat(100) } },
      },
    );
    expect(competition.status).toBe(201);
    expect(competition.body.data.local_names.ar.name).toHaveLength(100);
    const stale = await call("PATCH", `/cms/teams/${team.id}`, operator, {
      version: 5,
      local_names: { es: { name: "Quayside Rovers CF" } },
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, "edit-conflict"]);
    const trail = await call("GET", `/cms/audit?target=team:${team.id}&action=team.update`, automation);
    expect(trail.body.total).toBe(0);
    const unsigned = await call(
      "PATCH",
      `/cms/teams/${team.id}`,
      {},
      {
        version: 0,
        local_names: { es: { name: "Quayside Rovers CF" } },
      },
    );
    expect(unsigned.status).toBe(401);
  });
});
