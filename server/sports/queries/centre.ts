import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { playerRatings, type RatedEvent } from "../centre/ratings.ts";
import { type MatchStats, type MomentumPoint, momentumOf, settleStats } from "../centre/stats.ts";
import {
  type LineupPosition,
  lineupPlayers,
  type MatchEventType,
  matchEvents,
  matches,
  matchLineups,
  matchStats,
  sports,
  teams,
  timelineColumns,
} from "../schema.ts";
import { getMatch } from "./matches.ts";
import type { MatchDetail, MatchEventView } from "./types.ts";

/** What the timeline records against a player: goals (own goals too), cards and substitutions. */
export const PLAYER_EVENT_TYPES = [
  "goal",
  "penalty-goal",
  "own-goal",
  "yellow-card",
  "second-yellow",
  "red-card",
  "substitution",
] as const satisfies readonly MatchEventType[];

/** What is drawn beside a player's name: the timeline's goals and cards, and coming on or off. */
export const PLAYER_MARK_TYPES = [
  ...PLAYER_EVENT_TYPES.filter((type) => type !== "substitution"),
  "sub-on",
  "sub-off",
] as const;

/** What happened to a player, drawn beside the name: goals, cards, coming on or off. */
export type PlayerMark = {
  type: Exclude<(typeof PLAYER_EVENT_TYPES)[number], "substitution"> | "sub-on" | "sub-off";
  minute: number;
  stoppage: number | null;
};

export type LineupPlayerView = {
  playerId: number | null;
  name: string;
  shirtNumber: number | null;
  position: LineupPosition | null;
  captain: boolean;
  marks: PlayerMark[];
  /** 3.0–10.0 from the match's events and statistics (server/sports/centre/ratings.ts); null when not rated. */
  rating: number | null;
};

export type TeamLineup = {
  teamId: number;
  formation: string | null;
  coach: string | null;
  /** Goalkeeper, defence, midfield, attack: the formation's lines filled in order. */
  starters: LineupPlayerView[];
  bench: LineupPlayerView[];
};

export type ShootoutKick = {
  side: "home" | "away";
  playerName: string | null;
  scored: boolean;
  home: number;
  away: number;
};

export type MatchCentre = MatchDetail & {
  referee: string | null;
  attendance: number | null;
  lineups: { home: TeamLineup | null; away: TeamLineup | null };
  stats: MatchStats | null;
  /** Home pressure minus away pressure per minute (-100 to 100); empty without statistics. */
  momentum: MomentumPoint[];
  shootout: ShootoutKick[];
};

const markTypes = new Set<string>(PLAYER_MARK_TYPES);

/** Marks per player name and side, from the standing events of the timeline. */
export function marksOf(
  events: readonly MatchEventView[],
  side: "home" | "away",
  name: string,
): PlayerMark[] {
  const marks: PlayerMark[] = [];
  for (const event of events) {
    if (event.cancelled || event.period === "PEN") continue;
    const at = { minute: event.minute, stoppage: event.stoppage };
    // An own goal is credited to the other side but belongs to the player who scored it.
    const playerSide = event.type === "own-goal" ? (event.side === "home" ? "away" : "home") : event.side;
    if (playerSide !== side) continue;
    if (event.type === "substitution") {
      if (event.playerName === name) marks.push({ type: "sub-off", ...at });
      if (event.secondaryPlayerName === name) marks.push({ type: "sub-on", ...at });
    } else if (markTypes.has(event.type) && event.playerName === name) {
      marks.push({ type: event.type as PlayerMark["type"], ...at });
    }
  }
  return marks;
}

export function shootoutOf(events: readonly MatchEventView[]): ShootoutKick[] {
  const score = { home: 0, away: 0 };
  return events
    .filter((e) => !e.cancelled && e.side && (e.type === "shootout-goal" || e.type === "shootout-miss"))
    .map((e) => {
      const side = e.side!;
      const scored = e.type === "shootout-goal";
      if (scored) score[side] += 1;
      return { side, playerName: e.playerName, scored, ...score };
    });
}

type RatedMatch = {
  sport: string;
  status: string;
  minute: number | null;
  homeTeamId: number;
  events: readonly RatedEvent[];
};

/** Ratings (`home:Name`) of a football match under way or over, as it stands; none before kick-off or for other sports. */
function ratingsOf(
  match: RatedMatch,
  sheetPlayers: ReadonlyArray<typeof lineupPlayers.$inferSelect>,
  saves: { home: number; away: number } | null,
): Map<string, number | null> {
  if (match.sport !== "football" || (match.status !== "live" && match.status !== "finished"))
    return new Map();
  const last = Math.max(90, ...match.events.map((event) => event.minute));
  return playerRatings({
    players: sheetPlayers.map((row) => ({
      name: row.name,
      side: row.teamId === match.homeTeamId ? "home" : "away",
      position: row.position,
      starter: row.starter,
    })),
    events: match.events,
    minute: match.status === "finished" ? last : (match.minute ?? 0),
    saves,
  });
}

/** Each match's player ratings, as the match centre shows them, for a list of matches (a player's latest). */
export async function matchRatings(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Map<string, number | null>>> {
  if (ids.length === 0) return new Map();
  const wanted = [...ids];
  const [rows, events, sheetPlayers, statRows] = await Promise.all([
    db
      .select({
        id: matches.id,
        status: matches.status,
        minute: matches.minute,
        homeTeamId: matches.homeTeamId,
        sport: sports.slug,
      })
      .from(matches)
      // A match plays its teams' sport.
      .innerJoin(teams, eq(teams.id, matches.homeTeamId))
      .innerJoin(sports, eq(sports.id, teams.sportId))
      .where(inArray(matches.id, wanted)),
    db
      .select({ matchId: matchEvents.matchId, ...timelineColumns })
      .from(matchEvents)
      .where(inArray(matchEvents.matchId, wanted)),
    db.select().from(lineupPlayers).where(inArray(lineupPlayers.matchId, wanted)),
    db.select().from(matchStats).where(inArray(matchStats.matchId, wanted)),
  ]);
  return new Map(
    rows.map((row) => {
      const stats = statRows.filter((stat) => stat.matchId === row.id);
      const home = stats.find((stat) => stat.teamId === row.homeTeamId);
      const away = stats.find((stat) => stat.teamId !== row.homeTeamId);
      const timeline = events
        .filter((event) => event.matchId === row.id)
        .map((event) => ({
          ...event,
          side:
            event.teamId === null
              ? null
              : event.teamId === row.homeTeamId
                ? ("home" as const)
                : ("away" as const),
        }));
      const rated = ratingsOf(
        { ...row, events: timeline },
        sheetPlayers.filter((player) => player.matchId === row.id),
        home && away ? { home: home.saves, away: away.saves } : null,
      );
      return [row.id, rated];
    }),
  );
}

/** The match centre: the match with its officials, line-ups, statistics, momentum and shoot-out. */
export async function getMatchCentre(db: Db, id: number): Promise<MatchCentre | null> {
  const match = await getMatch(db, id);
  if (!match) return null;
  // Statistics move every minute without touching the match row, so these reads are never cached.
  const [[officials], sheets, sheetPlayers, statRows] = await Promise.all([
    db
      .select({ referee: matches.referee, attendance: matches.attendance })
      .from(matches)
      .where(eq(matches.id, id)),
    db.select().from(matchLineups).where(eq(matchLineups.matchId, id)),
    db
      .select()
      .from(lineupPlayers)
      .where(eq(lineupPlayers.matchId, id))
      .orderBy(asc(lineupPlayers.teamId), asc(lineupPlayers.slot)),
    db
      .select()
      .from(matchStats)
      .where(and(eq(matchStats.matchId, id))),
  ]);
  const homeStats = statRows.find((row) => row.teamId === match.home.id);
  const awayStats = statRows.find((row) => row.teamId === match.away.id);
  const ratings = ratingsOf(
    { ...match, homeTeamId: match.home.id },
    sheetPlayers,
    homeStats && awayStats ? { home: homeStats.saves, away: awayStats.saves } : null,
  );
  const lineupOf = (side: "home" | "away"): TeamLineup | null => {
    const teamId = match[side].id;
    const sheet = sheets.find((row) => row.teamId === teamId);
    const rows = sheetPlayers.filter((row) => row.teamId === teamId);
    if (!sheet && rows.length === 0) return null;
    const view = (row: (typeof rows)[number]): LineupPlayerView => ({
      playerId: row.playerId,
      name: row.name,
      shirtNumber: row.shirtNumber,
      position: row.position,
      captain: row.captain,
      marks: marksOf(match.events, side, row.name),
      rating: ratings.get(`${side}:${row.name}`) ?? null,
    });
    return {
      teamId,
      formation: sheet?.formation ?? null,
      coach: sheet?.coach ?? null,
      starters: rows.filter((row) => row.starter).map(view),
      bench: rows.filter((row) => !row.starter).map(view),
    };
  };
  const stats =
    homeStats && awayStats ? settleStats({ home: homeStats, away: awayStats }, match.events) : null;
  return {
    ...match,
    referee: officials?.referee ?? null,
    attendance: officials?.attendance ?? null,
    lineups: { home: lineupOf("home"), away: lineupOf("away") },
    stats,
    momentum: homeStats && awayStats ? momentumOf(homeStats.pressure, awayStats.pressure) : [],
    shootout: shootoutOf(match.events),
  };
}
