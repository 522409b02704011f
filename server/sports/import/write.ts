import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import {
  competitions,
  groups,
  type MatchEventType,
  type MatchPeriod,
  matchEvents,
  matches,
  players,
  seasons,
  sports,
  stages,
  standingAdjustments,
  venues,
} from "../schema.ts";
import { knownAdjustments } from "./catalog.ts";
import type { ParsedFile, ParsedGoal, ParsedMatch } from "./parse.ts";
import { clubOrigin, ensureCountry, resolveTeams, slugify, type TeamScope } from "./teams.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type FileCounts = {
  competitionsCreated: number;
  competitionsUpdated: number;
  teamsCreated: number;
  matchesCreated: number;
  matchesUpdated: number;
  events: number;
};

const chunk = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));

function periodOf(goal: ParsedGoal): MatchPeriod {
  if (goal.minute <= 45) return "1H";
  if (goal.minute <= 90) return "2H";
  return goal.minute <= 105 ? "ET1" : "ET2";
}

const periodRank: Record<string, number> = { "1H": 0, "2H": 1, ET1: 2, ET2: 3 };

async function ensureCompetition(
  tx: Tx,
  file: ParsedFile,
  sportId: number,
): Promise<{ id: number; created: boolean }> {
  const sourceKey = `openfootball:${file.code}`;
  const [existing] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.sourceKey, sourceKey));
  if (existing) return { id: existing.id, created: false };
  const countryId = file.info.country ? await ensureCountry(tx, file.info.country) : null;
  const base = slugify(file.name);
  const [clash] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.slug, base));
  const [row] = await tx
    .insert(competitions)
    .values({
      sportId,
      countryId,
      slug: clash ? `${base}-${slugify(file.code)}` : base,
      name: file.name,
      shortName: file.name.replace(
        /^(English|Spanish|German|Italian|French|Dutch|Portuguese|Austrian)\s+/,
        "",
      ),
      kind: file.info.kind,
      tier: file.info.tier,
      tieBreak: file.info.tieBreak,
      zones: file.info.zones,
      sourceKey,
    })
    .returning({ id: competitions.id });
  return { id: row!.id, created: true };
}

async function ensureSeason(tx: Tx, competitionId: number, file: ParsedFile): Promise<number> {
  const times = file.matches.map((m) => m.kickoffAt.getTime());
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const span = times.length
    ? { startsOn: day(Math.min(...times)), endsOn: day(Math.max(...times)) }
    : { startsOn: null, endsOn: null };
  const [row] = await tx
    .insert(seasons)
    .values({ competitionId, name: file.season, ...span })
    .onConflictDoUpdate({ target: [seasons.competitionId, seasons.name], set: span })
    .returning({ id: seasons.id });
  return row!.id;
}

async function ensureStagesAndGroups(tx: Tx, seasonId: number, parsed: ParsedMatch[]) {
  const stageIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  const stageNames = [
    ...new Map(parsed.flatMap((m) => (m.stage ? [[m.stage.name, m.stage] as const] : []))).values(),
  ];
  for (const [position, stage] of stageNames.entries()) {
    const [row] = await tx
      .insert(stages)
      .values({ seasonId, name: stage.name, kind: stage.kind, position })
      .onConflictDoUpdate({ target: [stages.seasonId, stages.name], set: { kind: stage.kind, position } })
      .returning({ id: stages.id });
    stageIds.set(stage.name, row!.id);
  }
  const groupKeys = new Set(
    parsed.flatMap((m) => (m.stage && m.group ? [`${m.stage.name}|${m.group}`] : [])),
  );
  for (const key of groupKeys) {
    const [stageName, name] = key.split("|") as [string, string];
    const stageId = stageIds.get(stageName)!;
    await tx.insert(groups).values({ stageId, name }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.stageId, stageId), eq(groups.name, name)));
    groupIds.set(key, row!.id);
  }
  return { stageIds, groupIds };
}

async function ensureVenues(tx: Tx, grounds: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(grounds)].map((ground) => {
    const [name, ...rest] = ground.split(",");
    return { ground, name: name!.trim(), city: rest.join(",").trim() || null };
  });
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const existing = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(
      inArray(
        venues.name,
        wanted.map((v) => v.name),
      ),
    );
  const byName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = wanted.filter((v) => !byName.has(v.name));
  if (missing.length) {
    const rows = await tx
      .insert(venues)
      .values(missing.map(({ name, city }) => ({ name, city })))
      .returning({ id: venues.id, name: venues.name });
    for (const row of rows) byName.set(row.name, row.id);
  }
  for (const v of wanted) ids.set(v.ground, byName.get(v.name)!);
  return ids;
}

/** Writes one parsed file in one transaction: a failure leaves nothing of it behind. */
export async function writeParsedFile(db: Db, file: ParsedFile): Promise<FileCounts> {
  return db.transaction(async (tx) => {
    await tx.insert(sports).values({ slug: "football", name: "Football" }).onConflictDoNothing();
    const [sport] = await tx.select({ id: sports.id }).from(sports).where(eq(sports.slug, "football"));
    const competition = await ensureCompetition(tx, file, sport!.id);
    const seasonId = await ensureSeason(tx, competition.id, file);
    const { stageIds, groupIds } = await ensureStagesAndGroups(tx, seasonId, file.matches);

    const homeCountryId = file.info.country ? await ensureCountry(tx, file.info.country) : null;
    const scopeFor = async (raw: string): Promise<{ name: string; scope: TeamScope }> => {
      if (file.info.national)
        return { name: raw, scope: { source: "openfootball:national", countryId: null, national: true } };
      if (file.info.country)
        return {
          name: raw,
          scope: {
            source: `openfootball:${file.info.country.code}`,
            countryId: homeCountryId,
            national: false,
          },
        };
      const origin = clubOrigin(raw);
      if (!origin.country)
        return {
          name: raw,
          scope: { source: `openfootball:${file.code}`, countryId: null, national: false },
        };
      const countryId = await ensureCountry(tx, origin.country);
      return {
        name: origin.name,
        scope: { source: `openfootball:${origin.country.code}`, countryId, national: false },
      };
    };
    const names = [...new Set(file.matches.flatMap((m) => [m.home, m.away]))];
    const scoped = new Map<string, { name: string; scope: TeamScope }>();
    for (const raw of names) scoped.set(raw, await scopeFor(raw));
    const { ids, created: teamsCreated } = await resolveTeams(tx, sport!.id, [...scoped.values()]);
    const teamId = (raw: string) => {
      const entry = scoped.get(raw)!;
      return ids.get(`${entry.scope.source}|${entry.name}`)!;
    };
    const venueIds = await ensureVenues(
      tx,
      file.matches.flatMap((m) => (m.ground ? [m.ground] : [])),
    );

    const sourceKeyOf = (m: ParsedMatch) => `openfootball:${file.code}:${file.season}:${m.key}`;
    const matchIds = new Map<string, number>();
    let matchesCreated = 0;
    for (const part of chunk(file.matches, 400)) {
      const rows = part.map((m) => {
        const final = m.scores.et ?? m.scores.ft;
        const p = m.scores.p;
        return {
          seasonId,
          stageId: m.stage ? stageIds.get(m.stage.name)! : null,
          groupId: m.stage && m.group ? groupIds.get(`${m.stage.name}|${m.group}`)! : null,
          round: m.round,
          roundNumber: m.roundNumber,
          homeTeamId: teamId(m.home),
          awayTeamId: teamId(m.away),
          venueId: m.ground ? venueIds.get(m.ground)! : null,
          kickoffAt: m.kickoffAt,
          status: m.status,
          period: final ? ((p ? "PEN" : m.scores.et ? "AET" : "FT") as MatchPeriod) : null,
          homeScore: final?.[0] ?? null,
          awayScore: final?.[1] ?? null,
          scores: m.scores,
          winnerTeamId: p && p[0] !== p[1] ? teamId(p[0] > p[1] ? m.home : m.away) : null,
          sourceKey: sourceKeyOf(m),
        };
      });
      const written = await tx
        .insert(matches)
        .values(rows)
        .onConflictDoUpdate({
          target: matches.sourceKey,
          set: {
            seasonId: sql`excluded.season_id`,
            stageId: sql`excluded.stage_id`,
            groupId: sql`excluded.group_id`,
            round: sql`excluded.round`,
            roundNumber: sql`excluded.round_number`,
            homeTeamId: sql`excluded.home_team_id`,
            awayTeamId: sql`excluded.away_team_id`,
            venueId: sql`excluded.venue_id`,
            kickoffAt: sql`excluded.kickoff_at`,
            status: sql`excluded.status`,
            period: sql`excluded.period`,
            homeScore: sql`excluded.home_score`,
            awayScore: sql`excluded.away_score`,
            scores: sql`excluded.scores`,
            winnerTeamId: sql`excluded.winner_team_id`,
            version: sql`${matches.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: matches.id, sourceKey: matches.sourceKey, created: sql<boolean>`(xmax = 0)` });
      for (const row of written) {
        matchIds.set(row.sourceKey!, row.id);
        if (row.created) matchesCreated += 1;
      }
    }

    const events = await writeGoals(tx, file, matchIds, sourceKeyOf, teamId);
    const adjustments = (knownAdjustments[`${file.code} ${file.season}`] ?? []).filter((a) =>
      scoped.has(a.team),
    );
    if (adjustments.length > 0) {
      await tx
        .insert(standingAdjustments)
        .values(
          adjustments.map((a) => ({ seasonId, teamId: teamId(a.team), points: a.points, reason: a.reason })),
        )
        .onConflictDoNothing();
    }
    return {
      competitionsCreated: competition.created ? 1 : 0,
      competitionsUpdated: competition.created ? 0 : 1,
      teamsCreated,
      matchesCreated,
      matchesUpdated: file.matches.length - matchesCreated,
      events,
    };
  });
}

/** Replaces the imported goals of every match in the file (goals are the only events the files carry). */
async function writeGoals(
  tx: Tx,
  file: ParsedFile,
  matchIds: Map<string, number>,
  sourceKeyOf: (m: ParsedMatch) => string,
  teamId: (raw: string) => number,
): Promise<number> {
  const withGoals = file.matches.filter((m) => m.goals.length > 0);
  const ids = file.matches.map((m) => matchIds.get(sourceKeyOf(m))!);
  for (const part of chunk(ids, 1000)) {
    await tx
      .delete(matchEvents)
      .where(and(eq(matchEvents.source, "openfootball"), inArray(matchEvents.matchId, part)));
  }
  if (withGoals.length === 0) return 0;

  const scorerRows = new Map<string, { teamId: number; name: string }>();
  for (const m of withGoals) {
    for (const goal of m.goals) {
      const side = goal.ownGoal ? (goal.side === "home" ? "away" : "home") : goal.side;
      const playerTeam = teamId(side === "home" ? m.home : m.away);
      scorerRows.set(`${playerTeam}|${goal.name}`, { teamId: playerTeam, name: goal.name });
    }
  }
  const playerIds = new Map<string, number>();
  for (const part of chunk([...scorerRows.values()], 1000)) {
    await tx.insert(players).values(part).onConflictDoNothing();
    const rows = await tx
      .select({ id: players.id, teamId: players.teamId, name: players.name })
      .from(players)
      .where(
        and(
          inArray(players.teamId, [...new Set(part.map((p) => p.teamId))]),
          inArray(
            players.name,
            part.map((p) => p.name),
          ),
        ),
      );
    for (const row of rows) playerIds.set(`${row.teamId}|${row.name}`, row.id);
  }

  const eventRows = withGoals.flatMap((m) => {
    const ordered = m.goals
      .map((goal) => ({ goal, period: periodOf(goal) }))
      .sort(
        (a, b) =>
          periodRank[a.period]! - periodRank[b.period]! ||
          a.goal.minute - b.goal.minute ||
          (a.goal.stoppage ?? 0) - (b.goal.stoppage ?? 0),
      );
    let home = 0;
    let away = 0;
    return ordered.map(({ goal, period }, i) => {
      if (goal.side === "home") home += 1;
      else away += 1;
      const playerSide = goal.ownGoal ? (goal.side === "home" ? "away" : "home") : goal.side;
      const playerTeam = teamId(playerSide === "home" ? m.home : m.away);
      const type: MatchEventType = goal.ownGoal ? "own-goal" : goal.penalty ? "penalty-goal" : "goal";
      return {
        matchId: matchIds.get(sourceKeyOf(m))!,
        type,
        period,
        minute: goal.minute,
        stoppage: goal.stoppage,
        // A goal counts for the side it is credited to, own goals included.
        teamId: teamId(goal.side === "home" ? m.home : m.away),
        playerId: playerIds.get(`${playerTeam}|${goal.name}`) ?? null,
        playerName: goal.name,
        detail: { score: `${home}-${away}` },
        source: "openfootball",
        sourceEventId: `${sourceKeyOf(m)}:${i + 1}`,
      };
    });
  });
  for (const part of chunk(eventRows, 2000)) await tx.insert(matchEvents).values(part);
  return eventRows.length;
}
