import type { RouterContextProvider } from "react-router";
import type { MatchSummary } from "../../../../server/sports/queries/types.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isoDateIn, visitorTimeZone } from "../../../lib/time.ts";
import { requireCmsPage } from "../cms-access.server.ts";

export type ConsoleListRow = {
  id: number;
  competition: string;
  home: string;
  away: string;
  status: MatchSummary["status"];
  period: MatchSummary["period"];
  minute: number | null;
  stoppage: number | null;
  homeScore: number | null;
  awayScore: number | null;
  kickoffAt: string;
  /** Tennis and basketball read their progress in their own terms (set 2, Q3 4:12). */
  sport: MatchSummary["sport"];
  scores: MatchSummary["scores"];
  play: MatchSummary["play"];
};

/** Matches an operator may pick to score: every live one, then today's still to kick off. */
export async function consoleListLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  await requireCmsPage(context, "matches:write");
  const { sports } = requestScopeOf(context).services;
  const timeZone = visitorTimeZone(request);
  const [live, today] = await Promise.all([
    sports.listLiveMatches(),
    sports.listMatchesByDate({ date: isoDateIn(new Date(), timeZone), tz: timeZone }),
  ]);
  const rowsOf = (groups: typeof live, keep: (match: MatchSummary) => boolean) =>
    groups.flatMap((group) =>
      group.matches.filter(keep).map(
        (match): ConsoleListRow => ({
          id: match.id,
          competition: group.competition.name,
          home: match.home.name,
          away: match.away.name,
          status: match.status,
          period: match.period,
          minute: match.minute,
          stoppage: match.stoppage,
          homeScore: match.homeScore,
          awayScore: match.awayScore,
          kickoffAt: match.kickoffAt,
          sport: match.sport,
          scores: match.scores,
          play: match.play,
        }),
      ),
    );
  const byKickoff = (a: ConsoleListRow, b: ConsoleListRow) =>
    a.kickoffAt.localeCompare(b.kickoffAt) || a.id - b.id;
  return {
    timeZone,
    live: rowsOf(live, () => true).sort(byKickoff),
    upcoming: rowsOf(today, (match) => match.status === "scheduled").sort(byKickoff),
  };
}
