import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Tx } from "../platform/transactions.ts";
import { competitions, matches, teams } from "../sports/schema.ts";
import { followedCompetitions, followedMatches, followedTeams } from "./schema.ts";
import type { Favourites } from "./types.ts";

export type { Favourites } from "./types.ts";

type Handle = Db | Tx;

type Starred = { userId: number; id: number; starredAt: Date };

// Each kind: its follow table and column, the sports table that says which ids exist, and its insert.
const kinds = {
  teams: {
    table: followedTeams,
    column: followedTeams.teamId,
    knownId: teams.id,
    insert: (tx: Tx, rows: Starred[]) =>
      tx
        .insert(followedTeams)
        .values(rows.map(({ id, ...row }) => ({ ...row, teamId: id })))
        .onConflictDoNothing(),
  },
  competitions: {
    table: followedCompetitions,
    column: followedCompetitions.competitionId,
    knownId: competitions.id,
    insert: (tx: Tx, rows: Starred[]) =>
      tx
        .insert(followedCompetitions)
        .values(rows.map(({ id, ...row }) => ({ ...row, competitionId: id })))
        .onConflictDoNothing(),
  },
  matches: {
    table: followedMatches,
    column: followedMatches.matchId,
    knownId: matches.id,
    insert: (tx: Tx, rows: Starred[]) =>
      tx
        .insert(followedMatches)
        .values(rows.map(({ id, ...row }) => ({ ...row, matchId: id })))
        .onConflictDoNothing(),
  },
};

type Kind = keyof typeof kinds;
const KINDS = Object.keys(kinds) as Kind[];

async function listOf(db: Handle, userId: number, kind: Kind): Promise<number[]> {
  const { table, column } = kinds[kind];
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.starredAt), asc(column));
  return rows.map((row) => row.id);
}

async function readAll(db: Handle, userId: number): Promise<Favourites> {
  const [teamIds, competitionIds, matchIds] = await Promise.all(
    KINDS.map((kind) => listOf(db, userId, kind)),
  );
  return { teams: teamIds!, competitions: competitionIds!, matches: matchIds! };
}

/** Sets one kind to exactly `wanted`: ids that exist nowhere are dropped, kept ones keep their place. */
async function replaceKind(tx: Tx, userId: number, kind: Kind, wanted: number[]): Promise<void> {
  const { table, column, knownId, insert } = kinds[kind];
  const unique = [...new Set(wanted)];
  const existing = unique.length
    ? new Set(
        (await tx.select({ id: knownId }).from(knownId.table).where(inArray(knownId, unique))).map(
          (row) => row.id,
        ),
      )
    : new Set<number>();
  const kept = unique.filter((id) => existing.has(id));
  await tx
    .delete(table)
    .where(and(eq(table.userId, userId), kept.length ? notInArray(column, kept) : undefined));
  if (kept.length === 0) return;
  // New ids a millisecond apart, so the list reads back in the order given.
  const base = Date.now();
  await insert(
    tx,
    kept.map((id, index) => ({ userId, id, starredAt: new Date(base + index) })),
  );
}

/** How many fans follow a team. */
export async function teamFollowerCount(db: Handle, teamId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(followedTeams)
    .where(eq(followedTeams.teamId, teamId));
  return row?.total ?? 0;
}

/**
 * Two teams merged into one: the duplicate's fans follow the team that stays. A fan
 * of both keeps one star, at the place of the earlier one. Answers how many fans moved.
 */
export async function moveTeamFollows(tx: Tx, fromTeamId: number, intoTeamId: number): Promise<number> {
  const moved = await teamFollowerCount(tx, fromTeamId);
  await tx.execute(sql`
    insert into followed_teams (user_id, team_id, starred_at)
    select user_id, ${intoTeamId}, starred_at from followed_teams where team_id = ${fromTeamId}
    on conflict (user_id, team_id) do update set starred_at = least(followed_teams.starred_at, excluded.starred_at)`);
  await tx.delete(followedTeams).where(eq(followedTeams.teamId, fromTeamId));
  return moved;
}

/**
 * A guest's favourites joining the account it signed in to: the account keeps its own
 * order, the guest's new stars come after them, and a star on both keeps the account's.
 */
export async function mergeFavourites(tx: Tx, fromUserId: number, intoUserId: number): Promise<void> {
  const base = Date.now();
  for (const kind of KINDS) {
    const theirs = await listOf(tx, fromUserId, kind);
    if (theirs.length === 0) continue;
    await kinds[kind].insert(
      tx,
      theirs.map((id, index) => ({ userId: intoUserId, id, starredAt: new Date(base + index) })),
    );
  }
}

export function createFollowService(db: Db) {
  return {
    /** The account's favourites, in the order they were starred. */
    favourites: (userId: number): Promise<Favourites> => readAll(db, userId),

    /**
     * Makes the account's favourites exactly `next` (idempotent): unknown ids
     * are dropped, repeats ignored; answers what is stored now.
     */
    replace: (userId: number, next: Favourites): Promise<Favourites> =>
      db.transaction(async (tx) => {
        for (const kind of KINDS) await replaceKind(tx, userId, kind, next[kind]);
        return readAll(tx, userId);
      }),
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
