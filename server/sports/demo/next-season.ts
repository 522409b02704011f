/**
 * A demo league's next season, planned when the one under way nears its end: a fresh double round
 * robin of the same clubs on the league's calendar (calendar.ts), from its next round after the last
 * (docs/decisions/080-demo-seasons-roll-forward.md). Every match is still to come: the simulator
 * plays them at their kick-offs.
 */
import { createRandom } from "../../platform/random.ts";
import { todayIn } from "../queries/zoned-day.ts";
import {
  assignDays,
  Bookings,
  dayShares,
  placeMatch,
  restsOn,
  shuffled,
  spansAfter,
  spread,
} from "./calendar.ts";
import type { DemoLeague } from "./clubs.ts";
import { daysAfter } from "./host-zone.ts";
import { seedOf } from "./lineups.ts";
import { roundRobin } from "./plan.ts";

/** A club as the calendar knows it: by a key of its own. */
type Club = { key: string };

export type SeasonFixture<C extends Club> = {
  /** 1 for the opening round. */
  roundNumber: number;
  /** Place in its round, from 1. */
  slot: number;
  home: C;
  away: C;
  kickoffAt: Date;
};

export type NextSeason<C extends Club> = {
  fixtures: SeasonFixture<C>[];
  startsOn: string;
  endsOn: string;
};

/**
 * The season `seasonName` of `league` for `clubs`, after the kick-offs they have played or will
 * play (`lastKickoffs`, the old season's): it opens with the league's next round after the old
 * season's last (a midweek round in its turn, else the matchday), and the days and hours
 * of each round are drawn as the season at the boot draws its rounds ahead, 48 hours' rest kept
 * from the old season's last kick-offs too.
 * The same league, clubs and name always give the same season.
 */
export function planNextSeason<C extends Club>(input: {
  league: DemoLeague;
  clubs: C[];
  seasonName: string;
  lastKickoffs: Array<{ teams: C[]; at: Date }>;
}): NextSeason<C> {
  const { league, seasonName, lastKickoffs } = input;
  const random = createRandom(seedOf(`${league.key}:${seasonName}`));
  const bookings = new Bookings();
  for (const { teams, at } of lastKickoffs) bookings.book(teams, at.getTime(), league.timeZone);
  const last = Math.max(...lastKickoffs.map(({ at }) => at.getTime()));
  const lastDay = todayIn(league.timeZone, new Date(last));
  // A new draw each season: the circle method's pairings fall to different clubs.
  const clubs = shuffled(random, input.clubs);
  const rounds = roundRobin(clubs.length);
  const spans = spansAfter(league, lastDay, rounds.length);
  const fixtures: SeasonFixture<C>[] = [];
  rounds.forEach((pairs, r) => {
    const span = spans[r]!;
    const teamsOf = (i: number) => [clubs[pairs[i]![0]]!, clubs[pairs[i]![1]]!];
    const matches = pairs.map((_, i) => i);
    const own = assignDays(
      random,
      spread(dayShares(random, league, span, pairs.length)),
      matches,
      (i, d) => restsOn(bookings, league, teamsOf(i), span.days[d]!),
      (i, d) => bookings.familiar(teamsOf(i), span.days[d]!),
    );
    const days = span.days.map((_, d) => d);
    const beyond = Array.from({ length: 14 }, (_, k) => daysAfter(span.days.at(-1)!, 1 + k));
    for (const i of matches) {
      const day = own.get(i) ?? 0;
      const tries = [day, ...days.filter((d) => d > day), ...days.filter((d) => d < day).reverse()];
      const [home, away] = teamsOf(i) as [C, C];
      fixtures.push({
        roundNumber: r + 1,
        slot: i + 1,
        home,
        away,
        kickoffAt: placeMatch(
          random,
          bookings,
          league,
          [home, away],
          tries.map((d) => span.days[d]!),
          beyond,
        ),
      });
    }
  });
  const instants = fixtures.map((fixture) => fixture.kickoffAt.getTime());
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { fixtures, startsOn: iso(Math.min(...instants)), endsOn: iso(Math.max(...instants)) };
}
