import { and, asc, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { type PitchMoment, spanOnPitch } from "../centre/ratings.ts";
import {
  countries,
  lineupPlayers,
  type MatchEventType,
  matchEvents,
  matches,
  players,
  seasons,
  sports,
  teams,
  timelineColumns,
} from "../schema.ts";
import { matchRatings, PLAYER_EVENT_TYPES, type PlayerMark } from "./centre.ts";
import {
  competitionOrder,
  latestSeason,
  loadCompetitions,
  selectMatches,
  toCountryView,
  toSeasonRef,
  toTeamRef,
} from "./refs.ts";
import { involves } from "./teams.ts";
import type { CompetitionRef, CountryView, MatchSummary, SeasonRef, TeamRef } from "./types.ts";

const RECENT = 10;

export type PlayerSeasonLine = {
  competition: CompetitionRef;
  season: SeasonRef;
  appearances: number;
  starts: number;
  /** Minutes on the pitch, from the line-ups and substitutions; null when an appearance has no line-up to count them by. */
  minutes: number | null;
  /** Penalties included, own goals not: what the competition's top scorers count. */
  goals: number;
  penalties: number;
  assists: number;
  yellowCards: number;
  /** Straight reds and second yellows: every sending-off. */
  redCards: number;
};

export type PlayerTotals = Omit<PlayerSeasonLine, "competition" | "season">;

export type PlayerMatch = {
  match: MatchSummary;
  /** Null when the club's line-up for the match is unknown. */
  started: boolean | null;
  /** Minutes on the pitch; null without a line-up. */
  minutes: number | null;
  marks: PlayerMark[];
  /** The match rating (server/sports/centre/ratings.ts); null when not rated. */
  rating: number | null;
};

/** A basketball player's season from the box scores: totals, per-game averages and the latest games. */
export type BasketballSeason = {
  games: number;
  points: number;
  rebounds: number;
  assists: number;
  /** One decimal, as box scores print them. */
  perGame: { points: number; rebounds: number; assists: number };
  recent: Array<{ match: MatchSummary; points: number; rebounds: number; assists: number }>;
};

export type PlayerPage = {
  id: number;
  name: string;
  shirtNumber: number | null;
  position: "GK" | "DF" | "MF" | "FW" | null;
  /** YYYY-MM-DD, or null when not known. */
  birthDate: string | null;
  nationality: CountryView | null;
  team: TeamRef | null;
  seasons: PlayerSeasonLine[];
  totals: PlayerTotals;
  recentMatches: PlayerMatch[];
  /** Basketball's numbers, from the box scores; null for other sports. */
  basketball: BasketballSeason | null;
};

// A match that has not kicked off has no appearances; every other state may hold events.
const NOT_PLAYED = ["scheduled", "postponed", "cancelled"] as const;
const TYPES: MatchEventType[] = [...PLAYER_EVENT_TYPES];

const emptyTotals = (): PlayerTotals => ({
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  penalties: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
});

/** The current season of every competition the club has played in. */
async function currentSeasons(db: Db, teamId: number) {
  const played = alias(seasons, "played");
  const competitionIds = db
    .selectDistinct({ id: played.competitionId })
    .from(matches)
    .innerJoin(played, eq(played.id, matches.seasonId))
    .where(involves(teamId));
  const rows = await db.select().from(seasons).where(inArray(seasons.competitionId, competitionIds));
  const byCompetition = Map.groupBy(rows, (row) => row.competitionId);
  return [...byCompetition.values()].flatMap((list) => latestSeason(list) ?? []);
}

/**
 * A basketball player's season: the club's games of its current seasons with a box score, the
 * player's line in each (his place in the roster, the squad in the order it was entered, as the box
 * score keeps it), games counted where he has a number on his line.
 */
async function basketballSeason(db: Db, teamId: number, playerId: number): Promise<BasketballSeason> {
  const current = await currentSeasons(db, teamId);
  const [roster, games] = await Promise.all([
    db.select({ id: players.id }).from(players).where(eq(players.teamId, teamId)).orderBy(asc(players.id)),
    current.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: matches.id, box: matches.boxScore, home: matches.homeTeamId })
          .from(matches)
          .where(
            and(
              involves(teamId),
              inArray(
                matches.seasonId,
                current.map((season) => season.id),
              ),
              notInArray(matches.status, [...NOT_PLAYED]),
            ),
          )
          .orderBy(desc(matches.kickoffAt), desc(matches.id)),
  ]);
  const place = roster.findIndex((row) => row.id === playerId);
  const lines = games.flatMap((game) => {
    const line = game.box?.[game.home === teamId ? "home" : "away"].players.find((l) => l.player === place);
    if (!line || line.points + line.fga + line.fta + line.rebounds + line.assists + line.fouls === 0)
      return [];
    return [{ matchId: game.id, points: line.points, rebounds: line.rebounds, assists: line.assists }];
  });
  const sum = (key: "points" | "rebounds" | "assists") => lines.reduce((total, line) => total + line[key], 0);
  const perGame = (key: "points" | "rebounds" | "assists") =>
    lines.length === 0 ? 0 : Math.round((sum(key) / lines.length) * 10) / 10;
  const latest = lines.slice(0, 5);
  const summaries = latest.length
    ? new Map(
        (
          await selectMatches(db, {
            where: inArray(
              matches.id,
              latest.map((line) => line.matchId),
            ),
          })
        ).map((match) => [match.id, match]),
      )
    : new Map<number, MatchSummary>();
  return {
    games: lines.length,
    points: sum("points"),
    rebounds: sum("rebounds"),
    assists: sum("assists"),
    perGame: { points: perGame("points"), rebounds: perGame("rebounds"), assists: perGame("assists") },
    recent: latest.flatMap(({ matchId, ...line }) => {
      const match = summaries.get(matchId);
      return match ? [{ match, ...line }] : [];
    }),
  };
}

/**
 * A player's page: the player and club, this season's numbers in each competition (ordered as
 * `locale` names and orders them) and the latest matches played. Events are read through the
 * club's matches, so those written by name only (live feeds) count as the competition's top
 * scorers count them: by name and club.
 */
export async function readPlayerPage(
  db: Db,
  id: number,
  locale: Locale = SOURCE_LOCALE,
): Promise<PlayerPage | null> {
  const [row] = await db
    .select({ player: players, team: teams, nationality: countries })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(countries, eq(countries.id, players.nationalityId))
    .where(eq(players.id, id));
  if (!row) return null;
  const { player, team, nationality } = row;
  const page: PlayerPage = {
    id: player.id,
    name: player.name,
    shirtNumber: player.shirtNumber,
    position: player.position,
    birthDate: player.birthDate,
    nationality: nationality ? toCountryView(nationality) : null,
    team: team ? toTeamRef(team) : null,
    seasons: [],
    totals: emptyTotals(),
    recentMatches: [],
    basketball: null,
  };
  if (!team) return page;
  const [sport] = await db.select({ slug: sports.slug }).from(sports).where(eq(sports.id, team.sportId));
  if (sport?.slug === "basketball") {
    page.basketball = await basketballSeason(db, team.id, player.id);
    return page;
  }

  const current = await currentSeasons(db, team.id);
  if (current.length === 0) return page;
  const played = await db
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      status: matches.status,
      minute: matches.minute,
      period: matches.period,
    })
    .from(matches)
    .where(
      and(
        involves(team.id),
        inArray(
          matches.seasonId,
          current.map((season) => season.id),
        ),
        notInArray(matches.status, [...NOT_PLAYED]),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id));
  if (played.length === 0) return page;
  const matchIds = played.map((match) => match.id);
  const [events, sheets, competitions] = await Promise.all([
    db
      .select({ matchId: matchEvents.matchId, ...timelineColumns })
      .from(matchEvents)
      .where(
        and(
          inArray(matchEvents.matchId, matchIds),
          eq(matchEvents.cancelled, false),
          inArray(matchEvents.type, TYPES),
          or(
            eq(matchEvents.playerId, id),
            eq(matchEvents.playerName, player.name),
            eq(matchEvents.secondaryPlayerName, player.name),
          ),
        ),
      )
      .orderBy(matchEvents.matchId, matchEvents.minute, matchEvents.id),
    db
      .select({
        matchId: lineupPlayers.matchId,
        playerId: lineupPlayers.playerId,
        name: lineupPlayers.name,
        starter: lineupPlayers.starter,
      })
      .from(lineupPlayers)
      .where(and(inArray(lineupPlayers.matchId, matchIds), eq(lineupPlayers.teamId, team.id))),
    loadCompetitions(
      db,
      current.map((season) => season.competitionId),
    ),
  ]);

  const isPlayer = (playerId: number | null, name: string | null) =>
    playerId === id || (playerId === null && name === player.name);
  const marksByMatch = new Map<number, PlayerMark[]>();
  const assistsByMatch = new Map<number, number>();
  for (const event of events) {
    const at = { minute: event.minute, stoppage: event.stoppage };
    const marks = marksByMatch.get(event.matchId) ?? [];
    const ours = event.teamId === team.id;
    if (event.type === "substitution") {
      if (ours && isPlayer(event.playerId, event.playerName)) marks.push({ type: "sub-off", ...at });
      if (ours && event.secondaryPlayerName === player.name) marks.push({ type: "sub-on", ...at });
    } else if (event.type === "own-goal") {
      // Credited to the other side, but the player's own.
      if (!ours && isPlayer(event.playerId, event.playerName)) marks.push({ type: "own-goal", ...at });
    } else if (ours && isPlayer(event.playerId, event.playerName)) {
      marks.push({ type: event.type as PlayerMark["type"], ...at });
    } else if (ours && event.secondaryPlayerName === player.name && event.type.endsWith("goal")) {
      assistsByMatch.set(event.matchId, (assistsByMatch.get(event.matchId) ?? 0) + 1);
    }
    if (marks.length > 0) marksByMatch.set(event.matchId, marks);
  }
  const sheetMatches = new Set(sheets.map((sheet) => sheet.matchId));
  const starters = new Set(
    sheets.filter((sheet) => sheet.starter && isPlayer(sheet.playerId, sheet.name)).map((s) => s.matchId),
  );
  // With a line-up, a player appears by starting or coming on; without one, by any event of theirs.
  const appeared = (matchId: number) => {
    const marks = marksByMatch.get(matchId) ?? [];
    if (sheetMatches.has(matchId)) return starters.has(matchId) || marks.some((m) => m.type === "sub-on");
    return marks.length > 0 || assistsByMatch.has(matchId);
  };

  // On the pitch from kick-off or coming on, to going off, a sending-off or the end (the minute now, live).
  const minutesIn = (match: (typeof played)[number]): number | null => {
    if (!sheetMatches.has(match.id)) return null;
    const end =
      match.status === "live"
        ? (match.minute ?? 0)
        : match.period === "ET1" || match.period === "ET2" || match.period === "PEN"
          ? 120
          : 90;
    const moments = (marksByMatch.get(match.id) ?? []).flatMap((mark): PitchMoment[] =>
      mark.type === "sub-on"
        ? [{ minute: mark.minute, kind: "on" }]
        : mark.type === "sub-off" || mark.type === "red-card" || mark.type === "second-yellow"
          ? [{ minute: mark.minute, kind: "off" }]
          : [],
    );
    const span = spanOnPitch(starters.has(match.id), moments, end);
    return span ? Math.max(0, span[1] - span[0]) : 0;
  };
  const minutesByMatch = new Map(played.map((match) => [match.id, minutesIn(match)]));

  const lines = new Map(current.map((season) => [season.id, emptyTotals()]));
  const appearances: number[] = [];
  for (const match of played) {
    const line = lines.get(match.seasonId)!;
    const marks = marksByMatch.get(match.id) ?? [];
    const count = (...types: PlayerMark["type"][]) => marks.filter((m) => types.includes(m.type)).length;
    line.goals += count("goal", "penalty-goal");
    line.penalties += count("penalty-goal");
    line.assists += assistsByMatch.get(match.id) ?? 0;
    line.yellowCards += count("yellow-card");
    line.redCards += count("red-card", "second-yellow");
    if (!appeared(match.id)) continue;
    line.appearances += 1;
    const minutes = minutesByMatch.get(match.id) ?? null;
    line.minutes = line.minutes === null || minutes === null ? null : line.minutes + minutes;
    if (starters.has(match.id)) line.starts += 1;
    appearances.push(match.id);
  }

  const order = competitionOrder(locale);
  page.seasons = current
    .flatMap((season) => {
      const competition = competitions.get(season.competitionId);
      const line = lines.get(season.id)!;
      if (!competition || (line.appearances === 0 && line.goals === 0)) return [];
      return [{ competition, season: toSeasonRef(season), ...line }];
    })
    .sort((a, b) => order(a.competition, b.competition));
  for (const line of page.seasons) {
    const { minutes, ...counts } = line;
    for (const key of Object.keys(counts) as Exclude<keyof PlayerTotals, "minutes">[]) {
      if (key in page.totals) page.totals[key] += line[key];
    }
    page.totals.minutes =
      page.totals.minutes === null || minutes === null ? null : page.totals.minutes + minutes;
  }

  const recentIds = appearances.slice(0, RECENT);
  if (recentIds.length === 0) return page;
  const [recent, ratings] = await Promise.all([
    selectMatches(db, { where: inArray(matches.id, recentIds) }),
    matchRatings(db, recentIds),
  ]);
  const summaries = new Map(recent.map((match) => [match.id, match]));
  page.recentMatches = recentIds.flatMap((matchId) => {
    const match = summaries.get(matchId);
    if (!match) return [];
    const started = sheetMatches.has(matchId) ? starters.has(matchId) : null;
    const side = match.home.id === team.id ? "home" : "away";
    return [
      {
        match,
        started,
        minutes: minutesByMatch.get(matchId) ?? null,
        marks: marksByMatch.get(matchId) ?? [],
        rating: ratings.get(matchId)?.get(`${side}:${player.name}`) ?? null,
      },
    ];
  });
  return page;
}
