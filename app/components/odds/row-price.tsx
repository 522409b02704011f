import { createContext, useContext } from "react";
import type { RowPrice } from "../../../server/odds/row-prices.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useRowPrice } from "../../lib/live/use-row-price.ts";
import { formatPrice, type OddsFormat } from "../../lib/odds-format.ts";

/** What a list page knows of row prices: the fan's format and the live matches' prices. */
export type RowOdds = { format: OddsFormat; prices: Record<number, RowPrice> };

/** Set by pages that show prices on live rows (odds on for the site, not hidden by the fan). */
export const RowOddsContext = createContext<RowOdds | null>(null);

function LockIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      className={`inline size-2.5 fill-current ${className}`}
      focusable="false"
    >
      <path d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}

// Read out at the end of a live row's link, after its teams and score: each starts with its comma.
const m = defineMessages({
  suspended: {
    id: "odds.row.suspended",
    defaultMessage: ", odds suspended",
    description: "Screen readers, end of a live match row's name: prices paused; keep the leading comma",
  },
  prices: {
    id: "odds.row.prices",
    defaultMessage: ", draw no bet odds: {home} {homePrice}, {away} {awayPrice}",
    description:
      "Screen readers, end of a live match row's name: each team's draw no bet price; keep the leading comma",
  },
  closed: {
    id: "odds.row.closed",
    defaultMessage: ", draw no bet closed",
    description:
      "Screen readers, end of a live match row's name: the market is all but decided; keep the leading comma",
  },
});

/** Each price's side, as books head their columns: 1 the home side, 2 the away side. */
const SIDE_MARKS = { home: "1", away: "2" } as const;

/**
 * A live row's two-way (draw no bet) prices, one beside each team and marked with its side; a lock and
 * "–" while suspended, "–" alone once closed (all but decided). The row's link
 * reads the prices out in words.
 */
export function RowPriceColumn({
  matchId,
  live,
  teams,
}: {
  matchId: number;
  live: boolean;
  teams: { home: string; away: string };
}) {
  const t = useT();
  const odds = useContext(RowOddsContext);
  const price = useRowPrice(matchId, odds?.prices[matchId], Boolean(odds) && live);
  if (!odds || !live) return null;
  // The column's room is kept from the first paint: prices that open later move nothing beside them.
  if (!price) return <span aria-hidden className="w-12 shrink-0 self-start" data-row-price-pending />;
  const suspended = price.status === "suspended";
  const priced = price.status === "open";
  const shown = (value: number | null) => (priced ? formatPrice(value, odds.format) : "–");
  return (
    <span
      className="w-12 shrink-0 self-start text-end font-mono text-[11px] leading-[18px] tabular-nums text-muted"
      data-row-price={priced ? `${price.home ?? ""}/${price.away ?? ""}` : ""}
      data-odds-status={price.status}
    >
      <span className="sr-only">
        {suspended
          ? t(m.suspended)
          : priced
            ? t(m.prices, {
                home: teams.home,
                homePrice: shown(price.home),
                away: teams.away,
                awayPrice: shown(price.away),
              })
            : t(m.closed)}
      </span>
      {(["home", "away"] as const).map((side) => {
        const text = shown(price[side]);
        return (
          <span aria-hidden className="flex items-center gap-1" key={side} data-row-price-side={side}>
            {/* At the column's start edge, the lock beside it: a price changing its length ("1.9" to
                "12.5", "–"), or arriving after them in the HTML, moves neither. */}
            <span className={`text-[9px] opacity-70 ${suspended ? "" : "me-auto"}`}>{SIDE_MARKS[side]}</span>
            {suspended ? <LockIcon className="me-auto" /> : null}
            {/* A price that changes is a new one, not the old one moved along by its new length. */}
            <span dir="ltr" key={text}>
              {text}
            </span>
          </span>
        );
      })}
    </span>
  );
}
