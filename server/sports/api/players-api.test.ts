import { and, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { List } from "../../http/pagination.ts";
import type { MatchCentre } from "../queries/centre.ts";
import { PLAYER_EVENT_TYPES } from "../queries/centre.ts";
import type { PlayerPage } from "../queries/player-page.ts";
import type { CompetitionRef, TopScorer } from "../queries/types.ts";
import { lineupPlayers, matchEvents, matches } from "../schema.ts";
import { demoSportsApiForFile } from "../testing/demo-api.ts";

const { database, get } = demoSportsApiForFile();

/** The league's best scorer whose club has no match in play, so every goal of theirs is in a finished match. */
async function settledScorer() {
  const league = (await get<List<CompetitionRef>>("/competitions?q=premier")).data[0]!;
  const { data: scorers } = await get<{ data: TopScorer[] }>(
    `/competitions/${league.id}/top-scorers?limit=50`,
  );
  const live = await database.db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.status, "live"));
  const playing = new Set(live.flatMap((match) => [match.home, match.away]));
  const scorer = scorers.find((s) => s.playerId !== null && s.team && !playing.has(s.team.id));
  expect(scorer, "a scorer whose club is not playing").toBeDefined();
  return { league, scorer: scorer! };
}

describe("GET /api/players/{id}", () => {
  it("counts a player's goals as their goal events in the season's finished matches, as the top scorers do", async () => {
    const { league, scorer } = await settledScorer();
    const player = await get<PlayerPage>(`/players/${scorer.playerId}`);
    expect(player).toMatchObject({ id: scorer.playerId, name: scorer.name, team: { id: scorer.team!.id } });
    const line = player.seasons.find((season) => season.competition.id === league.id);
    expect(line?.competition.id).toBe(league.id);

    const goals = await database.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(
          eq(matches.seasonId, line!.season.id),
          eq(matches.status, "finished"),
          inArray(matchEvents.type, ["goal", "penalty-goal"]),
          eq(matchEvents.cancelled, false),
          or(
            eq(matchEvents.playerId, scorer.playerId!),
            and(eq(matchEvents.playerName, scorer.name), eq(matchEvents.teamId, scorer.team!.id)),
          ),
        ),
      );
    expect(goals.length).toBeGreaterThan(0);
    expect(line!.goals).toBe(goals.length);
    expect(line!.goals).toBe(scorer.goals);
  });

  it("counts appearances from the line-ups, and from the player's own events where the line-up is unknown", async () => {
    const { league, scorer } = await settledScorer();
    const player = await get<PlayerPage>(`/players/${scorer.playerId}`);
    const line = player.seasons.find((season) => season.competition.id === league.id)!;
    const db = database.db;
    const played = db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.seasonId, line.season.id), eq(matches.status, "finished")));
    const [sheets, starts, cameOn, own] = await Promise.all([
      db
        .selectDistinct({ matchId: lineupPlayers.matchId })
        .from(lineupPlayers)
        .where(and(inArray(lineupPlayers.matchId, played), eq(lineupPlayers.teamId, scorer.team!.id))),
      db
        .select({ matchId: lineupPlayers.matchId })
        .from(lineupPlayers)
        .where(
          and(
            inArray(lineupPlayers.matchId, played),
            eq(lineupPlayers.playerId, scorer.playerId!),
            eq(lineupPlayers.starter, true),
          ),
        ),
      db
        .select({ matchId: matchEvents.matchId })
        .from(matchEvents)
        .where(
          and(
            inArray(matchEvents.matchId, played),
            eq(matchEvents.type, "substitution"),
            eq(matchEvents.secondaryPlayerName, scorer.name),
            eq(matchEvents.teamId, scorer.team!.id),
          ),
        ),
      db
        .select({ matchId: matchEvents.matchId })
        .from(matchEvents)
        .where(
          and(
            inArray(matchEvents.matchId, played),
            eq(matchEvents.cancelled, false),
            // Going off is theirs too: the player of a substitution is the one leaving.
            inArray(matchEvents.type, PLAYER_EVENT_TYPES),
            eq(matchEvents.playerId, scorer.playerId!),
          ),
        ),
    ]);
    const withSheet = new Set(sheets.map((row) => row.matchId));
    const appeared = new Set([
      ...[...starts, ...cameOn].map((row) => row.matchId),
      ...own.map((row) => row.matchId).filter((id) => !withSheet.has(id)),
    ]);
    expect(starts.length).toBeGreaterThan(0);
    expect(line.starts).toBe(starts.length);
    expect(line.appearances).toBe(appeared.size);
  });

  it("adds the competitions up to the totals, and lists the latest matches played, newest first", async () => {
    const { scorer } = await settledScorer();
    const player = await get<PlayerPage>(`/players/${scorer.playerId}`);
    for (const key of [
      "appearances",
      "starts",
      "goals",
      "penalties",
      "assists",
      "yellowCards",
      "redCards",
    ] as const) {
      expect(player.totals[key], key).toBe(player.seasons.reduce((sum, line) => sum + line[key], 0));
    }
    const recent = player.recentMatches;
    expect(recent.length).toBe(Math.min(10, player.totals.appearances));
    const kickoffs = recent.map(({ match }) => match.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort().reverse());
    for (const { match } of recent) expect([match.home.id, match.away.id]).toContain(scorer.team!.id);
    const markedGoals = recent
      .flatMap(({ marks }) => marks)
      .filter((m) => m.type.endsWith("goal") && m.type !== "own-goal");
    expect(markedGoals.length).toBeLessThanOrEqual(player.totals.goals);
  });

  it("gives each recent match the minutes played and the rating the match centre shows", async () => {
    const { scorer } = await settledScorer();
    const player = await get<PlayerPage>(`/players/${scorer.playerId}`);
    const withSheets = player.recentMatches.filter((played) => played.started !== null);
    expect(withSheets.length).toBeGreaterThan(0);
    for (const played of withSheets.slice(0, 3)) {
      const centre = await get<MatchCentre>(`/matches/${played.match.id}`);
      const side = centre.home.id === scorer.team!.id ? "home" : "away";
      const sheet = centre.lineups[side]!;
      const row = [...sheet.starters, ...sheet.bench].find((entry) => entry.name === player.name)!;
      expect(played.rating).toBe(row.rating);
      // A starter who never went off played the whole match; one who came on, from his minute.
      const off = row.marks.find((mark) => ["sub-off", "red-card", "second-yellow"].includes(mark.type));
      const on = row.marks.find((mark) => mark.type === "sub-on");
      const end = ["ET1", "ET2", "PEN"].includes(centre.period ?? "") ? 120 : 90;
      const expected = (off?.minute ?? end) - (played.started ? 0 : (on?.minute ?? end));
      expect(played.minutes).toBe(Math.max(0, expected));
    }
    // The season's minutes are counted only when every appearance had a line-up; the demo keeps recent ones only.
    const appearancesWithout = player.recentMatches.some((played) => played.started === null);
    if (appearancesWithout) expect(player.totals.minutes).toBeNull();
    const counted = withSheets.reduce((sum, played) => sum + (played.minutes ?? 0), 0);
    if (player.totals.minutes !== null) expect(player.totals.minutes).toBeGreaterThanOrEqual(counted);
  });

  it("is 404 player-not-found for an unknown id and 400 invalid-id for a malformed one", async () => {
    const missing = await get<{ error: { code: string } }>("/players/999999", 404);
    expect(missing.error.code).toBe("player-not-found");
    for (const id of ["abc", "0", "1.5", "-3", "99999999999"]) {
      const bad = await get<{ error: { code: string } }>(`/players/${id}`, 400);
      expect(bad.error.code, id).toBe("invalid-id");
    }
  });
});
