import { describe, expect, it } from "vitest";
import type { LiveEntry } from "../live/entry.ts";
import { liveEventEntry } from "../live/testing.ts";
import { isNotifiable, messageFor } from "./messages.ts";

const names = { 1: "Harbour", 2: "Valley" };

const entry = (event: Partial<LiveEntry["event"]>, match: Partial<LiveEntry["match"]> = {}) =>
  liveEventEntry({ event, match });

describe("push messages", () => {
  it("names penalties, own goals and a scorer-less goal", () => {
    expect(messageFor(entry({ type: "penalty-goal", playerName: "Ada Stone" }), names, null)?.body).toBe(
      "67' Ada Stone (pen), Harbour",
    );
    expect(messageFor(entry({ type: "own-goal", teamId: 2, playerName: "Al Dee" }), names, null)?.body).toBe(
      "67' Al Dee (own goal), Valley",
    );
    expect(messageFor(entry({ type: "goal" }), names, null)).toMatchObject({
      title: "GOAL! Harbour 2–1 Valley",
      body: "67' Harbour",
      tag: "match-42-7",
    });
  });

  it("sends off on a second yellow and ends a shoot-out with its score", () => {
    expect(
      messageFor(entry({ type: "second-yellow", teamId: 2, playerName: "Bo Reed" }), names, null),
    ).toMatchObject({
      title: "Red card: Valley",
      body: "67' Bo Reed, Valley (second yellow) · Harbour 2–1 Valley",
    });
    const shootOut = entry(
      { type: "period-end", period: "PEN" },
      { status: "finished", period: "PEN", home: 1, away: 1, scores: { p: [4, 3] } },
    );
    expect(messageFor(shootOut, names, null)).toMatchObject({
      title: "Full time: Harbour 1–1 Valley",
      body: "4–3 on penalties",
    });
  });

  it("stays quiet about yellow cards, later kick-offs and corrections of anything but a goal", () => {
    expect(isNotifiable(entry({ type: "yellow-card" }))).toBe(false);
    expect(isNotifiable(entry({ type: "period-start", period: "2H" }))).toBe(false);
    expect(isNotifiable(entry({ type: "period-end", period: "1H" }, { period: "HT" }))).toBe(false);
    const correction = { ...entry({ type: "var" }), kind: "correction" as const, cancelledEventId: 5 };
    const card = { type: "red-card" as const, minute: 60, stoppage: null, playerName: "Bo Reed", teamId: 2 };
    expect(messageFor(correction, names, card)).toBeNull();
  });
});
