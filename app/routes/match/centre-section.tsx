import { Suspense } from "react";
import { Link } from "react-router";
import { Panel } from "../../components/competition/panel.tsx";
import { MatchCommentary } from "../../components/match/match-commentary.tsx";
import { MatchTimeline } from "../../components/match/match-timeline.tsx";
import { MomentumGraph } from "../../components/match/momentum-graph.tsx";
import { ShootoutView } from "../../components/match/shootout.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
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
const LiveSetTable = lazyPart(() =>
  import("../../components/tennis/live-set-table.tsx").then((module) => module.LiveSetTable),
);

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
  // Tab and sport parts load on first use; the server waits for them, so only a tab changed in the
  // browser shows this line, for as long as its code takes.
  return (
    <Suspense fallback={<p className="px-3 py-4 text-sm text-muted">Loading…</p>}>
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
  const [home, away] = [match.home.shortName, match.away.shortName];
  const momentumPanel =
    momentum.length > 0 ? (
      <Panel title="Momentum">
        <MomentumGraph points={momentum} home={home} away={away} />
      </Panel>
    ) : null;
  if (tab === "line-ups") {
    const { home: homeSheet, away: awaySheet } = match.lineups;
    if (!homeSheet || !awaySheet)
      return (
        <EmptyState
          title={match.status === "scheduled" ? "Line-ups are not out yet" : "No line-ups for this match"}
          icon="ball"
        />
      );
    return (
      <Panel title="Line-ups">
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
      <Panel title="Play-by-play">
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
      <Panel title="Box score">
        {boxScore ? (
          <BoxScoreTables box={boxScore} home={match.home.name} away={match.away.name} />
        ) : (
          <p className="px-3 py-4 text-sm text-muted">No box score for this game yet.</p>
        )}
      </Panel>
    );
  }
  if (tab === "stats") {
    return (
      <>
        <Panel title="Statistics">
          {stats ? (
            <MatchStatsTable stats={stats} home={match.home.name} away={match.away.name} />
          ) : (
            <p className="px-3 py-4 text-sm text-muted">No statistics for this match yet.</p>
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
        <Panel title="Head-to-head">
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
            title={table.name ? `Standings · ${table.name}` : "Standings"}
            action={
              <Link
                to={`/league/${match.competition.id}?tab=standings`}
                className="text-xs font-semibold text-accent hover:underline"
              >
                Full table
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
      <Panel title="Score by quarter">
        {match.status === "scheduled" ? (
          <p className="px-3 py-4 text-sm text-muted">The game has not tipped off yet.</p>
        ) : (
          <QuarterTable match={match} />
        )}
      </Panel>
    );
  }
  if (match.sport === "tennis") {
    return (
      <Panel title="Score">
        {match.status === "scheduled" ? (
          <p className="px-3 py-4 text-sm text-muted">The match has not started yet.</p>
        ) : (
          <LiveSetTable match={match} />
        )}
      </Panel>
    );
  }
  return (
    <>
      {match.shootout.length > 0 ? (
        <Panel title="Penalty shoot-out">
          <ShootoutView kicks={match.shootout} home={home} away={away} />
        </Panel>
      ) : null}
      {momentumPanel}
      <Panel title="Timeline">
        <MatchTimeline events={match.events} started={match.status !== "scheduled"} />
      </Panel>
      <Panel title="Commentary">
        <MatchCommentary
          events={match.events}
          home={match.home.name}
          away={match.away.name}
          started={match.status !== "scheduled"}
        />
      </Panel>
    </>
  );
}
