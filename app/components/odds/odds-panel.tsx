import type { OddsSelection } from "../../../server/odds/published.ts";
import type { MatchOdds } from "../../../server/odds/view.ts";
import { glossary as g } from "../../lib/glossary.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { formatPrice, type OddsFormat } from "../../lib/odds-format.ts";
import { Panel } from "../competition/panel.tsx";
import { GamblingNotice } from "./gambling-notice.tsx";

const m = defineMessages({
  title: {
    id: "odds.panel.title",
    defaultMessage: "Odds",
    description: "Panel title: the match's betting prices",
  },
  twoWay: {
    id: "odds.market.two-way",
    defaultMessage: "Two-way (draw no bet)",
    description: "Betting market: home or away, stakes returned on a draw; use the glossary's «draw no bet»",
  },
  open: { id: "odds.status.open", defaultMessage: "Open", description: "The match's prices can be taken" },
  suspended: {
    id: "odds.status.suspended",
    defaultMessage: "Suspended",
    description: "Prices paused for a moment (after a goal, a red card)",
  },
  settled: {
    id: "odds.status.settled",
    defaultMessage: "Settled",
    description: "The match is over, bets are paid",
  },
  closed: {
    id: "odds.status.closed",
    defaultMessage: "Closed: all but decided",
    description: "A market no longer priced because its outcome is all but certain",
  },
  won: { id: "odds.result.won", defaultMessage: "Won", description: "A settled selection that won" },
  lost: { id: "odds.result.lost", defaultMessage: "Lost", description: "A settled selection that lost" },
  void: {
    id: "odds.result.void",
    defaultMessage: "Void",
    description: "A settled selection whose stakes are returned",
  },
  atBookmaker: {
    id: "odds.panel.at-bookmaker",
    defaultMessage: "At the bookmaker",
    description: "Link to the market on the bookmaker's site",
  },
  margin: {
    id: "odds.panel.margin",
    defaultMessage: "Margin {margin, number}%.",
    description: "The bookmaker's margin built into the prices, as a percentage",
  },
  paused: {
    id: "odds.panel.paused",
    defaultMessage: "Prices pause after a goal, a red card or a VAR check.",
    description: "Shown while the prices are suspended",
  },
});

const MARKET_TITLES: Record<string, MessageDescriptor> = {
  "1x2": g.fullTimeResult,
  "odd-even": g.oddEven,
  "two-way": m.twoWay,
  "last-team-to-score": g.lastTeamToScore,
};
const STATUS_TEXT = { open: m.open, suspended: m.suspended, settled: m.settled } as const;
const RESULT_TEXT = { won: m.won, lost: m.lost, void: m.void } as const;

function selectionLabel(
  market: string,
  key: string,
  teams: { home: string; away: string },
): MessageDescriptor | string {
  if (market === "odd-even") return key === "odd" ? g.odd : g.even;
  if (key === "none") return g.noGoal;
  if (key === "draw") return g.draw;
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
  const t = useT();
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
        <span className="text-sm font-semibold">{t(RESULT_TEXT[result])}</span>
      ) : (
        <span className="font-mono text-base font-semibold tabular-nums" dir="ltr">
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
  const t = useT();
  const suspended = odds.status === "suspended";
  const titleOf = (market: string) => {
    const title = MARKET_TITLES[market];
    return title ? t(title) : undefined;
  };
  return (
    <Panel
      title={t(m.title)}
      id="odds"
      action={
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            suspended ? "bg-live text-live-fg" : "border border-line text-muted"
          }`}
          data-odds-status={odds.status}
          aria-live="polite"
        >
          {t(STATUS_TEXT[odds.status])}
        </span>
      }
    >
      <div className="divide-y divide-line">
        {odds.markets.map((market) => (
          <section
            key={market.key}
            className="px-3 py-2"
            aria-label={titleOf(market.key)}
            data-market={market.key}
            data-market-status={market.status}
          >
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold">{titleOf(market.key)}</h3>
              {market.status === "closed" ? (
                <span className="text-xs text-muted">{t(m.closed)}</span>
              ) : market.bookmaker_url && odds.status !== "settled" ? (
                <a
                  href={market.bookmaker_url}
                  className="text-xs font-semibold text-accent underline"
                  rel="noopener noreferrer sponsored"
                  target="_blank"
                >
                  {t(m.atBookmaker)}
                </a>
              ) : null}
            </div>
            <ul className="flex gap-2">
              {market.selections.map((selection) => {
                const label = selectionLabel(market.key, selection.key, teams);
                return (
                  <Selection
                    key={selection.key}
                    market={market.key}
                    selection={selection}
                    label={typeof label === "string" ? label : t(label)}
                    format={format}
                    suspended={suspended || market.status === "closed"}
                  />
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <p className="px-3 pb-1 text-[11px] text-muted">
        {t(m.margin, { margin: Math.round(odds.margin * 1000) / 10 })} {suspended ? t(m.paused) : ""}
      </p>
      <GamblingNotice />
    </Panel>
  );
}
