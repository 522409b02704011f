import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { competitions, matches, teams } from "../sports/schema.ts";

let database: Database;
let site: TestSite;
let known: { teams: number[]; competitions: number[]; matches: number[] };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date("2026-03-14T16:00:00Z") });
  site = await startTestSite({ database, env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-follow-tests" } });
  const db = database.db;
  known = {
    teams: (await db.select({ id: teams.id }).from(teams).limit(3)).map((row) => row.id),
    competitions: (await db.select({ id: competitions.id }).from(competitions).limit(2)).map((row) => row.id),
    matches: (await db.select({ id: matches.id }).from(matches).limit(2)).map((row) => row.id),
  };
}, 60_000);

afterAll(async () => {
  await site.close();
  await database.close();
});

let fans = 0;

async function signUp(): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `follower${++fans}@example.com`,
      password: "correct horse battery staple",
      display_name: "Fan",
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { token: { access_token: string } } };
  return data.token.access_token;
}

async function call(method: string, token: string | null, body?: unknown) {
  const response = await fetch(`${site.url}/api/auth/me/favourites`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}

describe("an account's favourites", () => {
  it("start empty, are replaced by PUT in the order sent, and read back by GET", async () => {
    const token = await signUp();
    expect((await call("GET", token)).body).toEqual({ teams: [], competitions: [], matches: [] });
    const wanted = {
      teams: [known.teams[2]!, known.teams[0]!],
      competitions: [known.competitions[0]!],
      matches: [known.matches[1]!],
    };
    const put = await call("PUT", token, wanted);
    expect(put.status).toBe(200);
    expect(put.headers.get("Cache-Control")).toBe("no-store");
    expect(put.body).toEqual(wanted);
    expect((await call("GET", token)).body).toEqual(wanted);

    // The same PUT again changes nothing; a shorter list removes what it leaves out.
    expect((await call("PUT", token, wanted)).body).toEqual(wanted);
    const fewer = { ...wanted, teams: [known.teams[0]!] };
    expect((await call("PUT", token, fewer)).body).toEqual(fewer);
  });

  it("belong to one account only", async () => {
    const first = await signUp();
    const second = await signUp();
    await call("PUT", first, { teams: [known.teams[1]!], competitions: [], matches: [] });
    expect((await call("GET", second)).body).toEqual({ teams: [], competitions: [], matches: [] });
  });

  it("drop ids of things that do not exist and repeats", async () => {
    const token = await signUp();
    const team = known.teams[0]!;
    const { status, body } = await call("PUT", token, {
      teams: [team, 999_999, team],
      competitions: [888_888],
      matches: [],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ teams: [team], competitions: [], matches: [] });
  });

  it("refuse ids that are not positive integers, too many, or a missing list", async () => {
    const token = await signUp();
    const cases: Array<[unknown, string]> = [
      [{ teams: [1.5], competitions: [], matches: [] }, "invalid-teams"],
      [{ teams: ["3"], competitions: [], matches: [] }, "invalid-teams"],
      [{ teams: [], competitions: [-1], matches: [] }, "invalid-competitions"],
      [
        { teams: [], competitions: [], matches: Array.from({ length: 501 }, (_, i) => i + 1) },
        "invalid-matches",
      ],
      [{ teams: [], competitions: [] }, "invalid-matches"],
    ];
    for (const [body, code] of cases) {
      const answer = await call("PUT", token, body);
      expect(answer.status, code).toBe(400);
      // The code names the list, and the position of the bad id when there is one.
      expect((answer.body as { error: { code: string } }).error.code).toMatch(
        new RegExp(`^${code}(-\\d+)?$`),
      );
    }
  });

  it("need a signed-in account", async () => {
    const answer = await call("GET", null);
    expect(answer.status).toBe(401);
    expect((answer.body as { error: { code: string } }).error.code).toBe("auth-required");
    expect((await call("PUT", "not.a.token", { teams: [], competitions: [], matches: [] })).status).toBe(401);
  });
});
