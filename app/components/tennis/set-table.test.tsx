// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SetTable } from "./set-table.tsx";

describe("tennis set table", () => {
  it("shows sets, games, the loser's tie-break points, the point score and who serves", () => {
    const html = renderToStaticMarkup(
      <SetTable
        home="Aurel Varga"
        away="Hugo Okafor"
        scores={{ s1: [7, 6], s1tb: [7, 5], s2: [3, 4] }}
        sets={[1, 0]}
        point={["30", "AD"]}
        serving="away"
      />,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
    const rows = [...doc.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ["1", "7", "3", "30"],
      ["0", "65", "4", "AD"],
    ]);
    expect(doc.querySelector("[data-serving]")?.closest("tr")?.textContent).toContain("Hugo Okafor");
    expect(doc.querySelectorAll("thead th")).toHaveLength(5);
  });
});
