import type { StoredStats } from "./stats.ts";

/** The seeded generator the statistics draw from: the demo world's and the simulator's fit. */
export type StatsDraw = { next(): number; chance(probability: number): boolean };

/** What the timeline says one side did in a minute; the statistics are built around it. */
export type MinuteFacts = {
  /** Goals credited to the side, own goals included (each counts as an attempt on target). */
  goals: number;
  penalties: number;
  missedPenalties: number;
  /** Cards shown to the side's players: each follows a foul. */
  cards: number;
};

export const quietMinute: MinuteFacts = { goals: 0, penalties: 0, missedPenalties: 0, cards: 0 };

type Tally = Omit<StoredStats, "possession"> & { xg: number; ticks: number; pressure: number[] };

/** Running statistics of one match, as they grow minute by minute. */
export type StatsPlay = { strengths: [number, number]; sides: [Tally, Tally] };

const blank = (): Tally => ({
  ticks: 0,
  shots: 0,
  shotsOnTarget: 0,
  corners: 0,
  fouls: 0,
  offsides: 0,
  saves: 0,
  xg: 0,
  pressure: [],
});

export function newStatsPlay(strengths: [number, number]): StatsPlay {
  return { strengths, sides: [blank(), blank()] };
}

/** Picks a match already under way back up from its stored numbers. */
export function resumeStatsPlay(
  strengths: [number, number],
  stored: [StoredStats & { pressure: number[] }, StoredStats & { pressure: number[] }],
): StatsPlay {
  const minutes = Math.max(1, stored[0].pressure.length, stored[1].pressure.length);
  const side = (line: StoredStats & { pressure: number[] }): Tally => ({
    ...line,
    xg: line.xg ?? 0,
    ticks: line.possession * minutes,
    pressure: [...line.pressure],
  });
  return { strengths, sides: [side(stored[0]), side(stored[1])] };
}

const perMinute = (perMatch: number) => perMatch / 95;
const xgOf = (draw: StatsDraw, low: number, high: number) => low + draw.next() * (high - low);

/**
 * Plays one minute of statistics for both sides. The stronger side sees more
 * of the ball and shoots more; every goal is a shot on target, every card
 * follows a foul, and every shot on target that does not go in is a save.
 * Stoppage time folds into the period's last minute.
 */
export function playStatsMinute(
  play: StatsPlay,
  draw: StatsDraw,
  minute: number,
  facts: readonly [MinuteFacts, MinuteFacts],
): void {
  const [home, away] = play.strengths.map((s) => Math.max(10, s)) as [number, number];
  const share = Math.min(0.75, Math.max(0.25, home / (home + away) + (draw.next() - 0.5) * 0.3));
  const index = Math.max(0, minute - 1);
  for (const side of [0, 1] as const) {
    const tally = play.sides[side];
    const other = play.sides[side === 0 ? 1 : 0];
    const mine = side === 0 ? share : 1 - share;
    const fact = facts[side];
    tally.ticks += mine * 100;
    let pressure = mine * 40 + draw.next() * 15;
    const attack = mine * 2;
    // Goals first: each one is a shot on target with a good chance behind it.
    for (let goal = 0; goal < fact.goals; goal += 1) {
      const penalty = goal < fact.penalties;
      tally.shots += 1;
      tally.shotsOnTarget += 1;
      tally.xg += penalty ? 0.76 : xgOf(draw, 0.12, 0.6);
      pressure += 45;
    }
    for (let miss = 0; miss < fact.missedPenalties; miss += 1) {
      tally.shots += 1;
      tally.xg += 0.76;
      pressure += 30;
      if (draw.chance(0.6)) {
        tally.shotsOnTarget += 1;
        other.saves += 1;
      }
    }
    if (draw.chance(perMinute(11) * attack)) {
      tally.shots += 1;
      pressure += 25;
      if (draw.chance(0.33)) {
        tally.shotsOnTarget += 1;
        tally.xg += xgOf(draw, 0.05, 0.3);
        other.saves += 1;
      } else tally.xg += xgOf(draw, 0.02, 0.12);
    }
    if (draw.chance(perMinute(5) * attack)) {
      tally.corners += 1;
      pressure += 12;
    }
    if (draw.chance(perMinute(2))) tally.offsides += 1;
    // The side without the ball commits most fouls; a card always comes with one.
    tally.fouls += fact.cards + (draw.chance(perMinute(11) * (2 - attack)) ? 1 : 0);
    while (tally.pressure.length <= index) tally.pressure.push(0);
    tally.pressure[index] = Math.max(tally.pressure[index]!, Math.min(100, Math.round(pressure)));
  }
}

/** The numbers to store: possession in whole percent adding up to 100. */
export function storedStatsOf(
  play: StatsPlay,
): [StoredStats & { pressure: number[] }, StoredStats & { pressure: number[] }] {
  const [home, away] = play.sides;
  const total = home.ticks + away.ticks;
  const homeShare = total > 0 ? Math.round((home.ticks / total) * 100) : 50;
  const line = (tally: Tally, possession: number) => ({
    possession,
    shots: tally.shots,
    shotsOnTarget: tally.shotsOnTarget,
    corners: tally.corners,
    fouls: tally.fouls,
    offsides: tally.offsides,
    saves: tally.saves,
    xg: Math.round(tally.xg * 100) / 100,
    pressure: [...tally.pressure],
  });
  return [line(home, homeShare), line(away, 100 - homeShare)];
}
