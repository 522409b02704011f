import { Suspense } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { MatchChat } from "../../components/chat/match-chat.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { Scoreboard } from "../../components/competition/scoreboard.tsx";
import { CentreTabs } from "../../components/match/centre-tabs.tsx";
import { MatchHeader } from "../../components/match/match-header.tsx";
import { MatchTimeline } from "../../components/match/match-timeline.tsx";
import { MomentumGraph } from "../../components/match/momentum-graph.tsx";
import { ReportProblem } from "../../components/match/report-problem.tsx";
import { ShootoutView } from "../../components/match/shootout.tsx";
import { SportsEventJsonLd } from "../../components/match/sports-event-json-ld.tsx";
import { NotifyBell } from "../../components/notify/notify-bell.tsx";
import { MatchOdds } from "../../components/odds/match-odds.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { type CentreNumbers, useLiveCentre } from "../../lib/live/use-live-centre.ts";
import { ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/match";
import { loadMatchCentre } from "./match.server.ts";

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
const QuarterTable = lazyPart(() =>
  import("../../components/basketball/quarter-table.tsx").then((module) => module.QuarterTable),
);
const LiveSetTable = lazyPart(() =>
  import("../../components/tennis/live-set-table.tsx").then((module) => module.LiveSetTable),
);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "match")
    return [...pageMeta(matches, "Match centre"), ...canonical(matches, "/match")];
  const { match } = loaderData;
  const name = `${match.home.name} v ${match.away.name}`;
  const description = `${name}, ${match.competition.name}${
    match.round ? ` ${match.round}` : ""
  }: live score, timeline, line-ups, statistics, head-to-head and standings.`;
  return [
    ...pageMeta(matches, name, description),
    ...canonical(matches, `/match/${match.id}`),
    ...ogImageMeta(matches, `/og/match/${match.id}.png`),
  ];
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadMatchCentre(request, context, params.id);

/** A sent problem report changes nothing on the page: the match centre is not read again for it. */
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formAction?.endsWith("/report") ? false : defaultShouldRevalidate;

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <TimeZoneProvider serverTimeZone={loaderData.timeZone}>
        <PageHeader title="Match centre" subtitle="Pick one of today's matches to follow it" />
        {loaderData.fixtures.length === 0 ? (
          <EmptyState title="No matches today" icon="ball">
            <Link to="/" className="font-semibold text-accent underline">
              Back to the scores
            </Link>
          </EmptyState>
        ) : (
          <Scoreboard fixtures={loaderData.fixtures} serverFavourites="" />
        )}
      </TimeZoneProvider>
    );
  }
  const { match, headToHead, table, timeZone, tab, favourites, highlights, odds, boxScore } = loaderData;
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <SportsEventJsonLd match={match} />
      <h1 className="sr-only">
        {match.home.name} v {match.away.name}
      </h1>
      <div className="space-y-3">
        <MatchHeader
          match={match}
          competition={match.competition}
          venue={match.venue}
          officials={{ referee: match.referee, attendance: match.attendance }}
          star={
            <FavouriteStar
              kind="matches"
              id={match.id}
              name={`${match.home.name} v ${match.away.name}`}
              serverFavourites={favourites}
            />
          }
        />
        {match.status === "scheduled" || match.status === "live" ? (
          <div className="flex justify-end">
            <NotifyBell kind="matches" id={match.id} name={`${match.home.name} v ${match.away.name}`} />
          </div>
        ) : null}
        {highlights.length > 0 ? (
          <Panel title="Highlights">
            <ul className="divide-y divide-line">
              {highlights.map((clip) => (
                <li key={clip.id}>
                  <Link
                    to={`/match-highlight/${clip.id}`}
                    className="flex items-center gap-2 px-3 py-2 text-sm font-medium hover:underline"
                  >
                    <span aria-hidden="true">▶</span>
                    {clip.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        {odds ? (
          <MatchOdds
            matchId={match.id}
            data={odds}
            live={match.status === "live" || match.status === "scheduled"}
            teams={{ home: match.home.shortName, away: match.away.shortName }}
          />
        ) : null}
        <CentreTabs basePath={`/match/${match.id}`} active={tab} />
        {tab === "summary" || tab === "chat" ? (
          <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className={`min-w-0 space-y-3 ${tab === "chat" ? "hidden lg:block" : ""}`}>
              <CentreSection match={match} tab="summary" headToHead={headToHead} table={table} />
            </div>
            <div className={tab === "chat" ? "" : "hidden lg:block"}>
              <MatchChat matchId={match.id} onTab={tab === "chat"} />
            </div>
          </div>
        ) : (
          <CentreSection match={match} tab={tab} headToHead={headToHead} table={table} boxScore={boxScore} />
        )}
        <SharePanel path={`/match/${match.id}`} title={`${match.home.name} v ${match.away.name}`} />
        <ReportProblem matchId={match.id} />
      </div>
    </TimeZoneProvider>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { kind: "match" }>;

function CentreSection({
  match,
  tab,
  headToHead,
  table,
  boxScore,
}: Pick<Loaded, "match" | "tab" | "headToHead" | "table"> & { boxScore?: Loaded["boxScore"] }) {
  const live = useLiveCentre(match.id, match.status === "live", {
    stats: match.stats,
    momentum: match.momentum,
  });
  // Tab and sport parts load on first use; the server waits for them, so only a tab changed in the
  // browser shows this line, for as long as its code takes.
  return (
    <Suspense fallback={<p className="px-3 py-4 text-sm text-muted">Loading…</p>}>
      <CentreContent
        match={match}
        tab={tab}
        headToHead={headToHead}
        table={table}
        boxScore={boxScore}
        {...live}
      />
    </Suspense>
  );
}

function CentreContent({
  match,
  tab,
  headToHead,
  table,
  boxScore,
  stats,
  momentum,
}: Pick<Loaded, "match" | "tab" | "headToHead" | "table"> & {
  boxScore?: Loaded["boxScore"];
} & CentreNumbers) {
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
    </>
  );
}
