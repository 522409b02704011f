import { footballSummary } from "virtual:lazy-chunks";
import { Suspense } from "react";
import { preloadModule } from "react-dom";
import { Link } from "react-router";
import { Panel } from "../../components/competition/panel.tsx";
import { centreMessages as c } from "../../components/match/match-messages.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { type CentreNumbers, useLiveCentre } from "../../lib/live/use-live-centre.ts";
import type { Route } from "./+types/match";

// What only another tab or another sport draws loads when it is first drawn: a phone opening a
// football match on its summary downloads none of it.
const Pitch = lazyPart(() => import("../../components/match/line-ups.tsx").then((module) => module.Pitch));
const LineupList = lazyPart(() =>
  import("../../components/match/line-ups.tsx").then((module) => module.LineupList),
);
const MatchStatsTable = lazyPart(() =>
  import("../../components/match/match-stats.tsx").then((module) => module.MatchStatsTable),
);
const HeadToHeadPanel = lazyPart(() =>
  import("../../components/match/head-to-head.tsx").then((module) => module.HeadToHeadPanel),
);
const StandingsTable = lazyPart(() =>
  import("../../components/league/standings-table.tsx").then((module) => module.StandingsTable),
);
const BoxScoreTables = lazyPart(() =>
  import("../../components/basketball/box-score.tsx").then((module) => module.BoxScoreTables),
);
const PlayByPlay = lazyPart(() =>
  import("../../components/basketball/play-by-play.tsx").then((module) => module.PlayByPlay),
);
const QuarterTable = lazyPart(() =>
  import("../../components/basketball/quarter-table.tsx").then((module) => module.QuarterTable),
);
// Football's summary (timeline, commentary, shoot-out, momentum) as one file; the statistics tab
// draws its momentum graph from the same file.
const loadSummary = () => import("../../components/match/football-summary.tsx");
const FootballSummary = lazyPart(() => loadSummary().then((module) => module.FootballSummary));
const MomentumGraph = lazyPart(() => loadSummary().then((module) => module.MomentumGraph));
const LiveSetTable = lazyPart(() =>
  import("../../components/tennis/live-set-table.tsx").then((module) => module.LiveSetTable),
);

const m = defineMessages({
  loading: {
    id: "match.centre.loading",
    defaultMessage: "Loading…",
    description: "While a tab's part of the page loads",
  },
  momentum: {
    id: "match.centre.momentum",
    defaultMessage: "Momentum",
    description: "Panel title: which side was on top, minute by minute",
  },
  lineUpsNotOut: { id: "match.centre.line-ups-not-out", defaultMessage: "Line-ups are not out yet" },
  noLineUps: { id: "match.centre.no-line-ups", defaultMessage: "No line-ups for this match" },
  noBoxScore: { id: "match.centre.no-box-score", defaultMessage: "No box score for this game yet." },
  noStatistics: { id: "match.centre.no-statistics", defaultMessage: "No statistics for this match yet." },
  standings: { id: "match.centre.standings", defaultMessage: "Standings", description: "Panel title" },
  standingsOf: {
    id: "match.centre.standings-of",
    defaultMessage: "Standings · {table}",
    description: "Panel title with the table's name (a group, a conference)",
  },
  fullTable: {
    id: "match.centre.full-table",
    defaultMessage: "Full table",
    description: "Link to the competition's standings",
  },
  scoreByQuarter: {
    id: "match.centre.score-by-quarter",
    defaultMessage: "Score by quarter",
    description: "Basketball panel title",
  },
  notTippedOff: {
    id: "match.centre.not-tipped-off",
    defaultMessage: "The game has not tipped off yet.",
    description: "Basketball, before the game",
  },
  score: { id: "match.centre.score", defaultMessage: "Score", description: "Tennis panel title: the sets" },
  notStarted: {
    id: "match.centre.not-started",
    defaultMessage: "The match has not started yet.",
    description: "Tennis, before the match",
  },
});

type Loaded = Extract<Route.ComponentProps["loaderData"], { kind: "match" }>;
/** What the match page hands the centre: the sport's own parts only where the sport has them. */
type CentreData = Pick<Loaded, "match" | "tab" | "headToHead" | "table"> &
  Partial<Pick<Loaded, "boxScore" | "plays">>;

/** The tab's content under the match header: timeline, line-ups, statistics, head-to-head. */
export function CentreSection(data: CentreData) {
  const { match, tab } = data;
  const live = useLiveCentre(
    match.id,
    match.status === "live",
    { stats: match.stats, momentum: match.momentum },
    // The play-by-play is read again with each possession the stream reports.
    { followPlays: tab === "plays" },
  );
  const t = useT();
  // Tab and sport parts load on first use; the server waits for them, so only a tab changed in the
  // browser shows this line, for as long as its code takes.
  return (
    <Suspense fallback={<p className="px-3 py-4 text-sm text-muted">{t(m.loading)}</p>}>
      <CentreContent {...data} {...live} />
    </Suspense>
  );
}

function CentreContent({
  match,
  tab,
  headToHead,
  table,
  boxScore,
  plays,
  stats,
  momentum,
}: CentreData & CentreNumbers) {
  const t = useT();
  const [home, away] = [match.home.shortName, match.away.shortName];
  const momentumPanel =
    momentum.length > 0 ? (
      <Panel title={t(m.momentum)}>
        <MomentumGraph points={momentum} home={home} away={away} />
      </Panel>
    ) : null;
  if (tab === "line-ups") {
    const { home: homeSheet, away: awaySheet } = match.lineups;
    if (!homeSheet || !awaySheet)
      return (
        <EmptyState title={t(match.status === "scheduled" ? m.lineUpsNotOut : m.noLineUps)} icon="ball" />
      );
    return (
      <Panel title={t(c.lineUps)}>
        <Pitch home={homeSheet} away={awaySheet} />
        <div className="grid divide-y divide-line border-t border-line sm:grid-cols-2 sm:divide-x sm:divide-y-0">
          <LineupList lineup={homeSheet} team={match.home.name} />
          <LineupList lineup={awaySheet} team={match.away.name} />
        </div>
      </Panel>
    );
  }
  if (tab === "plays") {
    return (
      <Panel title={t(c.plays)}>
        <PlayByPlay
          plays={plays ?? []}
          home={match.home}
          away={match.away}
          started={match.status !== "scheduled"}
        />
      </Panel>
    );
  }
  if (tab === "stats" && match.sport === "basketball") {
    return (
      <Panel title={t(c.boxScore)}>
        {boxScore ? (
          <BoxScoreTables box={boxScore} home={match.home.name} away={match.away.name} />
        ) : (
          <p className="px-3 py-4 text-sm text-muted">{t(m.noBoxScore)}</p>
        )}
      </Panel>
    );
  }
  if (tab === "stats") {
    return (
      <>
        <Panel title={t(c.statistics)}>
          {stats ? (
            <MatchStatsTable stats={stats} home={match.home.name} away={match.away.name} />
          ) : (
            <p className="px-3 py-4 text-sm text-muted">{t(m.noStatistics)}</p>
          )}
        </Panel>
        {momentumPanel}
      </>
    );
  }
  if (tab === "h2h") {
    const teamIds = [match.home.id, match.away.id];
    return (
      <>
        <Panel title={t(c.headToHead)}>
          {headToHead ? (
            <HeadToHeadPanel
              home={headToHead.home}
              away={headToHead.away}
              meetings={headToHead.meetings}
              totals={headToHead.totals}
            />
          ) : null}
        </Panel>
        {table ? (
          <Panel
            title={table.name ? t(m.standingsOf, { table: table.name }) : t(m.standings)}
            action={
              <Link
                to={`/league/${match.competition.id}?tab=standings`}
                className="text-xs font-semibold text-accent hover:underline"
              >
                {t(m.fullTable)}
              </Link>
            }
          >
            <StandingsTable rows={table.rows} highlight={teamIds} showForm={false} />
          </Panel>
        ) : null}
      </>
    );
  }
  if (match.sport === "basketball") {
    return (
      <Panel title={t(m.scoreByQuarter)}>
        {match.status === "scheduled" ? (
          <p className="px-3 py-4 text-sm text-muted">{t(m.notTippedOff)}</p>
        ) : (
          <QuarterTable match={match} />
        )}
      </Panel>
    );
  }
  if (match.sport === "tennis") {
    return (
      <Panel title={t(m.score)}>
        {match.status === "scheduled" ? (
          <p className="px-3 py-4 text-sm text-muted">{t(m.notStarted)}</p>
        ) : (
          <LiveSetTable match={match} />
        )}
      </Panel>
    );
  }
  // The tab a football match opens on: a hint in the server's HTML fetches its code beside the page's,
  // so the summary is there when the page hydrates.
  if (footballSummary) preloadModule(footballSummary, { as: "script" });
  return (
    <FootballSummary
      events={match.events}
      shootout={match.shootout}
      home={match.home}
      away={match.away}
      started={match.status !== "scheduled"}
      momentumPanel={momentumPanel}
    />
  );
}
