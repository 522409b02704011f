import { describe, expect, it } from "vitest";
import type { CompetitionMatches, MatchSummary } from "../queries/types.ts";
import { demoSportsApiForFile } from "../testing/demo-api.ts";

// One shape for every sport: a client reads basketball and tennis with the football it knows.
const { get } = demoSportsApiForFile({ otherSports: true });

const matchesOf = (day: { data: CompetitionMatches[] }) => day.data.flatMap((group) => group.matches);
const sum = (parts: Array<[number, number] | undefined>, side: 0 | 1) =>
  parts.reduce((total, part) => total + (part?.[side] ?? 0), 0);

describe("other sports in the API", () => {
  it("lists the three sports with how many of each are live now", async () => {
    const { data: sports } = await get<{ data: Array<{ slug: string; live: number }> }>("/sports");
    expect(sports.map((sport) => sport.slug)).toEqual(["football", "basketball", "tennis"]);
    for (const sport of sports) {
      const live = matchesOf(await get<{ data: CompetitionMatches[] }>(`/matches/live?sport=${sport.slug}`));
      expect(sport.live, sport.slug).toBe(live.length);
      expect(live.every((match) => match.sport === sport.slug)).toBe(true);
    }
    expect(sports.find((sport) => sport.slug === "tennis")!.live).toBeGreaterThan(0);
    expect(sports.find((sport) => sport.slug === "basketball")!.live).toBeGreaterThan(0);
  });

  it("gives basketball totals that are the sum of its quarters, and no draws", async () => {
    const days = ["2026-03-13", "2026-03-14"];
    const games: MatchSummary[] = [];
    for (const date of days) {
      games.push(
        ...matchesOf(await get<{ data: CompetitionMatches[] }>(`/matches?date=${date}&sport=basketball`)),
      );
    }
    expect(games.length).toBeGreaterThan(0);
    for (const game of games.filter((match) => match.status !== "scheduled")) {
      const parts = Object.entries(game.scores)
        .filter(([key]) => /^(q[1-4]|ot\d+)$/.test(key))
        .map(([, part]) => part);
      expect(Object.keys(game.scores).every((key) => /^(q[1-4]|ot\d+)$/.test(key))).toBe(true);
      expect([sum(parts, 0), sum(parts, 1)]).toEqual([game.homeScore, game.awayScore]);
      if (game.status === "finished") expect(game.homeScore).not.toBe(game.awayScore);
    }
    const live = games.filter((match) => match.status === "live");
    expect(live.every((match) => typeof match.play?.label === "string")).toBe(true);
  });

  it("gives tennis sets won as the score, games per set, and the point and server while live", async () => {
    const live = matchesOf(await get<{ data: CompetitionMatches[] }>("/matches/live?sport=tennis"));
    for (const match of live) {
      expect(match.play?.point?.every((call) => /^(0|15|30|40|AD|\d+)$/.test(call))).toBe(true);
      expect(["home", "away"]).toContain(match.play?.serving);
      expect(match.play).not.toHaveProperty("sim");
      expect(Object.keys(match.scores).every((key) => /^s[1-5](tb)?$/.test(key))).toBe(true);
    }
    const today = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-13&sport=tennis"),
    );
    const finished = today.filter((match) => match.status === "finished");
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      // Sets won, counted independently from the games of each set.
      let [home, away] = [0, 0];
      for (let set = 1; match.scores[`s${set}`]; set++) {
        const [h, a] = match.scores[`s${set}`]!;
        if (h > a) home += 1;
        else away += 1;
      }
      expect([home, away]).toEqual([match.homeScore, match.awayScore]);
      expect(Math.max(home, away)).toBe(2);
      expect(match.winnerTeamId).toBe(home > away ? match.home.id : match.away.id);
    }
  });

  it("refuses a sport filter that is not a slug", async () => {
    const body = await get<{ error: { code: string } }>("/matches/live?sport=Tennis%21", 400);
    expect(body.error.code).toMatch(/^invalid-/);
  });

  it("gives a basketball game's box score whose lines add up to the score", async () => {
    let game: MatchSummary | undefined;
    for (let day = 14; day > 0 && !game; day--) {
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      const games = matchesOf(
        await get<{ data: CompetitionMatches[] }>(`/matches?date=${date}&sport=basketball`),
      );
      game = games.find((match) => match.status === "finished");
    }
    if (!game) throw new Error("no finished game");
    type Line = {
      playerId: number | null;
      name: string;
      points: number;
      rebounds: number;
      assists: number;
      fouls: number;
      fgm: number;
      fga: number;
    };
    type Team = { players: Line[]; totals: Line };
    const box = await get<{ home: Team; away: Team }>(`/matches/${game.id}/box-score`);
    for (const [side, score] of [
      ["home", game.homeScore],
      ["away", game.awayScore],
    ] as const) {
      const team = box[side];
      expect(team.totals.points).toBe(score);
      for (const stat of ["points", "rebounds", "assists", "fouls"] as const) {
        expect(
          team.players.reduce((sum, line) => sum + line[stat], 0),
          `${side} ${stat}`,
        ).toBe(team.totals[stat]);
      }
      expect(team.players.every((line) => line.fgm <= line.fga && line.name.length > 0)).toBe(true);
      expect(team.totals.rebounds).toBeGreaterThan(20);
    }

    // The box score's top scorer's page: his season from the box scores, this game among his latest.
    const top = [...box.home.players].sort((a, b) => b.points - a.points)[0]!;
    expect(top.playerId).not.toBeNull();
    type Season = {
      games: number;
      points: number;
      perGame: { points: number };
      recent: Array<{ match: { id: number }; points: number }>;
    };
    const { basketball } = await get<{ basketball: Season | null }>(`/players/${top.playerId}`);
    expect(basketball).not.toBeNull();
    expect(basketball!.points).toBeGreaterThanOrEqual(top.points);
    expect(basketball!.perGame.points).toBeCloseTo(basketball!.points / basketball!.games, 1);
    expect(basketball!.recent).toHaveLength(Math.min(5, basketball!.games));
    // Where this game is among the latest five, his line there is the box score's.
    const thisGame = basketball!.recent.find((line) => line.match.id === game!.id);
    expect(thisGame === undefined || thisGame.points === top.points).toBe(true);
    const tennis = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-13&sport=tennis"),
    )[0]!;
    const none = await get<{ error: { code: string } }>(`/matches/${tennis.id}/box-score`, 404);
    expect(none.error.code).toBe("not-found");
  });

  it("gives a basketball game's play-by-play in order, named as the box score names, with the running score", async () => {
    type Named = { playerId: number | null; name: string } | null;
    type Line = {
      seq: number;
      period: number;
      clock: number;
      side: "home" | "away";
      kind: string;
      player: Named;
      assist: Named;
      points: number;
      score: { home: number; away: number } | null;
    };
    type Plays = { matchId: number; status: string; plays: Line[] };
    const games = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-11&sport=basketball"),
    );
    const game = games.find((match) => match.status === "finished");
    if (!game) throw new Error("no finished game");
    const { matchId, status, plays } = await get<Plays>(`/matches/${game.id}/plays`);
    expect([matchId, status]).toEqual([game.id, "finished"]);
    expect(plays.map((line) => line.seq)).toEqual(plays.map((_, i) => i));
    expect(plays[0]).toMatchObject({ kind: "period-start", period: 1, player: null, score: null });
    expect(plays.at(-1)).toMatchObject({ kind: "period-end" });
    // The last basket's score is the final score; each basket's score is the one before it plus its points.
    const scoring = plays.filter((line) => line.points > 0);
    expect(scoring.at(-1)!.score).toEqual({ home: game.homeScore, away: game.awayScore });
    expect(plays.filter((line) => line.points === 0).every((line) => line.score === null)).toBe(true);
    // Every named player is the box score's player at that place.
    const box = await get<
      Record<"home" | "away", { players: Array<{ playerId: number | null; name: string }> }>
    >(`/matches/${game.id}/box-score`);
    const boxNames = new Set(
      [...box.home.players, ...box.away.players].map((line) => `${line.playerId}:${line.name}`),
    );
    const named = plays.flatMap((line) => [line.player, line.assist]).filter((player) => player !== null);
    expect(named.length).toBeGreaterThan(100);
    expect(
      named.every((player) => player.playerId !== null && boxNames.has(`${player.playerId}:${player.name}`)),
    ).toBe(true);
    // A live game's play-by-play has reached the quarter its clock shows.
    const live = matchesOf(await get<{ data: CompetitionMatches[] }>("/matches/live?sport=basketball"))[0]!;
    const livePlays = await get<Plays>(`/matches/${live.id}/plays`);
    expect(livePlays.plays.length).toBeGreaterThan(0);
    const lastScore = livePlays.plays.filter((line) => line.score).at(-1)!.score;
    expect(lastScore).toEqual({ home: live.homeScore, away: live.awayScore });

    // A game still to come has none yet.
    const later = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-17&sport=basketball"),
    );
    const toCome = later.find((match) => match.status === "scheduled")!;
    expect(await get<Plays>(`/matches/${toCome.id}/plays`)).toMatchObject({ status: "scheduled", plays: [] });

    // An unknown match is 404 `match-not-found`; a sport without a play-by-play is 422 `not-basketball`.
    for (const id of ["99999999", "abc"]) {
      const missing = await get<{ error: { code: string } }>(`/matches/${id}/plays`, 404);
      expect(missing.error.code).toBe("match-not-found");
    }
    const tennis = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-13&sport=tennis"),
    )[0]!;
    const refused = await get<{ error: { code: string } }>(`/matches/${tennis.id}/plays`, 422);
    expect(refused.error.code).toBe("not-basketball");
  });

  it("finds tennis players and basketball clubs by name, with their matches", async () => {
    const players = await get<{ teams: Array<{ name: string; kind: string }>; matches: unknown[] }>(
      "/search?q=Lindqvist",
    );
    expect(players.teams.length).toBeGreaterThan(0);
    expect(players.teams.every((team) => team.kind === "player" && team.name.endsWith("Lindqvist"))).toBe(
      true,
    );
    expect(players.matches.length).toBeGreaterThan(0);
    const clubs = await get<{ competitions: Array<{ sport: string }> }>("/search?q=Meridian");
    expect(clubs.competitions.map((competition) => competition.sport)).toContain("basketball");
  });

  it("gives a tennis player's ranking and this season's win–loss, the count of their results", async () => {
    type Team = { id: number; kind: string; ranking: number | null; record?: { won: number; lost: number } };
    const found = await get<{ teams: Array<{ id: number }> }>("/search?q=Varga");
    const varga = await get<Team>(`/teams/${found.teams[0]!.id}`);
    // The top seed is the world number one.
    expect(varga).toMatchObject({ kind: "player", ranking: 1 });
    const results = await get<{ data: MatchSummary[] }>(`/teams/${varga.id}/matches?when=results`);
    const won = results.data.filter((match) => match.winnerTeamId === varga.id).length;
    expect(results.data.length).toBeGreaterThan(0);
    expect(varga.record).toEqual({ won, lost: results.data.length - won });
    // A club keeps its shape: no ranking, no record.
    const football = matchesOf(
      await get<{ data: CompetitionMatches[] }>("/matches?date=2026-03-14&sport=football"),
    );
    const club = await get<Team>(`/teams/${football[0]!.home.id}`);
    expect(club.kind).not.toBe("player");
    expect(club.ranking).toBeNull();
    expect(club).not.toHaveProperty("record");
  });
});

describe("each sport's own table", () => {
  type Row = {
    team: { id: number };
    played: number;
    won: number;
    lost: number;
    pct: number;
    gamesBehind: number;
  };
  type Table = { sport: string; groups: Array<{ name: string | null; rows: Row[] }> };
  const competitionOf = async (sport: string, kind: string) => {
    const page = await get<{ data: Array<{ id: number; sport: string; kind: string }> }>(
      "/competitions?limit=100",
    );
    return page.data.find((competition) => competition.sport === sport && competition.kind === kind)!;
  };

  it("ranks a basketball league by wins and losses, the record its results give, like the league page", async () => {
    const league = await competitionOf("basketball", "league");
    const table = await get<Table>(`/competitions/${league.id}/standings`);
    expect(table.sport).toBe("basketball");
    const rows = table.groups.flatMap((group) => group.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).not.toHaveProperty("drawn");
    expect(rows[0]).not.toHaveProperty("goalsFor");
    // Each team's record, counted independently from the league's finished games.
    const results = await get<{ data: MatchSummary[] }>(
      `/competitions/${league.id}/matches?when=results&limit=100`,
    );
    const record = new Map<number, { won: number; lost: number }>();
    for (const game of results.data.filter((match) => match.status === "finished")) {
      const homeWon = game.homeScore! > game.awayScore!;
      for (const [team, won] of [
        [game.home.id, homeWon],
        [game.away.id, !homeWon],
      ] as const) {
        const line = record.get(team) ?? { won: 0, lost: 0 };
        if (won) line.won += 1;
        else line.lost += 1;
        record.set(team, line);
      }
    }
    expect(results.data.length).toBeLessThan(100);
    for (const row of rows) {
      const counted = record.get(row.team.id) ?? { won: 0, lost: 0 };
      expect([row.won, row.lost], `team ${row.team.id}`).toEqual([counted.won, counted.lost]);
      expect(row.played).toBe(row.won + row.lost);
    }
    for (const group of table.groups) {
      const pcts = group.rows.map((row) => row.pct);
      expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
      expect(group.rows[0]!.gamesBehind).toBe(0);
    }
  });

  it("refuses a home or away split for basketball and a table for a draw", async () => {
    const league = await competitionOf("basketball", "league");
    const split = await get<{ error: { code: string } }>(
      `/competitions/${league.id}/standings?type=home`,
      400,
    );
    expect(split.error.code).toBe("invalid-table-type");
    const tennis = (
      await get<{ data: Array<{ id: number; sport: string }> }>("/competitions?limit=100")
    ).data.find((competition) => competition.sport === "tennis")!;
    const draw = await get<{ error: { code: string } }>(`/competitions/${tennis.id}/standings`, 404);
    expect(draw.error.code).toBe("no-table");
  });

  it("keeps football's points table, marked as football", async () => {
    const league = await competitionOf("football", "league");
    const table = await get<Table & { groups: Array<{ rows: Array<{ points: number }> }> }>(
      `/competitions/${league.id}/standings`,
    );
    expect(table.sport).toBe("football");
    expect(table.groups[0]!.rows[0]!.points).toBeGreaterThan(0);
  });
});
