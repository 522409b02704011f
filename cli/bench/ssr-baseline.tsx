// The page bodies of the scores and match screens rendered with renderToString from data
// already in memory: no router loaders, database, document shell or HTTP. The floor that
// server rendering through the whole stack is compared against.

import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Panel } from "../../app/components/competition/panel.tsx";
import { Scoreboard } from "../../app/components/competition/scoreboard.tsx";
import { StandingsTable } from "../../app/components/league/standings-table.tsx";
import { DateStrip } from "../../app/components/match/date-strip.tsx";
import { HeadToHeadPanel } from "../../app/components/match/head-to-head.tsx";
import { MatchHeader } from "../../app/components/match/match-header.tsx";
import { MatchTimeline } from "../../app/components/match/match-timeline.tsx";
import { type PublicConfig, PublicConfigProvider } from "../../app/lib/public-config.tsx";
import type {
  CompetitionFixtures,
  CompetitionView,
  MatchEventView,
  MatchView,
  StandingRowView,
} from "../../app/lib/sports-view.ts";
import { TimeZoneProvider } from "../../app/lib/time-zone.tsx";

export type MatchCentre = {
  match: MatchView & {
    competition: CompetitionView;
    venue: { name: string; city: string | null } | null;
    events: MatchEventView[];
  };
  headToHead: {
    home: MatchView["home"];
    away: MatchView["away"];
    meetings: MatchView[];
    totals: { homeWins: number; draws: number; awayWins: number };
  };
  table: StandingRowView[];
};

/** A data router around the page body, built once so each render measures React alone. */
function renderer(page: ReactNode): () => string {
  const router = createMemoryRouter([{ path: "/", element: page }]);
  return () => renderToString(<RouterProvider router={router} />);
}

export function scoresRenderer(config: PublicConfig, today: string, fixtures: CompetitionFixtures[]) {
  return renderer(
    <PublicConfigProvider value={config}>
      <TimeZoneProvider serverTimeZone="UTC">
        <DateStrip today={today} selected={today} live={false} />
        <Scoreboard fixtures={fixtures} serverFavourites="" />
      </TimeZoneProvider>
    </PublicConfigProvider>,
  );
}

export function matchRenderer(config: PublicConfig, centre: MatchCentre) {
  const { match, headToHead, table } = centre;
  return renderer(
    <PublicConfigProvider value={config}>
      <TimeZoneProvider serverTimeZone="UTC">
        <MatchHeader match={match} competition={match.competition} venue={match.venue} />
        <Panel title="Timeline">
          <MatchTimeline events={match.events} />
        </Panel>
        <Panel title="Head-to-head">
          <HeadToHeadPanel {...headToHead} />
        </Panel>
        <Panel title="Standings">
          <StandingsTable rows={table} highlight={[match.home.id, match.away.id]} showForm={false} />
        </Panel>
      </TimeZoneProvider>
    </PublicConfigProvider>,
  );
}
