// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import type { StandingRowView, StandingsView, TableZone } from "../../lib/sports-view.ts";
import { StandingsPanel } from "./standings-panel.tsx";

const config = { siteName: "Goalline", siteUrl: "http://localhost", imageHost: null } as PublicConfig;
const zones: TableZone[] = [
  { from: 1, to: 1, kind: "continental", label: "Champions League" },
  { from: 3, to: 3, kind: "relegation", label: "Relegation" },
];

function row(position: number, name: string, extra: Partial<StandingRowView> = {}): StandingRowView {
  return {
    position,
    team: {
      id: position,
      name,
      shortName: name,
      code: name.slice(0, 3).toUpperCase(),
      colors: null,
      crest: null,
    },
    played: 10,
    won: 5,
    drawn: 2,
    lost: 3,
    goalsFor: 15,
    goalsAgainst: 11,
    points: 17,
    form: ["W", "L", "D"],
    live: false,
    adjustment: 0,
    zone: zones.find((zone) => position >= zone.from && position <= zone.to) ?? null,
    ...extra,
  };
}

function render(standings: StandingsView): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <PublicConfigProvider value={config}>
        <StandingsPanel standings={standings} basePath="/league/1" />
      </PublicConfigProvider>
    </MemoryRouter>,
  );
  return host;
}

describe("the standings panel", () => {
  const standings: StandingsView = {
    type: "total",
    live: true,
    zones,
    groups: [
      {
        name: null,
        rows: [
          row(1, "Redcastle Borough", { live: true }),
          row(2, "Fenwick Town", { adjustment: -6, points: 11 }),
          row(3, "Northam County"),
        ],
      },
    ],
    adjustments: [
      {
        team: row(2, "Fenwick Town").team,
        points: -6,
        reason: "Breach of financial rules",
      },
    ],
  };

  it("explains a points deduction under the table and flags the team's line", () => {
    const host = render(standings);
    expect(host.querySelector("[aria-label='Points adjustments']")?.textContent).toContain(
      "Fenwick Town: -6 points (Breach of financial rules)",
    );
    expect(host.querySelector("tr[data-team-id='2']")?.textContent).toContain("*");
  });

  it("marks teams playing now and names the zones in a legend", () => {
    const host = render(standings);
    expect(host.querySelector("tr[data-team-id='1']")?.textContent).toContain("Live");
    expect(host.querySelector("tr[data-team-id='3']")?.textContent).not.toContain("Live");
    expect(host.textContent).toContain("Live table");
    const legend = host.querySelector("[aria-label='Table zones']")?.textContent;
    expect(legend).toContain("Champions League");
    expect(legend).toContain("Relegation");
    expect(host.querySelector("tr[data-team-id='3'] [title='Relegation']")?.textContent).toBe("3");
  });

  it("links the total, home and away tables and marks the one shown", () => {
    const host = render({ ...standings, type: "away" });
    const current = host.querySelector("a[aria-current='true']");
    expect(current?.textContent).toBe("Away");
    expect(current?.getAttribute("href")).toBe("/league/1?tab=standings&type=away");
  });
});
