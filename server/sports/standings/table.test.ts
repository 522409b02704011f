import { describe, expect, it } from "vitest";
import { computeTable, type TableResult } from "./table.ts";

const teams = [
  { id: 1, name: "Ashford Athletic" },
  { id: 2, name: "Bramley Rovers" },
  { id: 3, name: "Calder Town" },
  { id: 4, name: "Dunmore United" },
];

let clock = 0;
function result(home: number, away: number, homeScore: number, awayScore: number, live = false): TableResult {
  clock += 1;
  const kickoffAt = new Date(Date.UTC(2025, 7, 1) + clock * 86_400_000).toISOString();
  return { homeTeamId: home, awayTeamId: away, homeScore, awayScore, kickoffAt, live };
}

describe("computeTable", () => {
  it("counts played, wins, draws, losses, goals and points", () => {
    const table = computeTable({
      teams,
      rule: "points-gd-gf",
      results: [result(1, 2, 2, 0), result(3, 4, 1, 1), result(2, 3, 3, 1)],
    });
    expect(
      table.map((line) => [line.teamId, line.played, line.won, line.drawn, line.lost, line.points]),
    ).toEqual([
      [1, 1, 1, 0, 0, 3],
      [2, 2, 1, 0, 1, 3],
      [4, 1, 0, 1, 0, 1],
      [3, 2, 0, 1, 1, 1],
    ]);
    expect(table[1]).toMatchObject({ goalsFor: 3, goalsAgainst: 3, goalDifference: 0, position: 2 });
  });

  it("splits home and away tables by where each match was played", () => {
    const results = [result(1, 2, 2, 0), result(2, 1, 1, 0)];
    const home = computeTable({ teams, rule: "points-gd-gf", results, type: "home" });
    const away = computeTable({ teams, rule: "points-gd-gf", results, type: "away" });
    expect(home.find((line) => line.teamId === 1)).toMatchObject({ played: 1, points: 3, goalsFor: 2 });
    expect(away.find((line) => line.teamId === 1)).toMatchObject({ played: 1, points: 0, goalsAgainst: 1 });
  });

  it("keeps the last five results as form, oldest first, and leaves a live match out of it", () => {
    const results = [
      result(1, 2, 1, 0),
      result(1, 3, 0, 0),
      result(4, 1, 2, 0),
      result(1, 2, 3, 1),
      result(3, 1, 1, 2),
      result(1, 4, 0, 1),
      result(2, 1, 0, 0, true),
    ];
    const line = computeTable({ teams, rule: "points-gd-gf", results }).find((l) => l.teamId === 1)!;
    expect(line.form).toEqual(["D", "L", "W", "W", "L"]);
    expect(line.live).toBe(true);
    expect(line.played).toBe(7);
  });

  it("counts a match in progress at its current score and marks both sides live", () => {
    const table = computeTable({ teams, rule: "points-gd-gf", results: [result(3, 4, 1, 0, true)] });
    expect(table[0]).toMatchObject({ teamId: 3, points: 3, live: true });
    expect(table.find((line) => line.teamId === 4)?.live).toBe(true);
    expect(table.find((line) => line.teamId === 1)?.live).toBe(false);
  });

  it("applies point deductions to the total table only", () => {
    const results = [result(1, 2, 1, 0), result(3, 4, 1, 0)];
    const adjustments = new Map([[1, -4]]);
    const total = computeTable({ teams, rule: "points-gd-gf", results, adjustments });
    expect(total.at(-1)).toMatchObject({ teamId: 1, points: -1, adjustment: -4 });
    const home = computeTable({ teams, rule: "points-gd-gf", results, adjustments, type: "home" });
    expect(home.find((line) => line.teamId === 1)).toMatchObject({ points: 3, adjustment: 0 });
  });

  it("ranks level teams on head-to-head before goal difference under the head-to-head rule", () => {
    // 1 beat 2, but 2 has the far better goal difference from thrashing 4.
    const results = [result(1, 2, 1, 0), result(2, 4, 6, 0), result(3, 1, 0, 0), result(3, 2, 0, 0)];
    const plain = computeTable({ teams, rule: "points-gd-gf", results });
    const h2h = computeTable({ teams, rule: "head-to-head", results });
    expect(plain.slice(0, 3).map((line) => [line.teamId, line.points])).toEqual([
      [2, 4],
      [1, 4],
      [3, 2],
    ]);
    expect(h2h.slice(0, 3).map((line) => line.teamId)).toEqual([1, 2, 3]);
  });

  it("re-ranks the teams a three-way mini-table leaves level among themselves", () => {
    // 1, 2 and 3 finish on 10 points. Their mini-table puts 1 first and leaves 2 and 3
    // level (4 points, -1 each); between those two alone, 3 took 4 points to 2's 1.
    const results = [
      result(2, 1, 1, 0),
      result(1, 2, 1, 0),
      result(3, 1, 0, 1),
      result(1, 3, 1, 0),
      result(2, 3, 0, 1),
      result(3, 2, 0, 0),
      result(2, 4, 5, 0),
      result(4, 2, 0, 5),
      result(3, 4, 1, 0),
      result(4, 3, 0, 1),
      result(1, 4, 0, 0),
    ];
    const plain = computeTable({ teams, rule: "points-gd-gf", results });
    expect(plain.slice(0, 3).map((line) => [line.teamId, line.points])).toEqual([
      [2, 10],
      [1, 10],
      [3, 10],
    ]);
    const h2h = computeTable({ teams, rule: "head-to-head", results });
    expect(h2h.slice(0, 3).map((line) => line.teamId)).toEqual([1, 3, 2]);
  });

  it("breaks a tie on every count by fair play, then by lots drawn as name order, under FIFA rules", () => {
    const results = [result(1, 2, 1, 1), result(3, 4, 0, 0)];
    const byName = computeTable({ teams: teams.slice(0, 2), rule: "fifa-group", results });
    expect(byName.map((line) => line.teamId)).toEqual([1, 2]);
    const fairPlay = new Map([
      [1, -5],
      [2, -1],
    ]);
    const byConduct = computeTable({ teams: teams.slice(0, 2), rule: "fifa-group", results, fairPlay });
    expect(byConduct.map((line) => line.teamId)).toEqual([2, 1]);
  });
});
