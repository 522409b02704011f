// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import type { MatchView } from "../../lib/sports-view.ts";
import { MatchRow } from "./match-row.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each crest drawn is counted: a row drawn again draws its two crests again.
const crests = vi.hoisted(() => ({ drawn: 0 }));
vi.mock("../team/team-crest.tsx", () => ({
  TeamCrest: () => {
    crests.drawn += 1;
    return null;
  },
}));

// The row listens to the page's live stream; here nothing is ever sent on it.
vi.stubGlobal(
  "EventSource",
  class {
    addEventListener() {}
    close() {}
  },
);

const config = { siteName: "Goalline", siteUrl: "http://localhost", apiPath: "/api" } as PublicConfig;
const team = (id: number, name: string) => ({
  id,
  name,
  shortName: name,
  code: name.slice(0, 3),
  colors: null,
  crest: null,
});
const firstHalf: MatchView = {
  id: 7,
  kickoffAt: "2026-12-06T15:00:00.000Z",
  status: "live",
  period: "1H",
  minute: 44,
  stoppage: null,
  periodStartedAt: null,
  home: team(1, "Harbour City"),
  away: team(2, "Valley Rovers"),
  homeScore: 1,
  awayScore: 0,
  scores: {},
  winnerTeamId: null,
  round: null,
};

let unmount = () => {};
afterEach(() => unmount());

/** The page data the row is drawn from, and the way to hand it the next. */
const shown: { first: MatchView | null; set: (next: MatchView) => void } = { first: null, set: () => {} };

function Page() {
  const [match, setMatch] = useState(shown.first!);
  shown.set = setMatch;
  return (
    <ul>
      <MatchRow match={match} />
    </ul>
  );
}

/** One row on a page; `show` hands it the match as the page data has it next. */
async function mountRow(match: MatchView) {
  shown.first = match;
  const router = createMemoryRouter([{ path: "/", Component: Page }]);
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <PublicConfigProvider value={config}>
        <RouterProvider router={router} />
      </PublicConfigProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return {
    container,
    show: (next: MatchView) => act(() => shown.set(next)),
  };
}

describe("a match row's clock", () => {
  it("is a new label when it reads differently, in a column that keeps the row's height", async () => {
    const row = await mountRow(firstHalf);
    const column = row.container.querySelector("[data-clock]")!;
    const before = column.firstElementChild;
    expect(column.textContent).toBe("44'");
    // Stretched to the row: a label that wraps to two lines ("HT" in a narrow language) grows inside
    // it and moves nothing around it.
    expect(column.className).toContain("self-stretch");

    await row.show({ ...firstHalf, period: "HT", minute: 45 });
    expect(column.textContent).toBe("HT");
    expect(row.container.querySelector("[data-clock]")).toBe(column);
    // A label drawn anew is not a shift: the old one did not move, it went.
    expect(column.firstElementChild).not.toBe(before);
  });

  it("ticks without drawing the rest of the row again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-06T15:20:30.000Z"));
      const row = await mountRow({ ...firstHalf, minute: 20, periodStartedAt: "2026-12-06T15:00:00.000Z" });
      const column = row.container.querySelector("[data-clock]")!;
      // Drawn with the minute the page came with, then run on to the time at the store's first tick.
      expect(column.textContent).toBe("20'");
      await act(async () => vi.advanceTimersByTime(0));
      expect(column.textContent).toBe("21'");
      const drawn = crests.drawn;
      expect(drawn).toBeGreaterThanOrEqual(2);

      await act(async () => vi.advanceTimersByTime(60_000));
      expect(column.textContent).toBe("22'");
      expect(row.container.querySelector(".sr-only")?.textContent).toBe(
        "Harbour City v Valley Rovers, 1-0, 22'",
      );
      // The teams were not drawn again for it: a page of live rows redraws its clocks, not its rows.
      expect(crests.drawn).toBe(drawn);
    } finally {
      vi.useRealTimers();
    }
  });
});
