import type { CompetitionFixtures, CompetitionView, MatchView, TeamView } from "./sports-view.ts";

/**
 * The read layer returns rich records; pages need a handful of fields per team and match.
 * Trimming them keeps the HTML and the hydration data small on long lists.
 */
export function slimTeam(team: TeamView): TeamView {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    code: team.code,
    colors: team.colors,
    crest: team.crest,
  };
}

export function slimCompetition(competition: CompetitionView): CompetitionView {
  return {
    id: competition.id,
    name: competition.name,
    shortName: competition.shortName,
    kind: competition.kind,
    country: competition.country,
  };
}

export function slimMatch(match: MatchView): MatchView {
  return {
    id: match.id,
    kickoffAt: match.kickoffAt,
    status: match.status,
    period: match.period,
    minute: match.minute,
    stoppage: match.stoppage,
    // Only a match in play needs it, and only to tick its minute.
    ...(match.status === "live" ? { periodStartedAt: match.periodStartedAt ?? null } : {}),
    home: slimTeam(match.home),
    away: slimTeam(match.away),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    scores: match.scores,
    // Football is the common case: only other sports name theirs, and only live matches carry play.
    ...(match.sport && match.sport !== "football" ? { sport: match.sport } : {}),
    ...(match.status === "live" && match.play ? { play: match.play } : {}),
    winnerTeamId: match.winnerTeamId,
    round: match.round,
  };
}

export function slimFixtures(groups: CompetitionFixtures[]): CompetitionFixtures[] {
  return groups.map((group) => ({
    competition: slimCompetition(group.competition),
    matches: group.matches.map(slimMatch),
  }));
}
