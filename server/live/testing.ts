import type { Db } from "../db/connect.ts";
import {
  competitions,
  lineupPlayers,
  matches,
  matchLineups,
  seasons,
  sports,
  teams,
} from "../sports/schema.ts";
import type { LiveEntry } from "./entry.ts";

/**
 * A live entry recording an event: by default match 42's home side (team 1, against team 2) scoring
 * at 67' to lead 2–1; `over` sets the entry's own fields, and `event` and `match` those of its parts.
 */
export function liveEventEntry(
  over: Partial<Omit<LiveEntry, "event" | "match">> & {
    event?: Partial<LiveEntry["event"]>;
    match?: Partial<LiveEntry["match"]>;
  } = {},
): LiveEntry {
  const { event, match, ...entry } = over;
  return {
    seq: 7,
    at: "2026-05-01T15:30:00Z",
    matchId: 42,
    kind: "event",
    cancelledEventId: null,
    ...entry,
    event: {
      id: 1,
      type: "goal",
      period: "2H",
      minute: 67,
      stoppage: null,
      teamId: 1,
      playerName: null,
      secondaryPlayerName: null,
      detail: null,
      cancelled: false,
      ...event,
    },
    match: {
      id: 42,
      status: "live",
      period: "2H",
      minute: 67,
      stoppage: null,
      periodStartedAt: null,
      play: null,
      homeTeamId: 1,
      awayTeamId: 2,
      home: 2,
      away: 1,
      scores: {},
      version: 3,
      ...match,
    },
  };
}

export type FixtureMatch = { matchId: number; homeTeamId: number; awayTeamId: number };

let made = 0;

/** A competition with two teams and `count` matches between them, for live tests. */
export async function createLiveFixture(
  db: Db,
  count = 1,
  state: Partial<typeof matches.$inferInsert> = {},
): Promise<FixtureMatch[]> {
  made += 1;
  const tag = `${process.pid}-${made}`;
  const [sport] = await db
    .insert(sports)
    .values({ slug: `football-${tag}`, name: "Football" })
    .returning({ id: sports.id });
  const [competition] = await db
    .insert(competitions)
    .values({ sportId: sport!.id, slug: `cup-${tag}`, name: "Test Cup", shortName: "Cup", kind: "cup" })
    .returning({ id: competitions.id });
  const [season] = await db
    .insert(seasons)
    .values({ competitionId: competition!.id, name: "2026" })
    .returning({ id: seasons.id });
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: sport!.id, slug: `harbour-${tag}`, name: "Harbour City", shortName: "Harbour", code: "HAR" },
      { sportId: sport!.id, slug: `valley-${tag}`, name: "Valley Rovers", shortName: "Valley", code: "VAL" },
    ])
    .returning({ id: teams.id });
  const rows = await db
    .insert(matches)
    .values(
      Array.from({ length: count }, () => ({
        seasonId: season!.id,
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: new Date(),
        ...state,
      })),
    )
    .returning({ id: matches.id });
  return rows.map((row) => ({ matchId: row.id, homeTeamId: home!.id, awayTeamId: away!.id }));
}

/** The two fixture teams' sheets: eleven starters ("Harbour 1"…) and five substitutes each. */
export const fixtureSheet = (club: "Harbour" | "Valley") =>
  Array.from({ length: 16 }, (_, i) => ({ name: `${club} ${i + 1}`, shirtNumber: i + 1, starter: i < 11 }));

/** Gives a fixture match its published line-ups, as the match centre shows them. */
export async function lineUp(db: Db, match: FixtureMatch): Promise<void> {
  const sides = [
    [match.homeTeamId, fixtureSheet("Harbour")],
    [match.awayTeamId, fixtureSheet("Valley")],
  ] as const;
  await db
    .insert(matchLineups)
    .values(
      sides.map(([teamId]) => ({ matchId: match.matchId, teamId, formation: "4-4-2", source: "test" })),
    );
  await db
    .insert(lineupPlayers)
    .values(
      sides.flatMap(([teamId, sheet]) =>
        sheet.map((player, slot) => ({ matchId: match.matchId, teamId, ...player, slot })),
      ),
    );
}
