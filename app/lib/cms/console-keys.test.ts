import { describe, expect, it } from "vitest";
import type { LiveMatchState } from "../../../server/live/entry.ts";
import { clockNow, keyStep, periodMoves, playerChoices, playerEvent, playerFrom } from "./console-keys.ts";

const match = (over: Partial<LiveMatchState> = {}): LiveMatchState => ({
  id: 1,
  status: "live",
  period: "1H",
  minute: 20,
  stoppage: null,
  periodStartedAt: null,
  play: null,
  homeTeamId: 10,
  awayTeamId: 20,
  home: 0,
  away: 0,
  scores: {},
  version: 4,
  ...over,
});

describe("console keys", () => {
  it("walks g, h to the player step; y twice is a second yellow; Escape cancels anywhere", () => {
    const team = keyStep({ step: "idle" }, "g", false);
    expect(team).toEqual({ step: "team", action: "goal" });
    expect(keyStep({ step: "team", action: "goal" }, "h", false)).toEqual({
      step: "player",
      action: "goal",
      side: "home",
    });
    expect(keyStep({ step: "team", action: "yellow-card" }, "y", false)).toEqual({
      step: "team",
      action: "second-yellow",
    });
    expect(keyStep({ step: "team", action: "goal" }, "Escape", false)).toEqual({ step: "idle" });
    expect(keyStep({ step: "idle" }, "z", true)).toBe("undo");
    expect(keyStep({ step: "idle" }, "u", false)).toBe("undo");
    expect(keyStep({ step: "idle" }, "?", false)).toBe("help");
    expect(keyStep({ step: "period" }, "Enter", false)).toEqual({ period: 0 });
    expect(keyStep({ step: "idle" }, "x", false)).toBeNull();
  });

  it("offers the period moves the match allows, the natural one first", () => {
    expect(periodMoves(match({ status: "scheduled", period: null }))[0]?.event).toMatchObject({
      type: "period-start",
      period: "1H",
    });
    const normalTimeOver = periodMoves(match({ period: "2H", periodStartedAt: "2026-05-01T15:00:00Z" }));
    expect(normalTimeOver.map((move) => move.event.next ?? "over")).toEqual(["over", "ET", "PEN"]);
    expect(periodMoves(match({ status: "finished", period: "FT" }))).toEqual([]);
  });

  it("dates an event by the running clock, inside its period", () => {
    const started = Date.parse("2026-05-01T15:00:00Z");
    const running = match({ periodStartedAt: new Date(started).toISOString(), minute: 0 });
    expect(clockNow(running, started + 30 * 60_000)).toEqual({ period: "1H", minute: 31 });
    expect(clockNow(running, started + 47 * 60_000)).toEqual({ period: "1H", minute: 45, stoppage: 3 });
    expect(clockNow(match({ period: "HT", minute: 45 }), started)).toEqual({ period: "1H", minute: 45 });
  });

  it("offers the players on the pitch, and the bench for the one coming on", () => {
    const lineup = {
      starters: [
        { name: "Ada Stone", shirtNumber: 9 },
        { name: "Kit Vale", shirtNumber: 4 },
      ],
      bench: [
        { name: "Ola Brook", shirtNumber: 14 },
        { name: "Rue Hart", shirtNumber: 15 },
      ],
    };
    // Kit Vale went off for Ola Brook.
    const sheet = { onPitch: ["Ada Stone", "Ola Brook"], bench: ["Rue Hart"] };
    expect(playerChoices(lineup, sheet, false)?.map((p) => p.shirtNumber)).toEqual([9, 14]);
    expect(playerChoices(lineup, sheet, true)?.map((p) => p.shirtNumber)).toEqual([15]);
    expect(playerChoices(null, sheet, false)).toBeNull();
  });

  it("finds players by shirt number or name, and credits an own goal to the other side", () => {
    const squad = [{ name: "Ada Stone", shirtNumber: 9 }];
    expect(playerFrom("9", squad)).toEqual({ name: "Ada Stone" });
    expect(playerFrom("ada stone", squad)).toEqual({ name: "Ada Stone" });
    expect(playerFrom("", squad)).toEqual({ name: null });
    expect(playerFrom("4", squad)).toEqual({ error: "No number 4 among the players you can pick." });
    // With a line-up, nothing but its players: no free text.
    expect(playerFrom("Lionel Messi", squad)).toEqual({
      error: "Lionel Messi is not among the players you can pick.",
    });
    expect(playerFrom("Lionel Messi", null)).toEqual({ name: "Lionel Messi" });
    const at = { period: "1H" as const, minute: 12 };
    const sides = { home: 10, away: 20 };
    expect(playerEvent("own-goal", sides, "home", { player: "Ada Stone" }, at, [])).toEqual({
      type: "own-goal",
      teamId: 20,
      playerName: "Ada Stone",
      ...at,
    });
    const booked = [{ type: "yellow-card" as const, teamId: 10, playerName: "Ada Stone", cancelled: false }];
    expect(playerEvent("yellow-card", sides, "home", { player: "Ada Stone" }, at, booked).type).toBe(
      "second-yellow",
    );
    expect(
      playerEvent("substitution", sides, "away", { player: "Kit Vale", off: "Ola Brook" }, at, []),
    ).toMatchObject({ teamId: 20, playerName: "Ola Brook", secondaryPlayerName: "Kit Vale" });
  });
});
