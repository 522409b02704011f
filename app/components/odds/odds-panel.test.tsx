// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MatchOdds } from "../../../server/odds/view.ts";
import { OddsPanel } from "./odds-panel.tsx";

/** 4-0 at 72': draw no bet is all but decided, odd or even is still a coin toss. */
const rout: MatchOdds = {
  match_id: 7,
  status: "open",
  margin: 0.05,
  minute: 72,
  score: [4, 0],
  updated_at: "2026-03-14T16:00:00.000Z",
  markets: [
    {
      key: "odd-even",
      status: "open",
      bookmaker_url: "https://bookmaker.example/odd-even",
      selections: [
        { key: "odd", probability: 0.47, price: 2.02 },
        { key: "even", probability: 0.53, price: 1.79 },
      ],
    },
    {
      key: "two-way",
      status: "closed",
      bookmaker_url: "https://bookmaker.example/two-way",
      selections: [
        { key: "home", probability: 0.99998, price: null },
        { key: "away", probability: 0.00002, price: null },
      ],
    },
  ],
};

function render(odds: MatchOdds): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <OddsPanel odds={odds} format="decimal" teams={{ home: "Harbour City", away: "Valley Rovers" }} />,
  );
  return host;
}

describe("the odds panel", () => {
  it("shows a closed market without prices or a bookmaker link, and the others as usual", () => {
    const host = render(rout);
    const closed = host.querySelector("[data-market='two-way']")!;
    expect(closed.getAttribute("data-market-status")).toBe("closed");
    expect(closed.textContent).toContain("Closed: all but decided");
    expect(closed.querySelector("a")).toBeNull();
    expect([...closed.querySelectorAll(".font-mono")].map((price) => price.textContent)).toEqual(["–", "–"]);
    const open = host.querySelector("[data-market='odd-even']")!;
    expect([...open.querySelectorAll(".font-mono")].map((price) => price.textContent)).toEqual([
      "2.02",
      "1.79",
    ]);
    expect(open.querySelector("a")?.textContent).toBe("At the bookmaker");
  });
});
