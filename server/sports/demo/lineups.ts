import { createRandom, type Random } from "../../platform/random.ts";
import type { LineupPosition } from "../schema.ts";
import type { PlanTeam } from "./plan.ts";

export type RosterPlayer = { name: string; shirtNumber: number; position: LineupPosition };

/** A demo club's squad for the season: eleven regulars in formation order, then seven substitutes. */
export type Roster = {
  formation: string;
  coach: string;
  /** Indices into `players`: the starting eleven in sheet order (goalkeeper, defence, midfield, attack). */
  sheet: number[];
  captain: number;
  players: RosterPlayer[];
};

export const squadSize = 18;
const startersCount = 11;
const formations = ["4-4-2", "4-3-3", "4-2-3-1", "3-5-2", "4-1-4-1"];
const benchPositions: LineupPosition[] = ["GK", "DF", "DF", "MF", "MF", "FW", "FW"];

/** Lines of a formation: defenders, midfielders (all middle lines), forwards. */
export function formationLines(formation: string): number[] {
  return formation.split("-").map(Number);
}

/**
 * A demo player's date of birth, fixed by club and name: 18 to 34 years old at the boot, keepers up
 * to 37, as squads are; the same world booted again gives the same ages.
 */
export function demoBirthDate(teamKey: string, player: RosterPlayer, now: Date): string {
  const span = (player.position === "GK" ? 19 : 16) * 365;
  const days = 18 * 365 + (Math.abs(seedOf(`${teamKey}:${player.name}:born`)) % span);
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export const seedOf = (text: string) =>
  [...text].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261);

function freshName(random: Random, team: PlanTeam, taken: Set<string>): string {
  for (;;) {
    const name = `${random.pick(team.league.firstNames)} ${random.pick(team.league.lastNames)}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * The club's roster, grown from the names its matches already use: squad[0] keeps
 * goal, squad[1-2] defend, squad[3-5] play in midfield and squad[6-7], the
 * likeliest scorers, lead the line; new names fill the gaps and the bench.
 * Seeded by the club alone, so it never moves the rest of the world.
 */
export function rosterOf(team: PlanTeam): Roster {
  let roster = rosters.get(team);
  if (!roster) {
    roster = buildRoster(team);
    rosters.set(team, roster);
  }
  return roster;
}

const rosters = new WeakMap<PlanTeam, Roster>();

function buildRoster(team: PlanTeam): Roster {
  const random = createRandom(seedOf(team.key));
  const names = [...new Set(team.squad)];
  const taken = new Set(names);
  while (names.length < squadSize) {
    const name = freshName(random, team, taken);
    taken.add(name);
    names.push(name);
  }
  const formation = random.pick(formations);
  const lines = formationLines(formation);
  const defenders = lines[0]!;
  const forwards = lines.at(-1)!;
  const used = new Set<number>([0]);
  const take = (count: number, preference: number[]) => {
    const picked = preference.filter((i) => !used.has(i)).slice(0, count);
    for (const i of picked) used.add(i);
    return picked.sort((a, b) => a - b);
  };
  const attack = take(forwards, [7, 6, 10, 9, 8]);
  const defence = take(defenders, [1, 2, 8, 9, 10]);
  const midfield = take(startersCount - 1 - defenders - forwards, [3, 4, 5, 6, 10, 9, 8]);
  const sheet = [0, ...defence, ...midfield, ...attack];
  const positionOf = new Map<number, LineupPosition>([
    [0, "GK"],
    ...defence.map((i) => [i, "DF"] as const),
    ...midfield.map((i) => [i, "MF"] as const),
    ...attack.map((i) => [i, "FW"] as const),
  ]);
  const players = names.map((name, i) => ({
    name,
    shirtNumber: i + 1,
    position: positionOf.get(i) ?? benchPositions[i - startersCount] ?? "MF",
  }));
  const coach = team.coach ?? freshName(random, team, taken);
  return { formation, coach, sheet, captain: defence[0] ?? 1, players };
}
