import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { listCompetitions } from "../queries/competitions.ts";
import { getMatch } from "../queries/matches.ts";
import { search } from "../queries/search.ts";
import { getStandings } from "../queries/standings.ts";
import { matchEvents, matches, teams } from "../schema.ts";
import { describeWithOpenfootball, openfootballDir } from "../testing/openfootball-data.ts";
import { importDocuments } from "./import-files.ts";
import { readSources } from "./sources.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const real = (path: string) => ({
  file: join(openfootballDir, path),
  text: readFileSync(join(openfootballDir, path), "utf8"),
});
const totals = async () => ({
  matches: (await database.db.select({ n: count() }).from(matches))[0]!.n,
  teams: (await database.db.select({ n: count() }).from(teams))[0]!.n,
  events: (await database.db.select({ n: count() }).from(matchEvents))[0]!.n,
});

describe("openfootball files that cannot be imported", () => {
  it("reports a broken file and a bad match, and still imports the rest", async () => {
    const folder = mkdtempSync(join(tmpdir(), "goalline-import-"));
    mkdirSync(join(folder, "2030-31"));
    writeFileSync(join(folder, "2030-31", "broken.json"), "{ not json");
    const good = {
      round: "Matchday 1",
      date: "2030-08-10",
      time: "15:00",
      team1: "Alpha FC",
      team2: "Beta FC",
      score: { ft: [2, 1] },
    };
    writeFileSync(
      join(folder, "2030-31", "xx.1.json"),
      JSON.stringify({
        name: "Testland League 2030/31",
        matches: [
          good,
          { ...good, team2: "Gamma FC", date: "2030-02-31" },
          { ...good, team1: "Gamma FC", score: { ft: [1] } },
          { ...good, team1: "Beta FC", team2: "Gamma FC", score: {} },
        ],
      }),
    );
    const { documents } = await readSources([folder]);
    const summary = await importDocuments(database.db, documents);
    expect(summary.errors).toEqual([
      { file: join(folder, "2030-31", "broken.json"), reason: expect.stringMatching(/^not valid JSON/) },
      { file: join(folder, "2030-31", "xx.1.json"), match: 1, reason: "date is not YYYY-MM-DD" },
      {
        file: join(folder, "2030-31", "xx.1.json"),
        match: 2,
        reason: "score.ft is not a pair of goal counts",
      },
    ]);
    expect(summary).toMatchObject({ files: 2, competitionsCreated: 1, teamsCreated: 3, matchesCreated: 2 });
    const page = await listCompetitions(database.db, { q: "Testland" });
    expect(page.data[0]).toMatchObject({ name: "Testland League", kind: "league" });
    const fixture = await database.db.select().from(matches).where(eq(matches.status, "scheduled"));
    expect(fixture).toHaveLength(1);
  });

  it("rolls back a whole file when writing it fails", async () => {
    const before = await totals();
    const summary = await importDocuments(database.db, [
      {
        file: "/data/2031-32/yy.1.json",
        text: JSON.stringify({
          name: "Rollback League 2031/32",
          matches: [
            {
              round: "Matchday 1",
              date: "2031-08-10",
              team1: "Delta FC",
              team2: "Echo FC",
              score: { ft: [1, 0] },
            },
            // PostgreSQL refuses NUL in text, so the last write of the file fails after all its matches went in.
            {
              round: "Matchday 2",
              date: "2031-08-17",
              team1: "Echo FC",
              team2: "Delta FC",
              score: { ft: [1, 0] },
              goals1: [{ name: "Nul\u0000Name", minute: 1 }],
            },
          ],
        }),
      },
    ]);
    expect(summary.errors).toEqual([
      { file: "/data/2031-32/yy.1.json", reason: expect.stringMatching(/^not imported/) },
    ]);
    expect(await totals()).toEqual(before);
    expect((await listCompetitions(database.db, { q: "Rollback" })).total).toBe(0);
  });

  it("fetches a file from a URL", async () => {
    const body = JSON.stringify({
      name: "Urlland League 2032/33",
      matches: [
        {
          round: "Matchday 1",
          date: "2032-08-10",
          team1: "Foxtrot FC",
          team2: "Golf FC",
          score: { ft: [0, 0] },
        },
      ],
    });
    const server = createServer((req, res) => {
      if (req.url === "/football.json/2032-33/zz.1.json")
        res.writeHead(200, { "content-type": "application/json" }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    try {
      const { documents, problems } = await readSources([
        `http://127.0.0.1:${port}/football.json/2032-33/zz.1.json`,
        `http://127.0.0.1:${port}/missing.json`,
      ]);
      expect(problems).toEqual([
        { file: `http://127.0.0.1:${port}/missing.json`, reason: "download failed: HTTP 404" },
      ]);
      const summary = await importDocuments(database.db, documents);
      expect(summary).toMatchObject({ matchesCreated: 1, errors: [] });
      const competition = (await listCompetitions(database.db, { q: "Urlland" })).data[0]!;
      const standings = (await getStandings(database.db, competition.id))!;
      expect(standings.season.name).toBe("2032/33");
    } finally {
      server.close();
    }
  });
});

describe("leagues split into phases", () => {
  it("shows the regular season and the championship round as separate tables", async () => {
    const game = (round: string, team1: string, team2: string, ft: [number, number], stage?: string) => ({
      round,
      date: "2033-03-01",
      team1,
      team2,
      score: { ft },
      ...(stage ? { stage } : {}),
    });
    const summary = await importDocuments(database.db, [
      {
        file: "/data/2033-34/pp.1.json",
        text: JSON.stringify({
          name: "Phaseland League 2033/34",
          matches: [
            game("Round 1", "Oscar FC", "Papa FC", [2, 0]),
            game("Round 1", "Quebec FC", "Romeo FC", [1, 1]),
            game("Round 23", "Papa FC", "Oscar FC", [3, 0], "Playoffs - Championship"),
          ],
        }),
      },
    ]);
    expect(summary.errors).toEqual([]);
    const competition = (await listCompetitions(database.db, { q: "Phaseland" })).data[0]!;
    const standings = (await getStandings(database.db, competition.id))!;
    expect(standings.groups.map((g) => [g.name, g.rows.length])).toEqual([
      [null, 4],
      ["Playoffs - Championship", 2],
    ]);
    expect(standings.groups[1]!.rows[0]).toMatchObject({ team: { name: "Papa FC" }, points: 3 });
  });
});

describeWithOpenfootball("real openfootball files", () => {
  it("imports Premier League 2023/24 with its deductions, and a second import changes nothing", async () => {
    const file = real("football.json/2023-24/en.1.json");
    const first = await importDocuments(database.db, [file]);
    expect(first).toMatchObject({
      competitionsCreated: 1,
      teamsCreated: 20,
      matchesCreated: 380,
      errors: [],
    });
    const after = await totals();
    const second = await importDocuments(database.db, [file]);
    expect(second).toMatchObject({
      competitionsCreated: 0,
      teamsCreated: 0,
      matchesCreated: 0,
      matchesUpdated: 380,
    });
    expect(await totals()).toEqual(after);

    const premier = (await listCompetitions(database.db, { country: "england" })).data[0]!;
    const standings = (await getStandings(database.db, premier.id, { season: "2023/24" }))!;
    const rows = standings.groups[0]!.rows;
    expect(rows.map((row) => [row.team.name, row.points]).slice(0, 3)).toEqual([
      ["Manchester City FC", 91],
      ["Arsenal FC", 89],
      ["Liverpool FC", 82],
    ]);
    expect(rows.find((row) => row.team.name === "Everton FC")).toMatchObject({
      position: 15,
      points: 40,
      adjustment: -8,
    });
    expect(rows.find((row) => row.team.name === "Nottingham Forest FC")).toMatchObject({
      position: 17,
      points: 32,
    });
    expect(rows[19]).toMatchObject({ points: 16, zone: { kind: "relegation" } });
    expect(standings.adjustments).toHaveLength(3);
  });

  it("keeps the same club when a later season spells it the same way", async () => {
    await importDocuments(database.db, [real("football.json/2022-23/en.1.json")]);
    const hits = await search(database.db, "Arsenal");
    expect(hits.teams.filter((team) => team.name === "Arsenal FC")).toHaveLength(1);
  });

  it("imports the 2022 World Cup: groups, goals with stoppage time, and a final won on penalties", async () => {
    const summary = await importDocuments(database.db, [
      real("worldcup.json/2022/worldcup.json"),
      real("worldcup.json/2022/worldcup.groups.json"),
    ]);
    expect(summary).toMatchObject({ matchesCreated: 64, filesSkipped: 1, teamsCreated: 32, errors: [] });
    // Importing again replaces the goals rather than adding them twice.
    const after = await totals();
    const again = await importDocuments(database.db, [real("worldcup.json/2022/worldcup.json")]);
    expect(again).toMatchObject({ matchesCreated: 0, matchesUpdated: 64, events: summary.events });
    expect(await totals()).toEqual(after);
    const worldCup = (await search(database.db, "World Cup")).competitions[0]!;
    const standings = (await getStandings(database.db, worldCup.id))!;
    expect(standings.groups).toHaveLength(8);
    const groupE = standings.groups.find((group) => group.name === "Group E")!;
    expect(groupE.rows.map((row) => [row.team.name, row.points, row.goalDifference])).toEqual([
      ["Japan", 6, 1],
      ["Spain", 4, 6],
      ["Germany", 4, 1],
      ["Costa Rica", 3, -8],
    ]);
    const [final] = await database.db.select().from(matches).where(eq(matches.round, "Final"));
    const detail = (await getMatch(database.db, final!.id))!;
    expect(detail).toMatchObject({
      status: "finished",
      period: "PEN",
      homeScore: 3,
      awayScore: 3,
      scores: { p: [4, 2] },
    });
    expect(detail.winnerTeamId).toBe(detail.home.id);
    expect(detail.home.name).toBe("Argentina");
    expect(detail.events.filter((e) => e.type === "penalty-goal").map((e) => e.playerName)).toContain(
      "Lionel Messi",
    );
    expect(detail.events.at(-1)).toMatchObject({ minute: 118, period: "ET2", detail: { score: "3-3" } });
    expect(detail.venue?.name).toBe("Lusail Iconic Stadium");
    const scorer = await search(database.db, "Mbape");
    // The file spells him both "Kylian Mbappé" and "Mbappé"; a typo finds either, with his team.
    expect(scorer.players.slice(0, 2).map((p) => [p.name, p.team?.name])).toEqual(
      expect.arrayContaining([["Kylian Mbappé", "France"]]),
    );
    // Kick-off 18:00 in Qatar (UTC+3).
    expect(detail.kickoffAt).toBe("2022-12-18T15:00:00.000Z");
  });
});
