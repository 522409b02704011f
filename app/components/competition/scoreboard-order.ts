import type { Favourites } from "../../lib/favourites.ts";
import type { CompetitionFixtures, MatchView } from "../../lib/sports-view.ts";

const followed = (favourites: Favourites, match: MatchView) =>
  favourites.matches.includes(match.id) ||
  favourites.teams.includes(match.home.id) ||
  favourites.teams.includes(match.away.id);

/**
 * The day's matches as the scoreboard lists them: `pinned` holds the competitions, starred ones first;
 * `yours` the visitor's matches (starred, or of their teams). With `mine` only what they follow is
 * kept: whole favourite competitions, and elsewhere only followed matches.
 */
export function scoreboardOrder(
  fixtures: CompetitionFixtures[],
  favourites: Favourites,
  mine: boolean,
): { pinned: CompetitionFixtures[]; yours: MatchView[] } {
  const pinnedCompetition = (group: CompetitionFixtures) =>
    favourites.competitions.includes(group.competition.id);
  const ordered = [...fixtures.filter(pinnedCompetition), ...fixtures.filter((g) => !pinnedCompetition(g))];
  const yours = fixtures.flatMap((group) => group.matches.filter((match) => followed(favourites, match)));
  if (!mine) return { pinned: ordered, yours };
  const kept = ordered
    .map((group) =>
      pinnedCompetition(group)
        ? group
        : { ...group, matches: group.matches.filter((match) => followed(favourites, match)) },
    )
    .filter((group) => group.matches.length > 0);
  return { pinned: kept, yours: [] };
}
