import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { pushSubscriptions } from "../../notify/schema.ts";
import { apiCall } from "../../testing/api-call.ts";
import { resolveTeams } from "../import/teams.ts";
import { listTeamMatches } from "../queries/teams.ts";
import {
  competitions,
  matchEvents,
  matches,
  players,
  seasons,
  standingAdjustments,
  teamAliases,
  teams,
} from "../schema.ts";
import { possibleDuplicateTeams } from "./duplicates.ts";
import { seedReferences, staffHeaders } from "./testing.ts";

let site: TestSite;
let call: ReturnType<typeof apiCall>;
let refs: Awaited<ReturnType<typeof seedReferences>>;
let operator: Record<string, string>;
let seasonId: number;
const source = "openfootball:eng";
const scope = { source, countryId: null, national: false };

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  call = apiCall(site);
  refs = await seedReferences(site);
  operator = await staffHeaders(site, "operator");
  const { db } = site.services.database;
  const [league] = await db
    .insert(competitions)
    .values({
      sportId: refs.footballId,
      slug: "premier",
      name: "Premier",
      shortName: "Premier",
      kind: "league",
    })
    .returning();
  const [season] = await db
    .insert(seasons)
    .values({ competitionId: league!.id, name: "2025/26", isCurrent: true })
    .returning();
  seasonId = season!.id;
});
afterAll(() => site.close());

/** Teams as an import makes them: one per spelling, each with its alias. */
async function imported(...names: string[]): Promise<number[]> {
  const { db } = site.services.database;
  const { ids } = await db.transaction((tx) =>
    resolveTeams(
      tx,
      refs.footballId,
      names.map((name) => ({ name, scope })),
    ),
  );
  return names.map((name) => ids.get(`${source}|${name}`)!);
}

async function fixture(homeTeamId: number, awayTeamId: number, day: number, score: [number, number] | null) {
  const [row] = await site.services.database.db
    .insert(matches)
    .values({
      seasonId,
      homeTeamId,
      awayTeamId,
      kickoffAt: new Date(Date.UTC(2025, 8, day, 15)),
      status: score ? "finished" : "scheduled",
      homeScore: score?.[0] ?? null,
      awayScore: score?.[1] ?? null,
    })
    .returning({ id: matches.id });
  return row!.id;
}

const versionOf = async (id: number) =>
  (await site.services.database.db.select({ version: teams.version }).from(teams).where(eq(teams.id, id)))[0]!
    .version;

describe("merging duplicate teams", () => {
  it("moves matches, events, players, aliases, deductions and fans onto the kept team, and re-imports find it", async () => {
    const { db } = site.services.database;
    const [kept, duplicate, rival, other] = await imported(
      "Manchester United",
      "Man Utd",
      "Calder Town",
      "Stanmoor",
    );
    const keptMatch = await fixture(kept!, rival!, 1, [2, 0]);
    const awayMatch = await fixture(rival!, duplicate!, 8, [1, 3]);
    const homeMatch = await fixture(duplicate!, other!, 15, null);
    const [sameName, onlyHere] = await db
      .insert(players)
      .values([
        { teamId: duplicate!, name: "Jo Bright", shirtNumber: 9 },
        { teamId: duplicate!, name: "Sam Reed" },
      ])
      .returning({ id: players.id });
    const [keptBright] = await db
      .insert(players)
      .values({ teamId: kept!, name: "Jo Bright" })
      .returning({ id: players.id });
    await db.insert(matchEvents).values({
      matchId: awayMatch,
      type: "goal",
      minute: 30,
      teamId: duplicate!,
      playerId: sameName!.id,
      playerName: "Jo Bright",
      source: "test",
      sourceEventId: "goal-1",
    });
    await db
      .insert(standingAdjustments)
      .values({ seasonId, teamId: duplicate!, points: -3, reason: "Administration" });
    const fan = await staffHeaders(site, "user");
    await call("PUT", "/auth/me/favourites", fan, { teams: [duplicate], competitions: [], matches: [] });
    const [browser] = await db
      .insert(pushSubscriptions)
      .values({
        endpoint: "https://push.example.com/merge",
        p256dh: "key",
        auth: "secret",
        teamIds: [duplicate!, kept!],
      })
      .returning({ id: pushSubscriptions.id });

    const suggestions = await possibleDuplicateTeams(db, kept!);
    expect(suggestions.map((s) => s.name)).toContain("Man Utd");
    expect(suggestions.map((s) => s.name)).not.toContain("Calder Town");

    const merged = await call("POST", `/cms/teams/${duplicate}/merge`, operator, {
      into_id: kept,
      version: 0,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.moved).toMatchObject({
      matches: 2,
      players: 2,
      events: 1,
      aliases: 1,
      adjustments: 1,
      followers: 1,
    });
    expect(merged.body.data.kept).toMatchObject({ id: kept, name: "Manchester United" });

    expect(await db.select().from(teams).where(eq(teams.id, duplicate!))).toEqual([]);
    const moved = await db
      .select()
      .from(matches)
      .where(inArray(matches.id, [awayMatch, homeMatch]));
    expect(moved.map((m) => [m.homeTeamId, m.awayTeamId]).sort()).toEqual(
      [
        [kept, other],
        [rival, kept],
      ].sort(),
    );
    const squad = await db.select().from(players).where(eq(players.teamId, kept!));
    expect(squad.map((p) => p.name).sort()).toEqual(["Jo Bright", "Sam Reed"]);
    expect(squad.find((p) => p.name === "Jo Bright")).toMatchObject({ id: keptBright!.id, shirtNumber: 9 });
    expect(squad.some((p) => p.id === onlyHere!.id)).toBe(true);
    const [goal] = await db.select().from(matchEvents).where(eq(matchEvents.matchId, awayMatch));
    expect(goal).toMatchObject({ teamId: kept, playerId: keptBright!.id });
    const [deduction] = await db
      .select()
      .from(standingAdjustments)
      .where(eq(standingAdjustments.seasonId, seasonId));
    expect(deduction!.teamId).toBe(kept);
    const fans = await call("GET", "/auth/me/favourites", fan);
    expect(fans.body.teams).toEqual([kept]);
    const [pushed] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser!.id));
    expect(pushed!.teamIds).toEqual([kept]);

    const aliases = await db.select().from(teamAliases).where(eq(teamAliases.teamId, kept!));
    expect(aliases.map((a) => a.alias).sort()).toEqual(["Man Utd", "Manchester United"]);
    const again = await db.transaction((tx) =>
      resolveTeams(tx, refs.footballId, [{ name: "Man Utd", scope }]),
    );
    expect([again.ids.get(`${source}|Man Utd`), again.created]).toEqual([kept, 0]);

    const page = await listTeamMatches(db, kept!, { when: "all", limit: 10, offset: 0 });
    expect(page!.data.map((m) => m.id).sort()).toEqual([keptMatch, awayMatch, homeMatch].sort());

    const trail = await call("GET", `/cms/audit?action=team.merge&target=team:${kept}`, {
      Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`,
    });
    expect(trail.body.data[0]).toMatchObject({
      before: { duplicate: { id: duplicate, name: "Man Utd", matches: 2 }, into: { matches: 1 } },
      after: { into: { matches: 3, players: 2 } },
    });
  });

  it("refuses merging a team into itself, across sports, when they played each other, or from a stale page", async () => {
    const { db } = site.services.database;
    const [a, b] = await imported("Northby", "Northby Town");
    const self = await call("POST", `/cms/teams/${a}/merge`, operator, { into_id: a, version: 0 });
    expect([self.status, self.body.error.code]).toEqual([422, "merge-into-self"]);

    const [hockey] = await db
      .insert(teams)
      .values({
        sportId: refs.hockeyId,
        slug: "northby-ice",
        name: "Northby",
        shortName: "Northby",
        code: "NOR",
      })
      .returning({ id: teams.id });
    const across = await call("POST", `/cms/teams/${a}/merge`, operator, { into_id: hockey!.id, version: 0 });
    expect([across.status, across.body.error.code]).toEqual([422, "merge-across-sports"]);

    const derby = await fixture(a!, b!, 20, null);
    const played = await call("POST", `/cms/teams/${a}/merge`, operator, { into_id: b, version: 0 });
    expect([played.status, played.body.error.code, played.body.error.details.matches]).toEqual([
      409,
      "teams-share-match",
      [derby],
    ]);
    await db.delete(matches).where(eq(matches.id, derby));

    await call("PATCH", `/cms/teams/${a}`, operator, { founded: 1901, version: await versionOf(a!) });
    const stale = await call("POST", `/cms/teams/${a}/merge`, operator, { into_id: b, version: 0 });
    expect([stale.status, stale.body.error.code]).toEqual([409, "edit-conflict"]);
    const unknown = await call("POST", `/cms/teams/${a}/merge`, operator, { into_id: 99_999, version: 1 });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, "unknown-team"]);
    expect((await call("POST", "/cms/teams/99999/merge", operator, { into_id: a, version: 0 })).status).toBe(
      404,
    );
    // Nothing moved: both teams are still there.
    expect(
      (
        await db
          .select()
          .from(teams)
          .where(inArray(teams.id, [a!, b!]))
      ).length,
    ).toBe(2);
  });
});
