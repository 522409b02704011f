import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RowPrice } from "../../../server/odds/row-prices.ts";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import { RowOddsContext, RowPriceColumn } from "./row-price.tsx";

const config = { siteName: "Goalline", siteUrl: "http://localhost", apiPath: "/api" } as PublicConfig;
const teams = { home: "Harbour City", away: "Valley Rovers" };

/** The row as the server renders it, before any stream is heard. */
function render(price: RowPrice): string {
  return renderToStaticMarkup(
    <PublicConfigProvider value={config}>
      <RowOddsContext.Provider value={{ format: "decimal", prices: { [price.match_id]: price } }}>
        <RowPriceColumn matchId={price.match_id} live teams={teams} />
      </RowOddsContext.Provider>
    </PublicConfigProvider>,
  );
}

describe("a live row's prices", () => {
  it("reads both prices out while draw no bet is open", () => {
    const html = render({ match_id: 3, status: "open", home: 1.18, away: 4.93 });
    expect(html).toContain('data-row-price="1.18/4.93"');
    expect(html).toContain(", draw no bet odds: Harbour City 1.18, Valley Rovers 4.93");
  });

  it("shows no prices and says draw no bet is closed once the match is all but decided", () => {
    const html = render({ match_id: 4, status: "closed", home: null, away: null });
    expect(html).toContain('data-odds-status="closed"');
    expect(html).toContain('data-row-price=""');
    expect(html).toContain(", draw no bet closed");
    expect(html).not.toContain("draw no bet odds");
    // No lock: nothing is paused, there is just nothing left to price.
    expect(html).not.toContain("<svg");
  });
});
