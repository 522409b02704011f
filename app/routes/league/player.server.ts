import type { RouterContextProvider } from "react-router";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { LIVE_PAGE_SECONDS, SCORES_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch, slimTeam } from "../../lib/slim-views.server.ts";
import { ageOn, isoDateIn, visitorTimeZone } from "../../lib/time.ts";

/** A player's page: the same read as `GET /api/players/{id}`, trimmed to what the page draws. */
export async function loadPlayer(request: Request, context: Readonly<RouterContextProvider>, rawId: string) {
  const { services } = requestScopeOf(context);
  const player = await services.sports.readPlayerPage(entityId(rawId));
  if (!player) throw pageNotFound();
  const live = player.recentMatches.some(({ match }) => match.status === "live");
  // Its numbers move only with the club's matches, whose entries drop the club's pages.
  sharePage(
    context,
    live ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    ...(player.team ? [services.live.pageTags.team(player.team.id)] : []),
  );
  const timeZone = visitorTimeZone(request);
  const competitionNames = new Map(
    player.seasons.map(({ competition }) => [competition.id, competition.name]),
  );
  return {
    timeZone,
    player: {
      ...player,
      // The age today where the fan is; worked out here so the page and its hydration agree.
      age: player.birthDate ? ageOn(player.birthDate, isoDateIn(new Date(), timeZone)) : null,
      team: player.team ? slimTeam(player.team) : null,
      seasons: player.seasons.map(({ competition, season, ...line }) => ({
        ...line,
        competition: slimCompetition(competition),
        season: season.name,
      })),
      basketball: player.basketball
        ? {
            ...player.basketball,
            recent: player.basketball.recent.map((line) => ({ ...line, match: slimMatch(line.match) })),
          }
        : null,
      recentMatches: player.recentMatches.map((played) => ({
        ...played,
        match: slimMatch(played.match),
        competition: competitionNames.get(played.match.competitionId) ?? null,
      })),
    },
  };
}
