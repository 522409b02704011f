import { count, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import {
  competitions,
  countries,
  lineupPlayers,
  matchEvents,
  matches,
  matchLineups,
  matchStats,
  players,
  seasons,
  sports,
  stages,
  standingAdjustments,
  teams,
  venues,
} from "../schema.ts";
import { type DemoCentreRows, demoCentreRows, demoOfficials, keepsLineups } from "./centre.ts";
import { demoLeagues } from "./clubs.ts";
import { demoBirthDate, rosterOf } from "./lineups.ts";
import { demoCompetitionNames, demoTeamNames } from "./local-names.ts";
import { type PlanTeam, planDemoWorld } from "./plan.ts";

export type DemoSeedSummary = {
  competitions: number;
  teams: number;
  matches: number;
  events: number;
  live: number;
};

/** Inserts rows in slices that stay well under PostgreSQL's 65,535 bind parameters. */
async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const capacityOf = (team: PlanTeam) => 8_000 + team.strength * 400;

export const demoCup = {
  key: "eng.cup",
  name: "Challenge Cup (demo)",
  shortName: "Challenge Cup",
};

/** Writes the demo world in one transaction: all of it or none. */
export async function seedDemoWorld(
  db: Db,
  options: { now?: Date; seed?: number } = {},
): Promise<DemoSeedSummary> {
  const plannedAt = options.now ?? new Date();
  const plan = planDemoWorld(plannedAt, options.seed);
  return db.transaction(async (tx) => {
    await tx.insert(sports).values({ slug: "football", name: "Football" }).onConflictDoNothing();
    const [football] = await tx.select().from(sports).where(eq(sports.slug, "football"));
    const countryIds = new Map<string, number>();
    for (const { country } of demoLeagues) {
      const [row] = await tx
        .insert(countries)
        .values(country)
        .onConflictDoUpdate({ target: countries.code, set: { flag: country.flag } })
        .returning({ id: countries.id });
      countryIds.set(country.code, row!.id);
    }
    const competitionDefs = [
      ...demoLeagues.map((league) => ({
        ...league,
        kind: "league" as const,
        countryCode: league.country.code,
      })),
      {
        ...demoCup,
        tier: 1,
        tieBreak: "points-gd-gf" as const,
        zones: [],
        kind: "cup" as const,
        countryCode: "GB-ENG",
      },
    ];
    const seasonIds = new Map<string, number>();
    for (const def of competitionDefs) {
      const [competition] = await tx
        .insert(competitions)
        .values({
          sportId: football!.id,
          countryId: countryIds.get(def.countryCode)!,
          slug: `${def.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-demo`,
          name: def.name,
          shortName: def.shortName,
          kind: def.kind,
          tier: def.tier,
          tieBreak: def.tieBreak,
          zones: def.zones,
          localNames: demoCompetitionNames[def.key] ?? {},
          sourceKey: `demo:${def.key}`,
          isDemo: true,
        })
        .returning({ id: competitions.id });
      const [season] = await tx
        .insert(seasons)
        .values({
          competitionId: competition!.id,
          name: plan.seasonName,
          startsOn: plan.startsOn,
          endsOn: plan.endsOn,
          isCurrent: true,
        })
        .returning({ id: seasons.id });
      seasonIds.set(def.key, season!.id);
    }
    const [knockout] = await tx
      .insert(stages)
      .values({ seasonId: seasonIds.get(demoCup.key)!, name: "Knockout", kind: "knockout" })
      .returning({ id: stages.id });

    const venueRows = await tx
      .insert(venues)
      .values(
        plan.teams.map((team) => ({
          name: team.ground,
          city: team.shortName,
          countryId: countryIds.get(team.league.country.code)!,
          capacity: capacityOf(team),
        })),
      )
      .returning({ id: venues.id });
    const teamRows = await tx
      .insert(teams)
      .values(
        plan.teams.map((team, i) => ({
          sportId: football!.id,
          countryId: countryIds.get(team.league.country.code)!,
          slug: team.slug,
          name: team.name,
          shortName: team.shortName,
          localNames: demoTeamNames[team.name] ?? {},
          code: team.code,
          colors: team.colors,
          venueId: venueRows[i]!.id,
          founded: team.founded,
          strength: team.strength,
          isDemo: true,
        })),
      )
      .returning({ id: teams.id });
    const teamIds = new Map(plan.teams.map((team, i) => [team.key, teamRows[i]!.id]));
    const venueOf = new Map(plan.teams.map((team, i) => [team.key, venueRows[i]!.id]));

    const squadRows = plan.teams.flatMap((team) =>
      rosterOf(team).players.map((player) => ({
        teamId: teamIds.get(team.key)!,
        ...player,
        birthDate: demoBirthDate(team.key, player, plannedAt),
        // Each league's squads are drawn from its country's names: its players are its nationals.
        nationalityId: countryIds.get(team.league.country.code) ?? null,
      })),
    );
    const playerIds = new Map<string, number>();
    await insertInChunks(squadRows, 1000, async (chunk) => {
      const rows = await tx
        .insert(players)
        .values(chunk)
        .returning({ id: players.id, teamId: players.teamId, name: players.name });
      for (const row of rows) playerIds.set(`${row.teamId}:${row.name}`, row.id);
    });

    const matchIds: number[] = [];
    await insertInChunks(plan.matches, 500, async (chunk) => {
      const rows = await tx
        .insert(matches)
        .values(
          chunk.map((match) => ({
            seasonId: seasonIds.get(match.competitionKey)!,
            stageId: match.stage ? knockout!.id : null,
            round: match.round,
            roundNumber: match.roundNumber,
            homeTeamId: teamIds.get(match.home.key)!,
            awayTeamId: teamIds.get(match.away.key)!,
            venueId: venueOf.get(match.home.key)!,
            kickoffAt: match.kickoffAt,
            status: match.status,
            period: match.period,
            minute: match.minute,
            stoppage: match.stoppage,
            periodStartedAt: match.periodStartedAt,
            homeScore: match.homeScore,
            awayScore: match.awayScore,
            scores: match.scores,
            winnerTeamId: match.winner ? teamIds.get(match.winner.key)! : null,
            sourceKey: match.sourceKey,
            ...demoOfficials(match, capacityOf(match.home)),
          })),
        )
        .returning({ id: matches.id });
      matchIds.push(...rows.map((row) => row.id));
    });

    const eventRows = plan.matches.flatMap((match, m) =>
      match.events.map((event, e) => {
        const teamId = teamIds.get(event.teamKey)!;
        const squadTeam =
          event.type === "own-goal"
            ? event.side === "home"
              ? match.away
              : match.home
            : event.side === "home"
              ? match.home
              : match.away;
        return {
          matchId: matchIds[m]!,
          type: event.type,
          period: event.period,
          minute: event.minute,
          stoppage: event.stoppage,
          teamId,
          playerId: playerIds.get(`${teamIds.get(squadTeam.key)}:${event.playerName}`) ?? null,
          playerName: event.playerName,
          secondaryPlayerName: event.secondary ?? null,
          detail: event.score ? { score: event.score } : null,
          source: "demo",
          sourceEventId: `${match.sourceKey}:${e + 1}`,
        };
      }),
    );
    await insertInChunks(eventRows, 2000, (chunk) => tx.insert(matchEvents).values(chunk));

    const centre: DemoCentreRows = { lineups: [], players: [], stats: [] };
    plan.matches.forEach((match, m) => {
      demoCentreRows(
        match,
        {
          matchId: matchIds[m]!,
          teamId: (team) => teamIds.get(team.key)!,
          playerId: (teamId, name) => playerIds.get(`${teamId}:${name}`) ?? null,
        },
        centre,
        { lineups: keepsLineups(match.kickoffAt, plannedAt) },
      );
    });
    await insertInChunks(centre.lineups, 2000, (chunk) => tx.insert(matchLineups).values(chunk));
    await insertInChunks(centre.players, 2000, (chunk) => tx.insert(lineupPlayers).values(chunk));
    await insertInChunks(centre.stats, 1000, (chunk) => tx.insert(matchStats).values(chunk));

    // One club in the top division starts with a points deduction, as real leagues sometimes impose.
    const penalised = plan.teams.find((team) => team.key === "eng.1:5")!;
    await tx.insert(standingAdjustments).values({
      seasonId: seasonIds.get("eng.1")!,
      teamId: teamIds.get(penalised.key)!,
      points: -6,
      reason: "Breach of financial rules (demo)",
    });

    return {
      competitions: competitionDefs.length,
      teams: plan.teams.length,
      matches: plan.matches.length,
      events: eventRows.length,
      live: plan.matches.filter((match) => match.status === "live").length,
    };
  });
}

/** Seeds the demo world into an empty database; leaves any existing data alone. */
export async function seedDemoIfEmpty(db: Db, now?: Date): Promise<DemoSeedSummary | null> {
  const [row] = await db.select({ total: count() }).from(competitions);
  if ((row?.total ?? 0) > 0) return null;
  return seedDemoWorld(db, { now });
}

/**
 * Moves every demo match, of every sport, by `ms` milliseconds: a world planned as at DEMO_NOW then
 * plays from the real boot, its live matches at the minutes that hour had. Only kick-offs and
 * period starts hold planned instants; everything else is counted from them.
 */
export async function moveDemoMatches(db: Db, ms: number): Promise<void> {
  const by = sql`${Math.round(ms)} * interval '1 millisecond'`;
  await db
    .update(matches)
    .set({
      kickoffAt: sql`${matches.kickoffAt} + ${by}`,
      periodStartedAt: sql`${matches.periodStartedAt} + ${by}`,
    })
    .where(like(matches.sourceKey, "demo:%"));
}
