import { describe, expect, it } from "vitest";
import { basketballStandings, type StandingResult, type StandingTeam } from "./standings.ts";

const game = (home: number, homeScore: number, awayScore: number, away: number): StandingResult => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
});

/** The columns as a reader scans them: team, W, L, PCT, GB, PF, PA. */
const table = (teams: StandingTeam[], results: StandingResult[]) =>
  basketballStandings(teams, results).map(({ group, rows }) => ({
    group,
    rows: rows.map((r) => [
      teams.find((t) => t.id === r.teamId)?.name,
      r.won,
      r.lost,
      r.pctText,
      r.gamesBehindText,
      r.pointsFor,
      r.pointsAgainst,
    ]),
  }));

describe("basketball standings, hand-checked", () => {
  it("orders a three-way tie by the head-to-head mini-table, even against point difference", () => {
    const [A, B, C, D, E] = [1, 2, 3, 4, 5];
    const teams = ["Ashford", "Brook", "Carden", "Dunmore", "Elms"].map((name, i) => ({ id: i + 1, name }));
    const results = [
      game(A, 90, 88, B),
      game(A, 81, 80, C),
      game(B, 70, 69, C),
      game(D, 100, 70, A),
      game(D, 95, 75, A),
      game(B, 80, 78, D),
      game(D, 90, 80, B),
      game(C, 110, 80, D),
      game(C, 100, 80, D),
      game(D, 90, 70, E),
    ];
    // Ashford, Brook and Carden are all 2–2; among themselves Ashford is 2–0, Brook 1–1, Carden 0–2,
    // although Carden has by far the best point difference (+48, Brook −9, Ashford −47).
    expect(table(teams, results)).toEqual([
      {
        group: null,
        rows: [
          ["Dunmore", 4, 3, ".571", "—", 613, 585],
          ["Ashford", 2, 2, ".500", "0.5", 316, 363],
          ["Brook", 2, 2, ".500", "0.5", 318, 327],
          ["Carden", 2, 2, ".500", "0.5", 359, 311],
          ["Elms", 0, 1, ".000", "1.0", 70, 90],
        ],
      },
    ]);
    const [first] = basketballStandings(teams, results);
    expect(first?.rows[0]).toMatchObject({ played: 7, pct: 0.571, gamesBehind: 0, pointDifference: 28 });
    expect(first?.rows[4]).toMatchObject({ played: 1, pct: 0, gamesBehind: 1 });
    expect(first?.rows[0]).not.toHaveProperty("drawn");
  });

  it("splits conferences, and falls through a split head-to-head to overall point difference", () => {
    const [P, Q, R, S, T] = [1, 2, 3, 4, 5];
    const teams: StandingTeam[] = [
      { id: P, name: "Pelham", group: "East" },
      { id: Q, name: "Quarry", group: "East" },
      { id: R, name: "Rowan", group: "East" },
      { id: S, name: "Selby", group: "West" },
      { id: T, name: "Tarn", group: "West" },
    ];
    const results = [
      game(P, 100, 90, Q),
      game(Q, 95, 90, P),
      game(S, 100, 70, P),
      game(P, 80, 79, T),
      game(Q, 85, 80, S),
      game(T, 90, 88, Q),
      game(R, 90, 80, T),
      game(S, 100, 90, R),
      game(R, 75, 70, S),
    ];
    // Pelham and Quarry: 2–2 each and 1–1 against each other (Pelham +5 in those two games), so
    // overall point difference decides: Quarry −2, Pelham −24.
    expect(table(teams, results)).toEqual([
      {
        group: "East",
        rows: [
          ["Rowan", 2, 1, ".667", "—", 255, 250],
          ["Quarry", 2, 2, ".500", "0.5", 358, 360],
          ["Pelham", 2, 2, ".500", "0.5", 340, 364],
        ],
      },
      {
        group: "West",
        rows: [
          ["Selby", 2, 2, ".500", "—", 350, 320],
          ["Tarn", 1, 2, ".333", "0.5", 249, 258],
        ],
      },
    ]);
    // The conferences keep their order however the clubs were read (a database hands rows in any order).
    expect(table([...teams].reverse(), results).map((conference) => conference.group)).toEqual([
      "East",
      "West",
    ]);
  });

  it("then separates on points scored, and prints an unbeaten record as 1.000", () => {
    const [X, Y, Z, W] = [1, 2, 3, 4];
    const teams = ["Wexley", "Xanton", "Yarrow", "Zeal"].map((name, i) => ({
      id: [W, X, Y, Z][i] ?? 0,
      name,
    }));
    const results = [
      game(X, 100, 90, Y),
      game(Y, 110, 100, X),
      game(X, 60, 50, Z),
      game(Y, 80, 70, Z),
      game(W, 70, 60, Z),
      game(W, 71, 70, Z),
      game(W, 72, 70, Z),
    ];
    // Xanton and Yarrow: 2–1, 1–1 head to head, +10 each; Yarrow scored 280 to Xanton's 260.
    expect(table(teams, results)[0]?.rows).toEqual([
      ["Wexley", 3, 0, "1.000", "—", 213, 200],
      ["Yarrow", 2, 1, ".667", "1.0", 280, 270],
      ["Xanton", 2, 1, ".667", "1.0", 260, 250],
      ["Zeal", 0, 5, ".000", "4.0", 320, 353],
    ]);
  });

  it("refuses a level result, which basketball cannot have", () => {
    expect(() => basketballStandings([{ id: 1, name: "A" }], [game(1, 80, 80, 2)])).toThrow(
      "basketball-result-level",
    );
  });
});
