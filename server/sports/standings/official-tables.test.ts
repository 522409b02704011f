import { expect, it } from "vitest";
import type { TieBreakRule } from "../schema.ts";
import { describeWithOpenfootball, readResults } from "../testing/openfootball-data.ts";
import { computeTable } from "./table.ts";

/** Final tables as published by the leagues and FIFA; the engine must reproduce them from the results. */
function finalTable(
  path: string,
  rule: TieBreakRule,
  options: { group?: string; deductions?: Record<string, number>; fairPlay?: Record<string, number> } = {},
) {
  const { teams, results } = readResults(path, options.group);
  const idOf = (name: string) => {
    const team = teams.find((t) => t.name === name);
    if (!team) throw new Error(`no team ${name} in ${path}`);
    return team.id;
  };
  const table = computeTable({
    teams,
    results,
    rule,
    adjustments: new Map(
      Object.entries(options.deductions ?? {}).map(([name, points]) => [idOf(name), points]),
    ),
    fairPlay: new Map(Object.entries(options.fairPlay ?? {}).map(([name, points]) => [idOf(name), points])),
  });
  const nameOf = new Map(teams.map((team) => [team.id, team.name]));
  return table.map((line) => [nameOf.get(line.teamId), line.points, line.goalDifference] as const);
}

describeWithOpenfootball("final tables of real seasons", () => {
  it("Premier League 2023/24, with Everton's net 8 and Nottingham Forest's 4 points deducted", () => {
    const table = finalTable("football.json/2023-24/en.1.json", "points-gd-gf", {
      // Everton: 10 points deducted in November 2023, reduced to 6 on appeal, then 2 more in April 2024.
      deductions: { "Everton FC": -8, "Nottingham Forest FC": -4 },
    });
    expect(table.map(([name, points]) => [name, points])).toEqual([
      ["Manchester City FC", 91],
      ["Arsenal FC", 89],
      ["Liverpool FC", 82],
      ["Aston Villa FC", 68],
      ["Tottenham Hotspur FC", 66],
      ["Chelsea FC", 63],
      ["Newcastle United FC", 60],
      ["Manchester United FC", 60],
      ["West Ham United FC", 52],
      ["Crystal Palace FC", 49],
      ["Brighton & Hove Albion FC", 48],
      ["AFC Bournemouth", 48],
      ["Fulham FC", 47],
      ["Wolverhampton Wanderers FC", 46],
      ["Everton FC", 40],
      ["Brentford FC", 39],
      ["Nottingham Forest FC", 32],
      ["Luton Town FC", 26],
      ["Burnley FC", 24],
      ["Sheffield United FC", 16],
    ]);
    // Newcastle (+23) above Manchester United (-1) on goal difference.
    expect(table[6]?.[2]).toBe(23);
    expect(table[7]?.[2]).toBe(-1);
  });

  it("La Liga 2023/24, where head-to-head puts Celta above Sevilla and Mallorca above Las Palmas", () => {
    const table = finalTable("football.json/2023-24/es.1.json", "head-to-head");
    expect(table.map(([name, points]) => [name, points])).toEqual([
      ["Real Madrid CF", 95],
      ["FC Barcelona", 85],
      ["Girona FC", 81],
      ["Club Atlético de Madrid", 76],
      ["Athletic Club", 68],
      ["Real Sociedad de Fútbol", 60],
      ["Real Betis Balompié", 57],
      // 14 won, 11 drawn, 13 lost: 53 points in the official table and in the results.
      ["Villarreal CF", 53],
      ["Valencia CF", 49],
      ["Deportivo Alavés", 46],
      ["CA Osasuna", 45],
      ["Getafe CF", 43],
      ["RC Celta de Vigo", 41],
      ["Sevilla FC", 41],
      ["RCD Mallorca", 40],
      ["UD Las Palmas", 40],
      ["Rayo Vallecano de Madrid", 38],
      ["Cádiz CF", 33],
      ["UD Almería", 21],
      ["Granada CF", 21],
    ]);
    // Sevilla (-6) and Las Palmas (-14) have the better goal difference: only head-to-head explains the order.
    const plain = finalTable("football.json/2023-24/es.1.json", "points-gd-gf").map(([name]) => name);
    expect(plain.indexOf("Sevilla FC")).toBeLessThan(plain.indexOf("RC Celta de Vigo"));
  });

  it("World Cup 2022 Group E: Japan 6, Spain 4 (+6), Germany 4 (+1), Costa Rica 3", () => {
    const table = finalTable("worldcup.json/2022/worldcup.json", "fifa-group", { group: "Group E" });
    expect(table).toEqual([
      ["Japan", 6, 1],
      ["Spain", 4, 6],
      ["Germany", 4, 1],
      ["Costa Rica", 3, -8],
    ]);
  });

  it("World Cup 2018 Group H: Japan above Senegal on fair play (-4 against -6) after level on everything else", () => {
    const table = finalTable("worldcup.json/2018/worldcup.json", "fifa-group", {
      group: "Group H",
      fairPlay: { Japan: -4, Senegal: -6, Colombia: -5, Poland: -5 },
    });
    expect(table.map(([name, points]) => [name, points])).toEqual([
      ["Colombia", 6],
      ["Japan", 4],
      ["Senegal", 4],
      ["Poland", 3],
    ]);
    const reversed = finalTable("worldcup.json/2018/worldcup.json", "fifa-group", {
      group: "Group H",
      fairPlay: { Japan: -6, Senegal: -4 },
    });
    expect(reversed.map(([name]) => name).slice(1, 3)).toEqual(["Senegal", "Japan"]);
  });
});
