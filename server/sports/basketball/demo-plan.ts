/**
 * The demo basketball world as plain data: a 12-team league in two conferences of six (4×12 minutes,
 * one round every three days: eight played, today's round with two games live, four to come) and an
 * eight-team cup (4×10 minutes: quarter- and semi-finals played, the final to come). Every game is
 * played by the simulator, so its score, quarters and box score agree. Deterministic for a seed.
 */
import { createRandom } from "../../platform/random.ts";
import type { DemoFixture } from "../demo/fixture.ts";
import { hostZone, localAt, wallClock } from "../demo/host-zone.ts";
import { buildDraw, type Draw, recordWinner, roundName } from "../tennis/bracket.ts";
import { periodStartFor } from "./live.ts";
import type { Play } from "./plays.ts";
import { type BasketballFormat, type BasketballScores, matchScore, type Random, winnerOf } from "./rules.ts";
import { type GameState, newGame, simulateGame, step } from "./simulate.ts";

export const demoBasketballLeague = {
  key: "basketball.league",
  name: "Meridian Basketball League (demo)",
  shortName: "Meridian League",
  format: { quarterMinutes: 12, overtimeMinutes: 5 } satisfies BasketballFormat,
};
export const demoBasketballCup = {
  key: "basketball.cup",
  name: "Meridian Cup (demo)",
  shortName: "Meridian Cup",
  format: { quarterMinutes: 10, overtimeMinutes: 5 } satisfies BasketballFormat,
};

const CLUBS: [string, string, string][] = [
  ["Northport", "Navigators", "NOR"],
  ["Riverton", "Rapids", "RIV"],
  ["Eastmere", "Comets", "EAS"],
  ["Lakeshore", "Lynx", "LAK"],
  ["Kingsbridge", "Royals", "KIN"],
  ["Ashford", "Arrows", "ASH"],
  ["Sierra Vista", "Suns", "SIE"],
  ["Redcliff", "Foxes", "RED"],
  ["Westhaven", "Owls", "WES"],
  ["Stonegate", "Titans", "STO"],
  ["Coral Bay", "Sharks", "COR"],
  ["Highmoor", "Hawks", "HIG"],
];
const FIRST = [
  "Andre",
  "Bruno",
  "Caleb",
  "Dante",
  "Elias",
  "Marcus",
  "Gabe",
  "Isaac",
  "Jalen",
  "Kofi",
  "Luka",
  "Malik",
  "Nate",
  "Omar",
];
const LAST = [
  "Adeyemi",
  "Okoro",
  "Costa",
  "Duval",
  "Ekwueme",
  "Falk",
  "Grady",
  "Holm",
  "Ivers",
  "Jovic",
  "Kerr",
  "Lindgren",
  "Mensah",
  "Novak",
];
export const ROSTER_SIZE = 10;

export type DemoBasketballTeam = {
  key: string;
  name: string;
  shortName: string;
  code: string;
  conference: "East" | "West";
  strength: number;
  /** Roster order is the simulator's: 0–4 start. */
  players: { name: string; shirtNumber: number }[];
};

export type DemoBasketballGame = DemoFixture<BasketballScores> & {
  competition: "league" | "cup";
  /** Every play so far: the box score of a finished or live game derives from these. */
  plays: Play[];
  /** The simulator's state of a live game, for the live layer to carry on from. */
  live: { state: GameState; periodStartedAt: Date | null } | null;
};

/**
 * The n-th player of the league: first names cycle, last names step on by three each cycle, so no
 * two players share a name (for fewer than FIRST × LAST players) and a roster rarely repeats a surname.
 */
function playerName(n: number): string {
  const first = n % FIRST.length;
  const last = (first + 3 * Math.floor(n / FIRST.length)) % LAST.length;
  return `${FIRST[first]} ${LAST[last]}`;
}

export function demoBasketballTeams(): DemoBasketballTeam[] {
  return CLUBS.map(([city, nickname, code], t) => ({
    key: `${city} ${nickname}`.toLowerCase().replace(/[^a-z]+/g, "-"),
    name: `${city} ${nickname}`,
    shortName: city,
    code,
    conference: t < 6 ? "East" : "West",
    strength: 82 - ((t * 7) % 12) * 4,
    players: Array.from({ length: ROSTER_SIZE }, (_, i) => ({
      name: playerName(t * ROSTER_SIZE + i),
      shirtNumber: [0, 3, 7, 11, 23, 5, 9, 13, 21, 33][i] ?? i,
    })),
  }));
}

/** Round-robin pairings by the circle method: `n - 1` rounds, each team once a round. */
function roundRobin(n: number): [number, number][][] {
  const others = Array.from({ length: n - 1 }, (_, i) => i + 1);
  return others.map((_, r) => {
    const circle = [0, ...others.slice(r), ...others.slice(0, r)];
    return Array.from({ length: n / 2 }, (_, i) => {
      const pair: [number, number] = [circle[i] ?? 0, circle[n - 1 - i] ?? 0];
      return r % 2 === 0 ? pair : [pair[1], pair[0]];
    });
  });
}

const finishedGame = (
  format: BasketballFormat,
  random: Random,
  home: DemoBasketballTeam,
  away: DemoBasketballTeam,
) => {
  const { final, plays } = simulateGame(format, random, {
    rosterSizes: [ROSTER_SIZE, ROSTER_SIZE],
    strength: [home.strength, away.strength],
  });
  return {
    status: "finished" as const,
    ...matchScore(final.parts),
    winner: winnerOf(final.parts) === "home" ? home.key : away.key,
    plays,
    live: null,
  };
};

const scheduled = {
  status: "scheduled" as const,
  homeScore: null,
  awayScore: null,
  scores: {},
  winner: null,
  plays: [],
  live: null,
};

/** Plays a game up to a moment: mid third quarter, or half-time. */
function liveGame(
  format: BasketballFormat,
  random: Random,
  teams: [DemoBasketballTeam, DemoBasketballTeam],
  stopAt: "third-quarter" | "half-time",
  now: Date,
) {
  let state = newGame(format, {
    rosterSizes: [ROSTER_SIZE, ROSTER_SIZE],
    strength: [teams[0].strength, teams[1].strength],
  });
  const plays: Play[] = [];
  const clockStop = 120 + Math.floor(random() * 480);
  const reached = (s: GameState) =>
    stopAt === "half-time"
      ? s.phase === "break" && s.period === 2
      : s.phase === "live" && s.period === 3 && s.clock <= clockStop;
  while (!reached(state)) {
    const next = step(state, random);
    state = next.state;
    plays.push(...next.plays);
  }
  return {
    status: "live" as const,
    ...matchScore(state.parts),
    winner: null,
    plays,
    live: {
      state,
      periodStartedAt: state.phase === "live" ? periodStartFor(format, state.period, state.clock, now) : null,
    },
  };
}

/**
 * When the first of today's games still to come tips off at the earliest; moved on to the next quarter
 * hour it is 26 to 40 minutes away, inside the 41 the half-time game has left.
 */
const TIP_OFF_AHEAD_MINUTES = 26;
/** Games tip off on the quarter hour, as schedules are written. */
const QUARTER_HOUR = 15 * 60_000;
const onQuarter = (ms: number, round: (x: number) => number) =>
  new Date(round(ms / QUARTER_HOUR) * QUARTER_HOUR);

/**
 * Cities the demo league's rounds may be played in. At the boot it is where tip-offs run from two
 * hours ago to three ahead inside local noon to 22:30, so every game keeps local evening hours (18:00
 * to 20:30 on other days, the cup at 19:00 and 20:00) and the boot still finds two games live.
 * Honolulu closes the gap Melbourne leaves in the northern summer.
 */
export const BASKETBALL_CITIES = [
  "America/Los_Angeles",
  "America/Chicago",
  "America/New_York",
  "Europe/Madrid",
  "Europe/Istanbul",
  "Asia/Shanghai",
  "Australia/Melbourne",
  "Pacific/Honolulu",
] as const;

export function planDemoBasketball(
  now: Date,
  seed = 11,
): { teams: DemoBasketballTeam[]; games: DemoBasketballGame[]; timeZone: string } {
  const random = createRandom(seed).next;
  const teams = demoBasketballTeams();
  const timeZone = hostZone(now, BASKETBALL_CITIES, { from: "13:15", to: "19:45" });
  const day = (offset: number, hour: number, minute = 0) =>
    localAt(now, timeZone, offset, wallClock(hour * 60 + minute));
  const games: DemoBasketballGame[] = [];
  const league = demoBasketballLeague.format;
  roundRobin(teams.length).forEach((pairs, r) => {
    const offset = (r - 8) * 3;
    pairs.forEach(([h, a], slot) => {
      const home = teams[h] as DemoBasketballTeam;
      const away = teams[a] as DemoBasketballTeam;
      const base = {
        competition: "league" as const,
        round: `Round ${r + 1}`,
        roundNumber: r + 1,
        slot,
        home: home.key,
        away: away.key,
        kickoffAt: day(offset, 18 + Math.floor(slot / 2), (slot % 2) * 30),
      };
      if (offset < 0) games.push({ ...base, ...finishedGame(league, random, home, away) });
      else if (offset > 0) games.push({ ...base, ...scheduled });
      else if (slot < 2) {
        // Today's first two tipped off a while ago: one in the third quarter, one at half-time.
        const minutesAgo = slot === 0 ? 75 : 50;
        games.push({
          ...base,
          kickoffAt: onQuarter(now.getTime() - minutesAgo * 60_000, Math.floor),
          ...liveGame(league, random, [home, away], slot === 0 ? "third-quarter" : "half-time", now),
        });
      } else {
        // The next tips off before the half-time game can end (41 minutes: the break, two quarters and
        // the break between them), then one every 45 minutes, so a visitor always finds a game live.
        const minutesAhead = TIP_OFF_AHEAD_MINUTES + (slot - 2) * 45;
        games.push({
          ...base,
          kickoffAt: onQuarter(now.getTime() + minutesAhead * 60_000, Math.ceil),
          ...scheduled,
        });
      }
    });
  });

  // The cup: the eight strongest clubs, the top four seeded.
  const entrants = [...teams.keys()]
    .sort((x, y) => (teams[y]?.strength ?? 0) - (teams[x]?.strength ?? 0))
    .slice(0, 8)
    .map((id, rank) => ({ id, seed: rank < 4 ? rank + 1 : null }));
  let draw: Draw = buildDraw(entrants);
  // Never a league day (every third day from today): no club plays twice on one day.
  const cupDays = [-10, -4, 5];
  const rounds = draw.rounds.length;
  for (let r = 0; r < rounds; r++) {
    draw.rounds[r]?.forEach((tie, slot) => {
      if (tie.home === null || tie.away === null) return;
      const home = teams[tie.home] as DemoBasketballTeam;
      const away = teams[tie.away] as DemoBasketballTeam;
      const offset = cupDays[r] ?? 0;
      const base = {
        competition: "cup" as const,
        round: roundName(r, rounds),
        roundNumber: r + 1,
        slot,
        home: home.key,
        away: away.key,
        kickoffAt: day(offset, 19 + (slot % 2), 0),
      };
      if (offset >= 0) {
        games.push({ ...base, ...scheduled });
        return;
      }
      const game = finishedGame(demoBasketballCup.format, random, home, away);
      draw = recordWinner(draw, r, slot, game.winner === home.key ? tie.home : tie.away);
      games.push({ ...base, ...game });
    });
  }
  return { teams, games, timeZone };
}
