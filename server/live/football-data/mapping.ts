import type { LineupPosition, MatchPeriod, MatchStatus } from "../../sports/schema.ts";
import type { MatchCentreFacts } from "../../sports/service.ts";
import type { LiveEventInput } from "../input.ts";

/** The parts of a football-data.org v4 match resource we read. */
export type FdMatch = {
  id: number;
  utcDate: string;
  status: string;
  minute?: number | string | null;
  homeTeam: FdTeam;
  awayTeam: FdTeam;
  /** Plans with line-ups and officials only; any of these may be missing. */
  referees?: Array<{ name?: string | null; type?: string | null }> | null;
  attendance?: number | null;
  score: {
    duration?: "REGULAR" | "EXTRA_TIME" | "PENALTY_SHOOTOUT";
    fullTime: { home: number | null; away: number | null };
    halfTime: { home: number | null; away: number | null };
  };
};

type FdPlayer = { name?: string | null; position?: string | null; shirtNumber?: number | null };

/** A side of a v4 match; line-up, coach, formation and statistics come with richer plans. */
export type FdTeam = {
  id: number;
  name: string;
  shortName?: string | null;
  tla?: string | null;
  coach?: { name?: string | null } | null;
  formation?: string | null;
  lineup?: FdPlayer[] | null;
  bench?: FdPlayer[] | null;
  statistics?: Record<string, number | null | undefined> | null;
};

export type Observed = {
  status: MatchStatus;
  period: MatchPeriod | null;
  home: number;
  away: number;
  /** The half-time score once the feed has it: splits a poll's goals between the halves. */
  ht?: [number, number];
};

/**
 * v4 statuses to ours. `score.fullTime` is the running score from kickoff;
 * `halfTime` is filled at the break, which tells the halves apart.
 */
export function observe(match: FdMatch): Observed | null {
  const home = match.score.fullTime.home ?? 0;
  const away = match.score.fullTime.away ?? 0;
  const secondHalf = match.score.halfTime.home !== null;
  const ht: [number, number] | undefined = secondHalf
    ? [match.score.halfTime.home ?? 0, match.score.halfTime.away ?? 0]
    : undefined;
  const duration = match.score.duration ?? "REGULAR";
  switch (match.status) {
    case "SCHEDULED":
    case "TIMED":
      return { status: "scheduled", period: null, home: 0, away: 0 };
    case "IN_PLAY":
    case "LIVE":
      if (duration === "PENALTY_SHOOTOUT") return { status: "live", period: "PEN", home, away };
      if (duration === "EXTRA_TIME") return { status: "live", period: "ET1", home, away };
      return { status: "live", period: secondHalf ? "2H" : "1H", home, away, ht };
    case "PAUSED":
      return { status: "live", period: duration === "REGULAR" ? "HT" : "ETHT", home, away, ht };
    case "EXTRA_TIME":
      return { status: "live", period: "ET1", home, away };
    case "PENALTY_SHOOTOUT":
      return { status: "live", period: "PEN", home, away };
    case "FINISHED":
      return {
        status: "finished",
        period: duration === "REGULAR" ? "FT" : duration === "EXTRA_TIME" ? "AET" : "PEN",
        home,
        away,
        ht,
      };
    default:
      // POSTPONED, SUSPENDED, CANCELLED, AWARDED: not match events; the importer records them.
      return null;
  }
}

/** Our side of the comparison: the match as stored, and how many of the feed's goals were taken back. */
export type Ours = {
  status: MatchStatus;
  period: MatchPeriod | null;
  home: number;
  away: number;
  homeTeamId: number;
  awayTeamId: number;
  retracted: { home: number; away: number };
  /** Timeline id of each side's latest standing goal from this feed, for a correction. */
  lastGoal: { home: number | null; away: number | null };
};

export type FeedEvent = { sourceEventId: string; event: LiveEventInput };

type Played = "1H" | "2H" | "ET1" | "PEN";
const bounds: Record<Played, [number, number]> = {
  "1H": [0, 45],
  "2H": [45, 90],
  ET1: [90, 105],
  PEN: [90, 130],
};
const order: Array<MatchPeriod | null> = [null, "1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN", "FT", "AET"];
const rank = (period: MatchPeriod | null) => order.indexOf(period);

/**
 * Turns the difference between a poll and our state into events with stable
 * ids, so the same poll twice changes nothing.
 */
export function diff(fdId: number, ours: Ours, seen: Observed, minute: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  const id = (suffix: string) => `${fdId}:${suffix}`;
  const at = (period: Played) => {
    const [low, high] = bounds[period];
    return Math.min(high, Math.max(low, minute));
  };
  let period = ours.period;
  const step = (
    to: MatchPeriod,
    kind: "start" | "end",
    played: "1H" | "2H" | "ET1" | "PEN",
    extra: Partial<LiveEventInput> = {},
  ) => {
    events.push({
      sourceEventId: id(`${kind}:${played}`),
      event: {
        type: kind === "start" ? "period-start" : "period-end",
        period: played,
        minute: kind === "start" ? at(played === "PEN" ? "PEN" : played) : at(played),
        ...extra,
      },
    });
    period = to;
  };
  if (seen.status === "scheduled") return events;
  if (ours.status === "scheduled") step("1H", "start", "1H");
  const score = { home: ours.home, away: ours.away };
  const goalsUpTo = (target: { home: number; away: number }, played: Played) => {
    for (const [side, team] of [
      ["home", ours.homeTeamId],
      ["away", ours.awayTeamId],
    ] as const) {
      for (let n = score[side] + 1; n <= target[side]; n++) {
        events.push({
          sourceEventId: id(`goal:${side}:${n}:${ours.retracted[side]}`),
          event: { type: "goal", teamId: team, period: played, minute: at(played) },
        });
      }
      score[side] = Math.max(score[side], target[side]);
    }
  };
  if (period === "1H" && seen.ht) {
    goalsUpTo({ home: seen.ht[0], away: seen.ht[1] }, "1H");
    step("HT", "end", "1H");
  }
  if (rank(seen.period) >= rank("2H") && period === "HT") step("2H", "start", "2H");
  const playing: Played = period === "2H" ? "2H" : period === "ET1" ? "ET1" : period === "PEN" ? "PEN" : "1H";
  goalsUpTo(seen, playing);
  for (const side of ["home", "away"] as const) {
    const latest = ours.lastGoal[side];
    if (seen[side] < ours[side] && latest !== null) {
      events.push({
        sourceEventId: id(`cancel:${side}:${ours[side]}:${ours.retracted[side]}`),
        event: {
          type: "correction",
          cancelsEventId: latest,
          minute: at(playing),
          period: playing,
          reason: "Score corrected by the feed",
        },
      });
    }
  }
  if (seen.status === "finished" && seen.period === "FT" && period === "2H") step("FT", "end", "2H");
  else if (rank(seen.period) >= rank("ET1") && period === "2H") {
    step("2H", "end", "2H", { next: "ET" });
    step("ET1", "start", "ET1");
  }
  return events;
}

/** v4 names positions in words, broadly ("Defence") or finely ("Centre-Back", "Left Winger"). */
export function positionOf(position: string | null | undefined): LineupPosition | null {
  const text = (position ?? "").toLowerCase();
  if (text.includes("goalkeeper")) return "GK";
  if (text.includes("midfield")) return "MF";
  if (/back|defen[cs]e|defender/.test(text)) return "DF";
  if (/offence|attack|forward|striker|wing/.test(text)) return "FW";
  return null;
}

const rankOf: Record<LineupPosition, number> = { GK: 0, DF: 1, MF: 2, FW: 3 };

function lineupOf(team: FdTeam): NonNullable<MatchCentreFacts["lineups"]>["home"] {
  const starters = (team.lineup ?? []).filter((player) => player.name);
  if (starters.length === 0) return null;
  const view = (player: FdPlayer) => ({
    name: player.name!,
    shirtNumber: player.shirtNumber ?? null,
    position: positionOf(player.position),
  });
  return {
    formation: team.formation ?? null,
    coach: team.coach?.name ?? null,
    // The sheet reads goalkeeper to attack, so the pitch view can fill the formation's lines.
    starters: starters.map(view).sort((a, b) => rankOf[a.position ?? "MF"] - rankOf[b.position ?? "MF"]),
    bench: (team.bench ?? []).filter((player) => player.name).map(view),
  };
}

function statsOf(team: FdTeam) {
  const raw = team.statistics;
  if (!raw || typeof raw.ball_possession !== "number") return null;
  const n = (key: string) => (typeof raw[key] === "number" ? raw[key] : 0);
  return {
    possession: n("ball_possession"),
    shots: n("shots"),
    shotsOnTarget: n("shots_on_goal"),
    corners: n("corner_kicks"),
    fouls: n("fouls"),
    offsides: n("offsides"),
    saves: n("saves"),
    xg: null,
  };
}

/** What a v4 match says beyond the score: referee, crowd, line-ups, statistics; absent parts stay unknown. */
export function centreFactsOf(match: FdMatch): MatchCentreFacts {
  const facts: MatchCentreFacts = { source: "football-data" };
  const referee = match.referees?.find((official) => official.type === "REFEREE") ?? match.referees?.[0];
  if (referee?.name) facts.referee = referee.name;
  if (typeof match.attendance === "number") facts.attendance = match.attendance;
  const home = lineupOf(match.homeTeam);
  const away = lineupOf(match.awayTeam);
  if (home || away) facts.lineups = { home, away };
  const [homeStats, awayStats] = [statsOf(match.homeTeam), statsOf(match.awayTeam)];
  if (homeStats && awayStats) facts.stats = [homeStats, awayStats];
  return facts;
}
