import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import { matches, teamAliases, teams } from "../schema.ts";
import { checkVersion, type Handle, notFound, unknownRef } from "./common.ts";
import type { TeamView } from "./schemas.ts";
import { getTeamRecord } from "./teams.ts";

/** Another domain's records of a team (follows, push subscriptions) moving to the kept team. */
export type TeamMergeStep = (tx: Tx, fromTeamId: number, intoTeamId: number) => Promise<unknown>;
const mergeSteps = new Set<TeamMergeStep>();

/**
 * Adds a step to every team merge, run in the merge's transaction. The composition root
 * registers the other domains' steps, so sports need not import the domains that follow teams.
 */
export function onTeamMerge(step: TeamMergeStep): void {
  mergeSteps.add(step);
}

/** How many fans follow a team, told by the domain that keeps follows (registered like the steps). */
export type TeamFollowerCount = (db: Handle, teamId: number) => Promise<number>;
let followersOf: TeamFollowerCount = async () => 0;

/** Names the follower count a merge's footprint reports, before and after. */
export function countTeamFollowersWith(count: TeamFollowerCount): void {
  followersOf = count;
}

/** What hangs off a team: what a merge moves, and what the audit log records before and after. */
export type TeamFootprint = {
  matches: number;
  events: number;
  players: number;
  aliases: number;
  adjustments: number;
  followers: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function footprintOf(db: Handle, teamId: number): Promise<TeamFootprint> {
  const [row] = rowsOf<Omit<TeamFootprint, "followers">>(
    await db.execute(sql`select
      (select count(*) from matches where ${teamId} in (home_team_id, away_team_id))::int as matches,
      (select count(*) from match_events where team_id = ${teamId})::int as events,
      (select count(*) from players where team_id = ${teamId})::int as players,
      (select count(*) from team_aliases where team_id = ${teamId})::int as aliases,
      (select count(*) from standing_adjustments where team_id = ${teamId})::int as adjustments`),
  );
  return { ...row!, followers: await followersOf(db, teamId) };
}

async function sharedMatches(db: Handle, a: number, b: number): Promise<number[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      or(
        and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
        and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
      ),
    )
    .orderBy(asc(matches.id))
    .limit(20);
  return rows.map((row) => row.id);
}

/** The rules a merge must pass; the preview shows the first broken one instead of the button. */
async function refusalOf(db: Handle, duplicate: TeamView, into: TeamView): Promise<AppError | null> {
  if (duplicate.id === into.id) {
    return new AppError("unprocessable", "merge-into-self", "A team cannot be merged into itself.", {
      field: "into_id",
    });
  }
  if (duplicate.sport_id !== into.sport_id) {
    return new AppError(
      "unprocessable",
      "merge-across-sports",
      "Only teams of the same sport can be merged.",
      {
        field: "into_id",
      },
    );
  }
  const shared = await sharedMatches(db, duplicate.id, into.id);
  if (shared.length > 0) {
    return new AppError(
      "conflict",
      "teams-share-match",
      "These teams played each other, so they are two teams, not one.",
      { field: "into_id", matches: shared },
    );
  }
  return null;
}

/** Players of the duplicate whose name the kept squad already has: they become that player. */
const samePlayers = (duplicateId: number, intoId: number) => sql`
  select d.id as from_id, k.id as to_id, d.shirt_number, d.position
  from players d join players k on k.team_id = ${intoId} and k.name = d.name
  where d.team_id = ${duplicateId}`;

export type MergePreview = {
  duplicate: TeamView;
  into: TeamView;
  moving: TeamFootprint & { samePlayers: number };
  refusal: { code: string; message: string } | null;
};

/** What a merge would move, for the confirmation screen. */
export async function teamMergePreview(db: Db, duplicateId: number, intoId: number): Promise<MergePreview> {
  const duplicate = await getTeamRecord(db, duplicateId);
  if (!duplicate) throw notFound("team");
  const into = await getTeamRecord(db, intoId);
  if (!into) throw unknownRef("into_id", "team");
  const refusal = await refusalOf(db, duplicate, into);
  const [clashes] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${samePlayers(duplicateId, intoId)}) pairs`),
  );
  return {
    duplicate,
    into,
    moving: { ...(await footprintOf(db, duplicateId)), samePlayers: clashes?.total ?? 0 },
    refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
  };
}

async function movePlayers(tx: Tx, duplicateId: number, intoId: number) {
  const pairs = samePlayers(duplicateId, intoId);
  await tx.execute(sql`
    update players k set shirt_number = coalesce(k.shirt_number, p.shirt_number),
      position = coalesce(k.position, p.position), version = k.version + 1
    from (${pairs}) p where k.id = p.to_id`);
  await tx.execute(
    sql`update match_events e set player_id = p.to_id from (${pairs}) p where e.player_id = p.from_id`,
  );
  await tx.execute(
    sql`update lineup_players l set player_id = p.to_id from (${pairs}) p where l.player_id = p.from_id`,
  );
  await tx.execute(sql`
    delete from players d using players k
    where d.team_id = ${duplicateId} and k.team_id = ${intoId} and k.name = d.name`);
  await tx.execute(
    sql`update players set team_id = ${intoId}, version = version + 1 where team_id = ${duplicateId}`,
  );
}

async function moveMatches(tx: Tx, from: number, into: number) {
  await tx.execute(sql`
    update matches set
      home_team_id = case when home_team_id = ${from} then ${into} else home_team_id end,
      away_team_id = case when away_team_id = ${from} then ${into} else away_team_id end,
      winner_team_id = case when winner_team_id = ${from} then ${into} else winner_team_id end,
      version = version + 1, updated_at = now()
    where ${from} in (home_team_id, away_team_id) or winner_team_id = ${from}`);
  for (const table of ["match_events", "match_lineups", "lineup_players", "match_stats"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set team_id = ${into} where team_id = ${from}`);
  }
  // The same deduction imported for both spellings is one deduction.
  await tx.execute(sql`
    delete from standing_adjustments d using standing_adjustments k
    where d.team_id = ${from} and k.team_id = ${into} and k.season_id = d.season_id and k.reason = d.reason`);
  await tx.execute(sql`update standing_adjustments set team_id = ${into} where team_id = ${from}`);
}

/**
 * Both names become aliases of the kept team in every feed namespace either team was known in,
 * so the next import of "Man Utd" or "Manchester United" finds the kept team instead of making one.
 */
async function keepNames(tx: Tx, duplicate: TeamView, into: TeamView) {
  await tx.update(teamAliases).set({ teamId: into.id }).where(eq(teamAliases.teamId, duplicate.id));
  const sources = await tx
    .selectDistinct({ source: teamAliases.source })
    .from(teamAliases)
    .where(eq(teamAliases.teamId, into.id));
  const namespaces = sources.length > 0 ? sources.map((row) => row.source) : ["cms"];
  await tx
    .insert(teamAliases)
    .values(
      namespaces.flatMap((source) => [
        { teamId: into.id, source, alias: duplicate.name },
        { teamId: into.id, source, alias: into.name },
      ]),
    )
    .onConflictDoNothing();
}

export type MergeOutcome = {
  duplicate: TeamView;
  kept: TeamView;
  before: { duplicate: TeamFootprint; into: TeamFootprint };
  after: TeamFootprint;
};

/**
 * Merges a duplicate team into the one that stays, in one transaction: matches, events,
 * line-ups, statistics, players (same names become one player), aliases, deductions, fans and
 * push subscriptions move; the kept team fills its blanks from the duplicate; the duplicate goes.
 */
export async function mergeTeams(
  db: Db,
  duplicateId: number,
  intoId: number,
  base: number,
): Promise<MergeOutcome> {
  return db.transaction(async (tx) => {
    // Locked in id order, so two opposite merges wait for each other instead of deadlocking.
    await tx
      .select({ id: teams.id })
      .from(teams)
      .where(inArray(teams.id, [duplicateId, intoId]))
      .orderBy(asc(teams.id))
      .for("update");
    const duplicate = await getTeamRecord(tx, duplicateId);
    if (!duplicate) throw notFound("team");
    checkVersion(duplicate, base);
    const into = await getTeamRecord(tx, intoId);
    if (!into) throw unknownRef("into_id", "team");
    const refusal = await refusalOf(tx, duplicate, into);
    if (refusal) throw refusal;
    const before = { duplicate: await footprintOf(tx, duplicateId), into: await footprintOf(tx, intoId) };

    await movePlayers(tx, duplicateId, intoId);
    await moveMatches(tx, duplicateId, intoId);
    await keepNames(tx, duplicate, into);
    for (const step of mergeSteps) await step(tx, duplicateId, intoId);
    await tx.execute(sql`
      update teams k set country_id = coalesce(k.country_id, d.country_id), venue_id = coalesce(k.venue_id, d.venue_id),
        founded = coalesce(k.founded, d.founded), ranking = coalesce(k.ranking, d.ranking), crest = coalesce(k.crest, d.crest),
        colors = coalesce(k.colors, d.colors), version = k.version + 1
      from teams d where k.id = ${intoId} and d.id = ${duplicateId}`);
    await tx.delete(teams).where(eq(teams.id, duplicateId));

    return {
      duplicate,
      kept: (await getTeamRecord(tx, intoId))!,
      before,
      after: await footprintOf(tx, intoId),
    };
  });
}
