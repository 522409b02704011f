import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playerRatings, RATING_BASE, type RatedEvent, type RatedPlayer } from "./ratings.ts";

const eleven = (side: "home" | "away", prefix: string): RatedPlayer[] => [
  { name: `${prefix} Keeper`, side, position: "GK", starter: true },
  ...["DF", "DF", "DF", "DF", "MF", "MF", "MF", "FW", "FW", "FW"].map((position, i) => ({
    name: `${prefix} ${i + 2}`,
    side,
    position: position as RatedPlayer["position"],
    starter: true,
  })),
  { name: `${prefix} Sub`, side, position: "FW", starter: false },
];
const players = [...eleven("home", "Harbour"), ...eleven("away", "Valley")];
const event = (over: Partial<RatedEvent> & Pick<RatedEvent, "type" | "side" | "minute">): RatedEvent => ({
  playerName: null,
  secondaryPlayerName: null,
  cancelled: false,
  period: over.minute > 45 ? "2H" : "1H",
  ...over,
});

describe("player ratings", () => {
  it("rates the scorer, the keeper who saved a lot and the sent-off player as a fan would", () => {
    const events = [
      event({
        type: "goal",
        side: "home",
        minute: 12,
        playerName: "Harbour 10",
        secondaryPlayerName: "Harbour 7",
      }),
      event({ type: "yellow-card", side: "away", minute: 30, playerName: "Valley 3" }),
      event({ type: "second-yellow", side: "away", minute: 58, playerName: "Valley 3" }),
      event({ type: "goal", side: "home", minute: 77, playerName: "Harbour 10" }),
      event({
        type: "substitution",
        side: "home",
        minute: 85,
        playerName: "Harbour 11",
        secondaryPlayerName: "Harbour Sub",
      }),
    ];
    const ratings = playerRatings({ players, events, minute: 90, saves: { home: 1, away: 7 } });
    const of = (side: string, name: string) => ratings.get(`${side}:${name}`);
    const rated = [...ratings.entries()].filter(([, rating]) => rating !== null) as Array<[string, number]>;
    const best = rated.sort((a, b) => b[1] - a[1]);
    // The two-goal scorer is the man of the match; the keeper who made seven saves is his side's best.
    expect(best[0]![0]).toBe("home:Harbour 10");
    expect(of("away", "Valley Keeper")).toBeGreaterThan(7);
    const away = rated.filter(([key]) => key.startsWith("away:") && key !== "away:Valley Keeper");
    expect(away.every(([, rating]) => rating < of("away", "Valley Keeper")!)).toBe(true);
    // The player sent off is the lowest on the pitch.
    expect(best.at(-1)![0]).toBe("away:Valley 3");
    expect(of("away", "Valley 3")).toBeLessThan(5);
    // The assist counts; a substitute on for five minutes with nothing to his name is not rated.
    expect(of("home", "Harbour 7")).toBeGreaterThan(of("home", "Harbour 8")!);
    expect(of("home", "Harbour Sub")).toBeNull();
    // A winning side's clean-sheet defender is above a quiet midfielder, the losing defenders below 6.5.
    expect(of("home", "Harbour 2")).toBeGreaterThan(of("home", "Harbour 8")!);
    expect(of("away", "Valley 2")).toBeLessThan(6.5);
  });

  it("keeps every rating between 3 and 10, and a goal more never lowers the scorer's", () => {
    const someone = fc.constantFrom(...players);
    const anEvent = fc
      .record({
        type: fc.constantFrom(
          "goal",
          "penalty-goal",
          "own-goal",
          "yellow-card",
          "red-card",
          "missed-penalty" as const,
        ),
        who: someone,
        minute: fc.integer({ min: 1, max: 90 }),
      })
      .map(({ type, who, minute }) =>
        event({
          type,
          // An own goal is credited to the other side.
          side: type === "own-goal" ? (who.side === "home" ? "away" : "home") : who.side,
          minute,
          playerName: who.name,
        }),
      );
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), someone, (events, scorer) => {
        const before = playerRatings({ players, events, minute: 90, saves: { home: 3, away: 3 } });
        for (const rating of before.values()) {
          if (rating === null) continue;
          expect(rating).toBeGreaterThanOrEqual(3);
          expect(rating).toBeLessThanOrEqual(10);
        }
        const scored = [
          ...events,
          event({ type: "goal", side: scorer.side, minute: 89, playerName: scorer.name }),
        ];
        const after = playerRatings({ players, events: scored, minute: 90, saves: { home: 3, away: 3 } });
        const key = `${scorer.side}:${scorer.name}`;
        if (before.get(key) !== null && after.get(key) !== null) {
          expect(after.get(key)!).toBeGreaterThanOrEqual(before.get(key)!);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("starts a quiet draw's outfield players at the base, and rates nobody before they play", () => {
    const ratings = playerRatings({ players, events: [], minute: 90, saves: null });
    expect(ratings.get("home:Harbour 8")).toBe(RATING_BASE + 0.1);
    expect(playerRatings({ players, events: [], minute: 0, saves: null }).get("home:Harbour 8")).toBeNull();
  });
});
