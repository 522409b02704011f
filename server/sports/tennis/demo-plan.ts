/**
 * The demo tennis tournament as plain data: a 32-player draw with eight seeds, best of three sets.
 * Round one was played two days ago, round two yesterday, the quarter-finals are today (two live,
 * two still to play from half an hour after the seed on); later rounds appear as their players
 * become known. Deterministic for a seed.
 */

import { createRandom } from "../../platform/random.ts";
import type { DemoFixture } from "../demo/fixture.ts";
import { hostZone, localAt, wallClock } from "../demo/host-zone.ts";
import { buildDraw, type Draw, recordWinner, roundName } from "./bracket.ts";
import {
  newMatch,
  pointCall,
  pointWon,
  type Random,
  type Side,
  scoresOf,
  setsWon,
  simulateMatch,
  type TennisFormat,
  type TennisScores,
  type TennisState,
} from "./rules.ts";

export const demoTennisFormat: TennisFormat = { bestOf: 3, matchTieBreak: false };

/** Thirty-two players, strongest first, no first or last name used twice. */
const NAMES: Array<[first: string, last: string]> = [
  ["Aurel", "Varga"],
  ["Bastian", "Lindqvist"],
  ["Cosmin", "Moreau"],
  ["Dario", "Okafor"],
  ["Emil", "Haddad"],
  ["Florin", "Salas"],
  ["Goran", "Petrović"],
  ["Hugo", "Almeida"],
  ["Ilya", "Sorensen"],
  ["Joaquín", "Ferreyra"],
  ["Kenji", "Arakawa"],
  ["Luca", "Bertolini"],
  ["Mateo", "Sandoval"],
  ["Nikolai", "Vetrov"],
  ["Olivier", "Garnier"],
  ["Pavel", "Kratochvíl"],
  ["Quentin", "Lemaire"],
  ["Rafael", "Cordeiro"],
  ["Stefan", "Holmgren"],
  ["Tomasz", "Wielicki"],
  ["Ugo", "Mancini"],
  ["Viktor", "Halvorsen"],
  ["Wesley", "Adeyemi"],
  ["Xavier", "Duplessis"],
  ["Yannick", "Brenner"],
  ["Zoltán", "Király"],
  ["Andrei", "Munteanu"],
  ["Borna", "Kovač"],
  ["Casper", "Lindholm"],
  ["Dmitri", "Orlov"],
  ["Elias", "Grünberg"],
  ["Felipe", "Arancibia"],
];
/** The unseeded players' world rankings, strongest first: a field's usual gaps, none twice. */
const UNSEEDED_RANKINGS = [
  11, 14, 17, 19, 23, 26, 31, 34, 38, 42, 47, 55, 61, 68, 74, 83, 91, 102, 115, 128, 140, 156, 171, 188,
];
const plain = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");

export type DemoTennisPlayer = {
  key: string;
  name: string;
  /** The family name, which scoreboards print. */
  shortName: string;
  code: string;
  strength: number;
  seed: number | null;
  /** World ranking: the seeds are the eight best ranked; the others spread down to the 190s. */
  ranking: number;
};

export type DemoTennisMatch = DemoFixture<TennisScores> & {
  /** Live point score and server while live. */
  live: { point: [string, string]; serving: Side; state: TennisState } | null;
};

export function demoTennisPlayers(): DemoTennisPlayer[] {
  return NAMES.map(([first, last], i) => {
    const rank = i + 1;
    return {
      key: plain(`${first}-${last}`).toLowerCase(),
      name: `${first} ${last}`,
      shortName: last,
      code: plain(first.slice(0, 1) + last.slice(0, 2)).toUpperCase(),
      strength: 90 - rank,
      seed: rank <= 8 ? rank : null,
      ranking: rank <= 8 ? rank : (UNSEEDED_RANKINGS[rank - 9] ?? 200),
    };
  });
}

/** Minutes from now to the first of today's ties still to play, and between the next ones. */
const followOn = 30;
const matchMinutes = 90;
const quarterHour = 15 * 60_000;

/**
 * Cities the demo tournament may be held in, as the tour moves round the world. At the boot it is
 * where the day's play is under way (local noon to 19:00), so its order of play keeps local hours
 * (11:00 to 17:00 on other days) and the boot still finds two ties live.
 */
export const TENNIS_CITIES = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Madrid",
  "Asia/Dubai",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Melbourne",
] as const;

/** Points won on serve: 62 % for the weakest, up to 68 % for the strongest. */
const serveShare = (strength: number) => 0.62 + (strength / 100) * 0.07;

export function planDemoTennis(
  now: Date,
  seed = 7,
): { players: DemoTennisPlayer[]; matches: DemoTennisMatch[]; timeZone: string } {
  const random: Random = createRandom(seed).next;
  const players = demoTennisPlayers();
  const byId = new Map(players.map((p, i) => [i, p]));
  let draw: Draw = buildDraw(players.map((p, i) => ({ id: i, seed: p.seed })));
  const timeZone = hostZone(now, TENNIS_CITIES, { from: "12:00", to: "19:00" });
  const day = (offset: number, hour: number) => localAt(now, timeZone, offset, wallClock(hour * 60));
  const matches: DemoTennisMatch[] = [];
  const rounds = draw.rounds.length;
  for (let r = 0; r < rounds; r++) {
    const dayOffset = r - 2;
    draw.rounds[r]?.forEach((tie, slot) => {
      if (tie.home === null || tie.away === null) return;
      const home = byId.get(tie.home);
      const away = byId.get(tie.away);
      if (!home || !away) return;
      const kickoffAt = day(dayOffset, 11 + (slot % 4) * 2);
      const base = {
        round: roundName(r, rounds),
        roundNumber: r + 1,
        slot,
        home: home.key,
        away: away.key,
        kickoffAt,
      };
      const serve: [number, number] = [serveShare(home.strength), serveShare(away.strength)];
      if (dayOffset < 0) {
        const { final } = simulateMatch(demoTennisFormat, random, serve);
        const [h, a] = setsWon(final);
        const winner = final.winner === "home" ? tie.home : tie.away;
        draw = recordWinner(draw, r, slot, winner);
        matches.push({
          ...base,
          status: "finished",
          homeScore: h,
          awayScore: a,
          scores: scoresOf(final),
          winner: final.winner === "home" ? home.key : away.key,
          live: null,
        });
      } else if (dayOffset === 0 && slot < 2) {
        // Live: part-way through, stopped at a random point before the end.
        let state = newMatch(demoTennisFormat, random() < 0.5 ? "home" : "away");
        const stop = 40 + Math.floor(random() * 60);
        for (let i = 0; i < stop; i++) {
          const server = state.serving;
          const won =
            random() < serve[server === "home" ? 0 : 1] ? server : server === "home" ? "away" : "home";
          const next = pointWon(state, won);
          if (next.winner !== null) break;
          state = next;
        }
        const [h, a] = setsWon(state);
        matches.push({
          ...base,
          // On the quarter hour, as an order of play is written.
          kickoffAt: new Date(Math.floor((now.getTime() - 45 * 60_000) / quarterHour) * quarterHour),
          status: "live",
          homeScore: h,
          awayScore: a,
          scores: scoresOf(state),
          winner: null,
          live: { point: pointCall(state), serving: state.serving, state },
        });
      } else {
        // The order of play goes on from now: a tie set for earlier in the day would be one the
        // feed, which starts a match only within hours of its time, might never pick up.
        const ahead = followOn + (slot - 2) * matchMinutes;
        matches.push({
          ...base,
          kickoffAt: new Date(Math.ceil((now.getTime() + ahead * 60_000) / quarterHour) * quarterHour),
          status: "scheduled",
          homeScore: null,
          awayScore: null,
          scores: {},
          winner: null,
          live: null,
        });
      }
    });
  }
  return { players, matches, timeZone };
}
