import { describe, expect, it } from "vitest";
import { identify, type ParsedFile, parseOpenfootball } from "./parse.ts";

function parse(file: string, matches: unknown[], name = "Some League 2024/25"): ParsedFile {
  const outcome = parseOpenfootball(file, { name, matches });
  if (!("parsed" in outcome)) throw new Error("expected a match file");
  return outcome.parsed;
}

const base = {
  round: "Matchday 1",
  date: "2024-09-17",
  time: "21:00",
  team1: "Home FC",
  team2: "Away FC",
  score: { ft: [1, 0] },
};

describe("reading openfootball files", () => {
  it("takes the competition and season from the path, or from the title when the path says nothing", () => {
    expect(identify("/data/football.json/2023-24/en.1.json", "English Premier League 2023/24")).toEqual({
      code: "en.1",
      season: "2023/24",
    });
    expect(identify("worldcup.json/2022/worldcup.json", "World Cup 2022")).toEqual({
      code: "worldcup",
      season: "2022",
    });
    expect(identify("/downloads/league.json", "Premier League 2019/20")).toEqual({
      code: "league",
      season: "2019/20",
    });
  });

  it("puts league-phase, group and knockout rounds of a Champions League file in the right stages", () => {
    const file = parse("football.json/2024-25/uefa.cl.json", [
      { ...base, round: "League, Matchday 1" },
      { ...base, round: "Group A" },
      { ...base, round: "Finals, Final" },
    ]);
    expect(file.info).toMatchObject({ kind: "tournament", country: null });
    expect(file.matches.map((m) => [m.stage?.name, m.stage?.kind, m.group])).toEqual([
      ["League phase", "table", null],
      ["Group stage", "table", "Group A"],
      ["Knockout", "knockout", null],
    ]);
  });

  it("keeps a league's split-season stages as tables and its play-offs as knockouts", () => {
    const file = parse("football.json/2018-19/at.1.json", [
      { ...base, stage: "Playoffs - Championship" },
      { ...base, stage: "Europa League Finals" },
      base,
    ]);
    expect(file.matches.map((m) => m.stage)).toEqual([
      { name: "Playoffs - Championship", kind: "table" },
      { name: "Europa League Finals", kind: "knockout" },
      null,
    ]);
  });

  it("reads kickoffs in the country's zone unless the file names an offset", () => {
    const file = parse("football.json/2024-25/en.1.json", [
      { ...base, date: "2025-01-04", time: "15:00" },
      { ...base, date: "2024-09-14", time: "15:00", team1: "Other FC" },
      { ...base, date: "2018-06-14", time: "18:00 UTC+3", team1: "Third FC" },
    ]);
    expect(file.matches.map((m) => m.kickoffAt.toISOString())).toEqual([
      "2025-01-04T15:00:00.000Z",
      "2024-09-14T14:00:00.000Z",
      "2018-06-14T15:00:00.000Z",
    ]);
  });

  it("reads goal minutes written as numbers with offsets or as text such as 90+4", () => {
    const [match] = parse("worldcup.json/2026/worldcup.json", [
      {
        ...base,
        goals1: [
          { name: "A", minute: 90, offset: 3 },
          { name: "B", minute: "90+4", penalty: true },
        ],
        goals2: [{ name: "C", minute: "12", owngoal: true }],
      },
    ]).matches;
    expect(match!.goals).toEqual([
      { side: "home", name: "A", minute: 90, stoppage: 3, penalty: false, ownGoal: false },
      { side: "home", name: "B", minute: 90, stoppage: 4, penalty: true, ownGoal: false },
      { side: "away", name: "C", minute: 12, stoppage: null, penalty: false, ownGoal: true },
    ]);
  });

  it("gives repeated rows of the same fixture their own stable keys, and skips files without matches", () => {
    const file = parse("football.json/2025-26/en.4.json", [base, base]);
    expect(file.matches.map((m) => m.key)).toEqual([
      "Matchday 1|Home FC|Away FC",
      "Matchday 1|Home FC|Away FC#2",
    ]);
    expect(parseOpenfootball("worldcup.groups.json", { name: "World Cup 2022", groups: [] })).toHaveProperty(
      "skipped",
    );
    expect(parseOpenfootball("worldcup.teams.json", [])).toHaveProperty("skipped");
    expect(parseOpenfootball("x.json", { matches: {} })).toEqual({
      problem: { file: "x.json", reason: "matches is not a list" },
    });
  });
});
