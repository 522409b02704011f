import type { OddsSelection } from "../../../server/odds/published.ts";
import type { MatchOdds } from "../../../server/odds/view.ts";
import { formatPrice, type OddsFormat } from "../../lib/odds-format.ts";
import { Panel } from "../competition/panel.tsx";
import { GamblingNotice } from "./gambling-notice.tsx";

const MARKET_TITLES: Record<string, string> = {
  "1x2": "Full-time result (1X2)",
  "odd-even": "Odd or even goals",
  "two-way": "Two-way (draw no bet)",
  "last-team-to-score": "Last team to score",
};
const STATUS_TEXT = { open: "Open", suspended: "Suspended", settled: "Settled" } as const;
const CLOSED_TEXT = "Closed: all but decided";
const RESULT_TEXT = { won: "Won", lost: "Lost", void: "Void" } as const;

function selectionLabel(market: string, key: string, teams: { home: string; away: string }): string {
  if (market === "odd-even") return key === "odd" ? "Odd" : "Even";
  if (key === "none") return "No goal";
  if (key === "draw") return "Draw";
  return key === "home" ? teams.home : teams.away;
}

function Selection({
  market,
  selection,
  label,
  format,
  suspended,
}: {
  market: string;
  selection: OddsSelection;
  label: string;
  format: OddsFormat;
  suspended: boolean;
}) {
  const result = selection.result;
  return (
    <li
      className={`flex min-w-0 flex-1 flex-col items-center rounded-lg border px-2 py-1.5 text-center ${
        result === "won" ? "border-accent bg-accent/10" : "border-line"
      } ${suspended ? "border-dashed bg-raised" : ""}`}
      data-selection={`${market}:${selection.key}`}
      data-price={selection.price ?? ""}
    >
      <span className="w-full truncate text-xs text-muted">{label}</span>
      {result ? (
        <span className="text-sm font-semibold">{RESULT_TEXT[result]}</span>
      ) : (
        <span className="font-mono text-base font-semibold tabular-nums">
          {formatPrice(selection.price, format)}
        </span>
      )}
      <span className="text-[11px] text-muted tabular-nums">{Math.round(selection.probability * 100)}%</span>
    </li>
  );
}

/** The match result and the three in-play markets of a match, with their state, results once settled and bookmaker links. */
export function OddsPanel({
  odds,
  format,
  teams,
}: {
  odds: MatchOdds;
  format: OddsFormat;
  teams: { home: string; away: string };
}) {
  const suspended = odds.status === "suspended";
  return (
    <Panel
      title="Odds"
      id="odds"
      action={
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            suspended ? "bg-live text-live-fg" : "border border-line text-muted"
          }`}
          data-odds-status={odds.status}
          aria-live="polite"
        >
          {STATUS_TEXT[odds.status]}
        </span>
      }
    >
      <div className="divide-y divide-line">
        {odds.markets.map((market) => (
          <section
            key={market.key}
            className="px-3 py-2"
            aria-label={MARKET_TITLES[market.key]}
            data-market={market.key}
            data-market-status={market.status}
          >
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold">{MARKET_TITLES[market.key]}</h3>
              {market.status === "closed" ? (
                <span className="text-xs text-muted">{CLOSED_TEXT}</span>
              ) : market.bookmaker_url && odds.status !== "settled" ? (
                <a
                  href={market.bookmaker_url}
                  className="text-xs font-semibold text-accent underline"
                  rel="noopener noreferrer sponsored"
                  target="_blank"
                >
                  At the bookmaker
                </a>
              ) : null}
            </div>
            <ul className="flex gap-2">
              {market.selections.map((selection) => (
                <Selection
                  key={selection.key}
                  market={market.key}
                  selection={selection}
                  label={selectionLabel(market.key, selection.key, teams)}
                  format={format}
                  suspended={suspended || market.status === "closed"}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="px-3 pb-1 text-[11px] text-muted">
        Margin {Math.round(odds.margin * 1000) / 10}%.{" "}
        {suspended ? "Prices pause after a goal, a red card or a VAR check." : ""}
      </p>
      <GamblingNotice />
    </Panel>
  );
}
