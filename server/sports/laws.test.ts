import { describe, expect, it } from "vitest";
import { firstViolation, type LawEvent, type Lineup } from "./laws.ts";

const lineup: Lineup = {
  starters: [
    ["H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "H10", "H11"],
    ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11"],
  ],
  bench: [
    ["H12", "H13", "H14", "H15", "H16", "H17", "H18"],
    ["A12", "A13"],
  ],
};

const home = (type: LawEvent["type"], minute: number, player?: string, secondary?: string): LawEvent => ({
  type,
  period: minute < 45 ? "1H" : minute <= 90 ? "2H" : "ET1",
  minute,
  side: 0,
  player,
  secondary,
});
const sub = (minute: number, off: string, on: string) => home("substitution", minute, off, on);
const kick = (side: 0 | 1, scored: boolean): LawEvent => ({
  type: scored ? "shootout-goal" : "shootout-miss",
  period: "PEN",
  minute: 120,
  side,
});
const codeOf = (events: LawEvent[], options: Parameters<typeof firstViolation>[1] = { lineup }) =>
  firstViolation(events, options)?.code ?? "lawful";

describe("the laws of the game", () => {
  it("books in order: a second yellow needs a first, and sends the player off", () => {
    expect(codeOf([home("second-yellow", 30, "H4")])).toBe("second-yellow-without-yellow");
    expect(codeOf([home("yellow-card", 20, "H4"), home("yellow-card", 60, "H4")])).toBe("already-booked");
    expect(codeOf([home("yellow-card", 20, "H4"), home("second-yellow", 60, "H4")])).toBe("lawful");
    expect(
      codeOf([home("yellow-card", 20, "H4"), home("second-yellow", 60, "H4"), home("goal", 70, "H4")]),
    ).toBe("player-sent-off");
  });

  it("keeps a sent-off or substituted player out of the rest of the match", () => {
    expect(codeOf([home("red-card", 10, "H9"), sub(60, "H9", "H12")])).toBe("player-sent-off");
    expect(codeOf([sub(60, "H9", "H12"), home("yellow-card", 70, "H9")])).toBe("player-substituted-off");
    expect(codeOf([sub(60, "H9", "H12"), home("goal", 70, "H12")])).toBe("lawful");
  });

  it("brings on only a substitute who has not played, for a player on the pitch", () => {
    expect(codeOf([sub(60, "H12", "H13")])).toBe("player-not-on-pitch");
    expect(codeOf([sub(60, "H9", "H2")])).toBe("substitute-already-played");
    expect(codeOf([sub(60, "H9", "Stranger")])).toBe("substitute-not-on-bench");
    expect(codeOf([sub(60, "H9", "H12"), sub(70, "H10", "H12")])).toBe("substitute-already-played");
    expect(codeOf([home("goal", 12, "H14")])).toBe("player-not-on-pitch");
  });

  it("allows five substitutions in three windows, half-time free, and one more in extra time", () => {
    const five = [
      sub(45, "H2", "H12"),
      sub(60, "H3", "H13"),
      sub(60, "H4", "H14"),
      sub(70, "H5", "H15"),
      sub(80, "H6", "H16"),
    ];
    expect(codeOf(five)).toBe("lawful");
    expect(codeOf([...five, sub(85, "H7", "H17")])).toBe("substitution-limit");
    expect(codeOf([...five, sub(100, "H7", "H17")])).toBe("lawful");
    expect(codeOf([...five, sub(100, "H7", "H17"), sub(110, "H8", "H18")])).toBe("substitution-limit");
    const fourWindows = [
      sub(55, "H2", "H12"),
      sub(65, "H3", "H13"),
      sub(75, "H4", "H14"),
      sub(85, "H5", "H15"),
    ];
    expect(codeOf(fourWindows)).toBe("substitution-windows");
    // Without names the counts still hold.
    expect(
      codeOf(
        fourWindows.map(({ player, secondary, ...rest }) => rest),
        {},
      ),
    ).toBe("substitution-windows");
  });

  it("checks players only when the event names them, and infers the pitch without a line-up", () => {
    expect(codeOf([home("goal", 12), home("second-yellow", 20)], {})).toBe("lawful");
    expect(codeOf([home("goal", 12, "Anyone")], {})).toBe("lawful");
    expect(codeOf([home("goal", 12, "Ada"), sub(60, "Bea", "Ada")], {})).toBe("substitute-already-played");
    expect(codeOf([sub(60, "Ada", "Bea"), home("goal", 70, "Ada")], {})).toBe("player-substituted-off");
  });

  it("puts an own goal's scorer on the other side", () => {
    expect(codeOf([home("own-goal", 30, "A4")])).toBe("lawful");
    expect(codeOf([home("own-goal", 30, "H4")])).toBe("player-not-on-pitch");
  });

  it("counts goals, not cancelled ones, towards the final score", () => {
    const goals = [home("goal", 10, "H9"), { ...home("penalty-goal", 20, "H10"), cancelled: true }];
    expect(codeOf(goals, { lineup, score: { goals: [1, 0] } })).toBe("lawful");
    expect(codeOf(goals, { lineup, score: { goals: [2, 0] } })).toBe("score-mismatch");
    expect(codeOf([{ ...home("own-goal", 5, "A2"), side: 1 }], { score: { goals: [0, 1] } })).toBe("lawful");
  });

  it("alternates shoot-out kicks and stops once the shoot-out is decided", () => {
    const decided = [
      kick(1, true),
      kick(0, false),
      kick(1, true),
      kick(0, false),
      kick(1, true),
      kick(0, false),
    ];
    expect(codeOf(decided, { score: { goals: [0, 0], penalties: [0, 3] } })).toBe("lawful");
    expect(codeOf([...decided, kick(1, true)])).toBe("shootout-decided");
    expect(codeOf([kick(0, true), kick(0, true)])).toBe("shootout-out-of-turn");
    expect(codeOf([{ ...kick(0, true), period: "2H" }])).toBe("shootout-not-started");
    expect(codeOf(decided.slice(0, 4), { score: { goals: [0, 0], penalties: [0, 2] } })).toBe(
      "score-mismatch",
    );
  });
});
