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
