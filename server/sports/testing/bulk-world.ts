import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { createBulkLoader } from "../../db/bulk-insert.ts";
import type { Db } from "../../db/connect.ts";
import { createRandom } from "../../platform/random.ts";
import { demoColors, demoLeagues } from "../demo/clubs.ts";
import { rosterOf } from "../demo/lineups.ts";
import type { PlanTeam } from "../demo/plan.ts";
import { simulateMatch } from "../demo/simulate.ts";
import { competitions, countries, matchEvents, matches, players, seasons, sports, teams } from "../schema.ts";

/**
 * A football world big enough to measure reads against: at scale 1, 40 leagues of 20 clubs over
 * 20 seasons (about 300,000 matches and 4 million events), the last season under way with
 * fixtures still to play. Seasons and competitions both shrink with the square root of the scale,
 * so 0.01 keeps about 1% of the matches. Clubs are fictional, named from the demo leagues' lists.
 */
export type BulkWorldSize = { competitions: number; seasons: number; teamsPerCompetition: number };

export function bulkWorldSize(scale: number): BulkWorldSize {
  const root = Math.sqrt(scale);
  return {
    competitions: Math.max(1, Math.ceil(40 * root)),
    seasons: Math.max(2, Math.ceil(20 * root)),
    teamsPerCompetition: 20,
  };
}

/** The marker of a generated world: its first competition's source key. */
export const bulkSourcePrefix = "bulk:";

export async function hasBulkWorld(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.sourceKey, `${bulkSourcePrefix}0`));
  return row !== undefined;
}

type Loader = ReturnType<typeof createBulkLoader>;

const towns = ["Ash", "Bram", "Cald", "Dun", "East", "Fen", "Gars", "Hollo", "Kings", "Low", "Marl", "North"];
const endings = ["ford", "bury", "wick", "ton", "mere", "field", "ley", "stead", "worth", "combe"];
const clubWords = ["United", "City", "Town", "Rovers", "Athletic", "Albion", "Wanderers", "County"];
const day = 86_400_000;

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Explicit ids let matches and events reference each other before anything is written. */
async function nextId(db: Db, table: PgTable & { id: unknown }): Promise<number> {
  const rows = await db.execute<{ top: number | string | null }>(
    sql`select coalesce(max(id), 0) as top from ${table}`,
  );
  return Number((rows as unknown as { rows: Array<{ top: unknown }> }).rows[0]!.top) + 1;
}

/** Moves a serial's sequence past ids written explicitly, so the product's own inserts continue. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.raw(`"${table}"`)}), false)`,
  );
}

/** Berger tables: every pair once per half, home and away swapped in the second half. */
function doubleRoundRobin(size: number): Array<Array<[number, number]>> {
  const rotation = Array.from({ length: size }, (_, i) => i);
  const half: Array<Array<[number, number]>> = [];
  for (let round = 0; round < size - 1; round += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < size / 2; i += 1) {
      const a = rotation[i]!;
      const b = rotation[size - 1 - i]!;
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    half.push(pairs);
    rotation.splice(1, 0, rotation.pop()!);
  }
  return [...half, ...half.map((pairs) => pairs.map(([a, b]) => [b, a] as [number, number]))];
}

export type BulkWorldOptions = { scale: number; now?: Date; seed?: number };

/** Queues the whole world on `loader`; the caller flushes and syncs sequences. */
export async function loadBulkWorld(
  db: Db,
  loader: Loader,
  options: BulkWorldOptions,
): Promise<BulkWorldSize> {
  const size = bulkWorldSize(options.scale);
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 2026);
  await db.insert(sports).values({ slug: "football", name: "Football" }).onConflictDoNothing();
  const [football] = await db.select().from(sports).where(eq(sports.slug, "football"));
  const countryIds: number[] = [];
  for (const { country } of demoLeagues) {
    await db.insert(countries).values(country).onConflictDoNothing();
    const [row] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, country.code));
    countryIds.push(row!.id);
  }

  let competitionId = await nextId(db, competitions);
  let seasonId = await nextId(db, seasons);
  let teamId = await nextId(db, teams);
  let playerId = await nextId(db, players);
  let matchId = await nextId(db, matches);
  const firstTeam = teamId;
  // Seasons start in August; the current one is the latest that has started.
  const currentStart = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const schedule = doubleRoundRobin(size.teamsPerCompetition);

  for (let c = 0; c < size.competitions; c += 1) {
    const league = demoLeagues[c % demoLeagues.length]!;
    const tier = 1 + Math.floor(c / demoLeagues.length);
    const name = `${league.country.name} Division ${tier}`;
    const competition = competitionId++;
    await loader.add(competitions, [
      {
        id: competition,
        sportId: football!.id,
        countryId: countryIds[c % demoLeagues.length]!,
        slug: `${slugOf(name)}-bulk-${competition}`,
        name,
        shortName: `${league.country.name} ${tier}`,
        kind: "league",
        tier,
        zones: league.zones,
        sourceKey: `${bulkSourcePrefix}${c}`,
      },
    ]);
    const clubs: Array<{ id: number; strength: number; squad: string[]; playerIds: Map<string, number> }> =
      [];
    for (let t = 0; t < size.teamsPerCompetition; t += 1) {
      const n = teamId - firstTeam;
      const town = `${towns[n % towns.length]}${endings[Math.floor(n / towns.length) % endings.length]}`;
      const club = `${town} ${clubWords[Math.floor(n / (towns.length * endings.length)) % clubWords.length]}`;
      const id = teamId++;
      const strength = random.int(35, 90);
      const plan: PlanTeam = {
        key: `bulk-${id}`,
        league,
        name: club,
        shortName: town,
        code: town.slice(0, 3).toUpperCase(),
        slug: `${slugOf(club)}-${id}`,
        colors: demoColors[n % demoColors.length]!,
        strength,
        ground: `${town} Park`,
        founded: random.int(1874, 1965),
        squad: [],
      };
      await loader.add(teams, [
        {
          id,
          sportId: football!.id,
          countryId: countryIds[c % demoLeagues.length]!,
          slug: plan.slug,
          name: plan.name,
          shortName: plan.shortName,
          code: plan.code,
          colors: plan.colors,
          founded: plan.founded,
          strength,
        },
      ]);
      const roster = rosterOf(plan).players;
      const playerIds = new Map(roster.map((player) => [player.name, playerId++]));
      await loader.add(
        players,
        roster.map((player) => ({ id: playerIds.get(player.name)!, teamId: id, ...player })),
      );
      clubs.push({ id, strength, squad: roster.map((player) => player.name), playerIds });
    }

    for (let s = 0; s < size.seasons; s += 1) {
      const year = currentStart - (size.seasons - 1 - s);
      const isCurrent = s === size.seasons - 1;
      const season = seasonId++;
      // The second Saturday of August (or the Saturday before it).
      const august = Date.UTC(year, 7, 8);
      const opening = august + ((6 - new Date(august).getUTCDay() + 7) % 7) * day;
      await loader.add(seasons, [
        {
          id: season,
          competitionId: competition,
          name: `${year}/${String((year + 1) % 100).padStart(2, "0")}`,
          startsOn: new Date(opening).toISOString().slice(0, 10),
          endsOn: new Date(opening + schedule.length * 7 * day).toISOString().slice(0, 10),
          isCurrent,
        },
      ]);
      for (const [r, pairs] of schedule.entries()) {
        for (const [p, [h, a]] of pairs.entries()) {
          const home = clubs[h]!;
          const away = clubs[a]!;
          // Saturday and Sunday slots, staggered by competition so a day list spans the day.
          const kickoffAt = new Date(
            opening + r * 7 * day + (p % 2) * day + ((11 + ((c + p) % 10)) * 60 + (p % 4) * 15) * 60_000,
          );
          const id = matchId++;
          const played = kickoffAt.getTime() + 2 * 3600_000 < now.getTime();
          const base = {
            id,
            seasonId: season,
            round: `Matchday ${r + 1}`,
            roundNumber: r + 1,
            homeTeamId: home.id,
            awayTeamId: away.id,
            kickoffAt,
          };
          if (!played) {
            const fixture = { status: "scheduled" as const, period: null, homeScore: null, awayScore: null };
            await loader.add(matches, [{ ...base, ...fixture, scores: {} }]);
            continue;
          }
          const result = simulateMatch(random, [home.strength, away.strength], {
            squads: [home.squad, away.squad],
          });
          await loader.add(matches, [
            {
              ...base,
              status: "finished",
              period: result.period,
              homeScore: result.home,
              awayScore: result.away,
              scores: result.scores,
            },
          ]);
          await loader.add(
            matchEvents,
            result.events.map((event, e) => {
              const side = event.side === "home" ? home : away;
              const other = event.side === "home" ? away : home;
              return {
                matchId: id,
                type: event.type,
                period: event.period,
                minute: event.minute,
                stoppage: event.stoppage,
                teamId: side.id,
                playerId:
                  side.playerIds.get(event.playerName) ?? other.playerIds.get(event.playerName) ?? null,
                playerName: event.playerName,
                secondaryPlayerName: event.secondary ?? null,
                detail: event.score ? { score: event.score } : null,
                source: "bulk",
                sourceEventId: `${id}:${e}`,
              };
            }),
          );
        }
      }
    }
  }
  return size;
}

/** Tables whose ids the world writes explicitly. */
export const bulkWorldSerialTables = ["competitions", "seasons", "teams", "players", "matches"];
