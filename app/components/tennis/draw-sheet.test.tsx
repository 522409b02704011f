// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawSheet } from "./draw-sheet.tsx";

describe("tennis draw sheet", () => {
  it("shows rounds in order, seeds, scores, the winner in bold and unknown places", () => {
    const html = renderToStaticMarkup(
      <DrawSheet
        rounds={[
          {
            name: "Semi-finals",
            ties: [
              {
                home: { name: "Aurel Varga", seed: 1 },
                away: { name: "Hugo Okafor", seed: null },
                score: "7-6 6-4",
                winner: "home",
                href: "/match/1",
              },
              { home: { name: "Bastian Varga", seed: 2 }, away: null, score: "", winner: null },
            ],
          },
          {
            name: "Final",
            ties: [{ home: { name: "Aurel Varga", seed: 1 }, away: null, score: "", winner: null }],
          },
        ]}
      />,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
    expect([...doc.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Semi-finals", "Final"]);
    expect(doc.querySelector(".font-bold")?.textContent).toBe("Aurel Varga[1]");
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("/match/1");
    expect(doc.body.textContent).toContain("To be decided");
  });
});
