import { and, asc, eq, inArray, max, min } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, matches, seasons, teams } from "../schema.ts";
import { demoLeagues } from "./clubs.ts";
import { planNextSeason } from "./next-season.ts";
import { nextSeasonName } from "./plan.ts";

const day = 86_400_000;

/** A league whose last fixture is nearer than this gets its next season, a month of fixtures ahead always. */
export const rollAhead = 35 * day;

/** Whether the site has the demo's leagues: a site of real data never rolls a season. */
export async function hasDemoLeagues(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.isDemo, true), eq(competitions.kind, "league")))
    .limit(1);
  return row !== undefined;
}

export type RolledSeason = { league: string; season: string; matches: number };

/** A new season takes over as current once the old one's last match is over. */
export const handOverAfter = 3 * 60 * 60_000;

/**
 * Plans and writes the next season of every demo league whose last fixture is less than
 * `rollAhead` from `now`: the same clubs, from the league's next round after the last. The old
 * season stays current, its table the one shown, until its last match is over; the run after that
 * (the daily one, or a boot's) hands over to the next, the old one kept with its table and results. Competitions that are not the demo's are
 * never read. Running it again writes nothing: the next season is then far from its end, and its
 * name and matches' keys are unique. Cheap when nothing is due: one query.
 */
export async function rollDemoSeasonsForward(db: Db, now = new Date()): Promise<RolledSeason[]> {
  const rows = await db
    .select({
      competitionId: competitions.id,
      sourceKey: competitions.sourceKey,
      seasonId: seasons.id,
      season: seasons.name,
      isCurrent: seasons.isCurrent,
      first: min(matches.kickoffAt),
      last: max(matches.kickoffAt),
    })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.competitionId, competitions.id))
    .innerJoin(matches, eq(matches.seasonId, seasons.id))
    .where(and(eq(competitions.isDemo, true), eq(competitions.kind, "league")))
    .groupBy(competitions.id, seasons.id)
    .orderBy(asc(competitions.id));
  const rolled: RolledSeason[] = [];
  for (const [competitionId, held] of Map.groupBy(rows, (row) => row.competitionId)) {
    const league = demoLeagues.find((candidate) => held[0]!.sourceKey === `demo:${candidate.key}`);
    if (!league) continue;
    const byEnd = held.toSorted((a, b) => a.last!.getTime() - b.last!.getTime());
    const latest = byEnd.at(-1)!;
    const current = held.find((row) => row.isCurrent);
    const following = current && byEnd.find((row) => row.first! > current.last!);
    if (current && following && now.getTime() - current.last!.getTime() >= handOverAfter) {
      await handOver(db, current.seasonId, following.seasonId);
    }
    if (latest.last!.getTime() - now.getTime() >= rollAhead) continue;
    const next = await rollLeague(db, {
      competitionId,
      seasonId: latest.seasonId,
      season: latest.season,
      league,
    });
    if (next) rolled.push(next);
  }
  return rolled;
}

/** The next season becomes the competition's current one, the old one kept as it is. */
export async function handOver(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.id, from));
    await tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, to));
  });
}

async function rollLeague(
  db: Db,
  row: { competitionId: number; seasonId: number; season: string; league: (typeof demoLeagues)[number] },
): Promise<RolledSeason | null> {
  const played = await db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.seasonId, row.seasonId));
  const ids = [...new Set(played.flatMap((match) => [match.home, match.away]))].sort((a, b) => a - b);
  const venues = await db
    .select({ id: teams.id, venueId: teams.venueId })
    .from(teams)
    .where(inArray(teams.id, ids));
  const clubs = ids.map((id) => ({ key: `team:${id}`, id }));
  const byId = new Map(clubs.map((club) => [club.id, club]));
  const venueOf = new Map(venues.map((team) => [team.id, team.venueId]));
  const lastAt = new Date(Math.max(...played.map((match) => match.kickoffAt.getTime())));
  // Named by the days it starts, in the days after the old season's last round.
  const seasonName = nextSeasonName(row.season, new Date(lastAt.getTime() + 3 * day));
  const plan = planNextSeason({
    league: row.league,
    clubs,
    seasonName,
    lastKickoffs: played.map((match) => ({
      teams: [byId.get(match.home)!, byId.get(match.away)!],
      at: match.kickoffAt,
    })),
  });
  return db.transaction(async (tx) => {
    const [season] = await tx
      .insert(seasons)
      .values({
        competitionId: row.competitionId,
        name: seasonName,
        startsOn: plan.startsOn,
        endsOn: plan.endsOn,
        isCurrent: false,
      })
      .onConflictDoNothing()
      .returning({ id: seasons.id });
    // Another process rolled it first.
    if (!season) return null;
    await tx
      .insert(matches)
      .values(
        plan.fixtures.map((fixture) => ({
          seasonId: season.id,
          round: `Matchday ${fixture.roundNumber}`,
          roundNumber: fixture.roundNumber,
          homeTeamId: fixture.home.id,
          awayTeamId: fixture.away.id,
          venueId: venueOf.get(fixture.home.id) ?? null,
          kickoffAt: fixture.kickoffAt,
          status: "scheduled" as const,
          sourceKey: `demo:${row.league.key}:${seasonName}:${fixture.roundNumber}:${fixture.slot}`,
        })),
      )
      .onConflictDoNothing();
    return { league: row.league.key, season: seasonName, matches: plan.fixtures.length };
  });
}
