// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MatchEventView } from "../../lib/sports-view.ts";
import { MatchTimeline } from "./match-timeline.tsx";

let nextId = 1;
function event(fields: Partial<MatchEventView> & Pick<MatchEventView, "type" | "minute">): MatchEventView {
  return {
    id: nextId++,
    period: "1H",
    stoppage: null,
    side: "home",
    playerName: null,
    secondaryPlayerName: null,
    detail: null,
    cancelled: false,
    ...fields,
  };
}

/** The timeline's lines as a reader meets them. */
function render(events: MatchEventView[]): HTMLLIElement[] {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<MatchTimeline events={events} />);
  return [...host.querySelectorAll("li")];
}

describe("the match timeline", () => {
  it("strikes through a goal ruled out and says so", () => {
    const [ruledOut, counted] = render([
      event({ type: "goal", minute: 12, playerName: "Ryan Kettley", cancelled: true }),
      event({ type: "goal", minute: 30, playerName: "Ben Whitmore", detail: { score: "1-0" } }),
    ]);
    expect(ruledOut?.querySelector(".line-through")?.textContent).toContain("Ryan Kettley");
    expect(ruledOut?.textContent).toContain("Cancelled");
    expect(counted?.querySelector(".line-through")).toBeNull();
    expect(counted?.textContent).toContain("Ben Whitmore");
    expect(counted?.textContent).toContain("1-0");
  });

  it("shows a referee's video review as VAR and an operator's undo as a correction", () => {
    const [overturned, review, undone, correction] = render([
      event({ type: "goal", minute: 12, playerName: "Ryan Kettley", cancelled: true }),
      event({ type: "var", minute: 13, detail: { decision: "cancelled", reason: "Offside", review: true } }),
      event({ type: "goal", minute: 20, playerName: "Ben Whitmore", cancelled: true }),
      event({ type: "var", minute: 20, detail: { decision: "cancelled", reason: "Undone by the operator" } }),
    ]);
    expect(overturned?.textContent).toContain("Cancelled");
    expect(review?.textContent).toContain("VAR review");
    expect(review?.textContent).toContain("Offside");
    expect(undone?.textContent).toContain("Cancelled");
    expect(correction?.textContent).toContain("Correction");
    expect(correction?.textContent).not.toMatch(/VAR|Undone by the operator/);
  });

  it("shows stoppage time and marks the second half when the feed sends no period events", () => {
    const lines = render([
      event({ type: "yellow-card", minute: 45, stoppage: 2, playerName: "Jamie Fairclough" }),
      event({
        type: "substitution",
        minute: 60,
        period: "2H",
        side: "away",
        playerName: "Out",
        secondaryPlayerName: "In",
      }),
    ]);
    expect(lines[0]?.textContent).toContain("45+2'");
    expect(lines[1]?.textContent).toBe("Second half");
    expect(lines[2]?.textContent).toContain("In for Out");
  });

  it("puts the away side's events on the right", () => {
    const [line] = render([
      event({ type: "red-card", minute: 70, side: "away", playerName: "Tom Hargreaves" }),
    ]);
    expect(line?.className).toContain("flex-row-reverse");
    expect(line?.textContent).toContain("Tom Hargreaves");
  });
});
