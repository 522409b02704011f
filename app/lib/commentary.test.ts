import { describe, expect, it } from "vitest";
import { createCatalogues } from "../../server/platform/i18n.ts";
import { commentaryOf } from "./commentary.ts";
import type { MatchEventView } from "./sports-view.ts";

let id = 0;
const event = (
  type: MatchEventView["type"],
  minute: number,
  fields: Partial<MatchEventView> = {},
): MatchEventView => ({
  id: ++id,
  type,
  period: minute <= 45 ? "1H" : "2H",
  minute,
  stoppage: null,
  side: null,
  playerName: null,
  secondaryPlayerName: null,
  detail: null,
  cancelled: false,
  ...fields,
});
const teams = { home: "Harbour City", away: "Stanmoor" };

describe("the text commentary", () => {
  it("tells each goal with the score it makes, newest first, and the periods with theirs", () => {
    const lines = commentaryOf(
      [
        event("period-start", 0),
        event("goal", 27, { side: "home", playerName: "Ben Ashcroft", secondaryPlayerName: "Tom Reyes" }),
        event("yellow-card", 38, { side: "away", playerName: "Luis Vidal" }),
        event("period-end", 45, { stoppage: 2, period: "1H" }),
        event("own-goal", 61, { side: "away", playerName: "Sam Cole" }),
        event("substitution", 70, {
          side: "away",
          playerName: "Luis Vidal",
          secondaryPlayerName: "Ari Berg",
        }),
        event("penalty-goal", 88, { side: "away", playerName: "Ari Berg" }),
        event("period-end", 90, { stoppage: 4 }),
      ],
      teams,
    );
    expect(lines.map((line) => `${line.minute} ${line.text}`)).toEqual([
      "90+4' Full-time: Harbour City 1–2 Stanmoor.",
      "88' Goal! Ari Berg converts the penalty for Stanmoor. Harbour City 1–2 Stanmoor.",
      "70' Substitution for Stanmoor: Ari Berg comes on for Luis Vidal.",
      "61' Own goal! Sam Cole of Harbour City turns it into their own net. Harbour City 1–1 Stanmoor.",
      "45+2' Half-time: Harbour City 1–0 Stanmoor.",
      "38' Luis Vidal (Stanmoor) is shown a yellow card.",
      "27' Goal! Ben Ashcroft scores for Harbour City, set up by Tom Reyes. Harbour City 1–0 Stanmoor.",
      "0' Kick-off! The match is under way.",
    ]);
    expect(lines.filter((line) => line.key).map((line) => line.minute)).toEqual([
      "90+4'",
      "88'",
      "61'",
      "27'",
    ]);
  });

  it("begins with the kick-off of a match under way whose feed sent none, and says nothing before it starts", () => {
    const yellow = event("yellow-card", 9, { side: "away", playerName: "Luis Vidal" });
    expect(commentaryOf([], teams, { started: true }).map((line) => `${line.minute} ${line.text}`)).toEqual([
      "0' Kick-off! The match is under way.",
    ]);
    expect(commentaryOf([yellow], teams, { started: true }).map((line) => line.minute)).toEqual(["9'", "0'"]);
    // Told once, when the feed sent its own kick-off; and not at all before the match starts.
    expect(commentaryOf([event("period-start", 0), yellow], teams, { started: true })).toHaveLength(2);
    expect(commentaryOf([], teams, { started: false })).toEqual([]);
  });

  it("says a goal ruled out was, and leaves it out of the score; a review and a correction read as such", () => {
    const lines = commentaryOf(
      [
        event("goal", 12, { side: "home", playerName: "Ben Ashcroft", cancelled: true }),
        event("var", 13, { detail: { decision: "cancelled", review: true, reason: "Offside" } }),
        event("red-card", 50, { side: "away", playerName: "Luis Vidal", cancelled: true }),
        event("var", 51, { detail: { decision: "cancelled" } }),
        event("goal", 80, { side: "away", playerName: "Ari Berg" }),
      ],
      teams,
    ).map((line) => line.text);
    expect(lines).toEqual([
      "Goal! Ari Berg scores for Stanmoor. Harbour City 0–1 Stanmoor.",
      "Correction: the previous entry was recorded in error.",
      "Red card! Luis Vidal (Stanmoor) is sent off. It is ruled out.",
      "VAR review: Offside.",
      "Goal! Ben Ashcroft scores for Harbour City. It is ruled out.",
    ]);
  });
});

describe("the text commentary in other languages", () => {
  const catalogues = createCatalogues({ warn: () => {} });
  const goal = event("goal", 27, { side: "home", playerName: "Ben Ashcroft" });

  it("tells each line as a whole sentence of the page's language", () => {
    const [line] = commentaryOf([goal], teams, {}, catalogues.translator("vi"));
    expect(line?.text).toBe("VÀO! Ben Ashcroft ghi bàn cho Harbour City. Harbour City 1–0 Stanmoor.");
  });

  it("keeps the home side's goals first in right-to-left text", () => {
    const [line] = commentaryOf([goal], teams, {}, catalogues.translator("ar"));
    expect(line?.text).toContain("Harbour City \u20661–0\u2069 Stanmoor");
    expect(line?.text).toMatch(/^هدف!/);
  });
});
