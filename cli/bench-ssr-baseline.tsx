// The page bodies of the scores and match screens rendered with renderToString from data
// already in memory: no router loaders, database, document shell or HTTP. The floor that
// server rendering through the whole stack is compared against.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Panel } from "../app/components/competition/panel.tsx";
import { Scoreboard } from "../app/components/competition/scoreboard.tsx";
import { StandingsTable } from "../app/components/league/standings-table.tsx";
import { DateStrip } from "../app/components/match/date-strip.tsx";
import { HeadToHeadPanel } from "../app/components/match/head-to-head.tsx";
import { MatchHeader } from "../app/components/match/match-header.tsx";
import { MatchTimeline } from "../app/components/match/match-timeline.tsx";
import { type PublicConfig, PublicConfigProvider } from "../app/components/shell/public-config.tsx";
import type {
  CompetitionFixtures,
  CompetitionView,
  MatchEventView,
  MatchView,
  StandingRowView,
} from "../app/lib/sports-view.ts";
import { TimeZoneProvider } from "../app/lib/time-zone.tsx";

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

export function renderScores(config: PublicConfig, today: string, fixtures: CompetitionFixtures[]): string {
  return renderToString(
    <MemoryRouter>
      <PublicConfigProvider value={config}>
        <TimeZoneProvider serverTimeZone="UTC">
          <DateStrip today={today} selected={today} live={false} />
          <Scoreboard fixtures={fixtures} serverFavourites="" />
        </TimeZoneProvider>
      </PublicConfigProvider>
    </MemoryRouter>,
  );
}

export function renderMatch(config: PublicConfig, centre: MatchCentre): string {
  const { match, headToHead, table } = centre;
  return renderToString(
    <MemoryRouter>
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
      </PublicConfigProvider>
    </MemoryRouter>,
  );
}
