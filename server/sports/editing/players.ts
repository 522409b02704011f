import type { z } from "@hono/zod-openapi";
import { and, eq, ilike, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { players, teams } from "../schema.ts";
import {
  changesOf,
  checkVersion,
  containing,
  type Handle,
  isUniqueViolation,
  nextVersion,
  notFound,
  recordReads,
  requireRef,
  taken,
} from "./common.ts";
import type { PlayerView, playerCreate, playerPatch, playerQuery } from "./schemas.ts";

type Create = z.infer<typeof playerCreate>;
type Patch = z.infer<typeof playerPatch>;

const selectPlayers = (db: Handle) =>
  db
    .select({ player: players, teamName: teams.name })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .$dynamic();

const toView = ({ player, teamName }: { player: typeof players.$inferSelect; teamName: string | null }) => ({
  id: player.id,
  version: player.version,
  team_id: player.teamId,
  team_name: teamName,
  name: player.name,
  shirt_number: player.shirtNumber,
  position: player.position,
});

const reads = recordReads({ select: selectPlayers, table: players, id: players.id, view: toView });

export async function listPlayerRecords(db: Handle, query: z.infer<typeof playerQuery>) {
  const where = and(
    query.q ? ilike(players.name, containing(query.q)) : undefined,
    query.team_id ? eq(players.teamId, query.team_id) : undefined,
    query.position ? eq(players.position, query.position) : undefined,
  );
  const sortBy = { name: players.name, shirt_number: players.shirtNumber, id: players.id }[query.sort];
  return reads.page(db, where, sortBy, query);
}

export function getPlayerRecord(db: Handle, id: number): Promise<PlayerView | null> {
  return reads.one(db, id);
}

const nameTaken = (name: string) => taken("player", "name", `The squad already has a player called ${name}.`);

/** A squad holds one player of a name: events and line-ups find players by it. */
async function ensureNameFree(tx: Handle, teamId: number | null, name: string, exceptId?: number) {
  if (teamId === null) return;
  const [clash] = await tx
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.teamId, teamId),
        eq(players.name, name),
        exceptId === undefined ? undefined : ne(players.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(name);
}

const racing = (name: string | undefined) => (error: unknown) => {
  throw isUniqueViolation(error) ? nameTaken(name ?? "that name") : error;
};

export function createPlayer(db: Db, input: Create): Promise<PlayerView> {
  return db
    .transaction(async (tx) => {
      await requireRef(tx, teams.id, input.team_id, "team_id", "team");
      await ensureNameFree(tx, input.team_id ?? null, input.name);
      const [row] = await tx
        .insert(players)
        .values({
          teamId: input.team_id ?? null,
          name: input.name,
          shirtNumber: input.shirt_number ?? null,
          position: input.position ?? null,
        })
        .returning({ id: players.id });
      return (await getPlayerRecord(tx, row!.id))!;
    })
    .catch(racing(input.name));
}

export function updatePlayer(db: Db, id: number, base: number, patch: Patch) {
  return db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, id))
        .for("update");
      if (!locked) throw notFound("player");
      const before = (await getPlayerRecord(tx, id))!;
      checkVersion(before, base);
      await requireRef(tx, teams.id, patch.team_id, "team_id", "team");
      const teamId = patch.team_id === undefined ? before.team_id : patch.team_id;
      const name = patch.name ?? before.name;
      if (teamId !== before.team_id || name !== before.name) await ensureNameFree(tx, teamId, name, id);
      const changes = changesOf(patch, {
        team_id: "teamId",
        name: "name",
        shirt_number: "shirtNumber",
        position: "position",
      });
      await tx
        .update(players)
        .set({ ...changes, version: nextVersion(players) })
        .where(eq(players.id, id));
      return { before, after: (await getPlayerRecord(tx, id))! };
    })
    .catch(racing(patch.name));
}
