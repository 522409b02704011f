import type { z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { countries, players, teams } from "../schema.ts";
import { type Handle, recordReads, recordWrites, taken } from "./common.ts";
import { type PlayerView, type playerCreate, type playerPatch, playerQuery } from "./schemas.ts";

type Create = z.infer<typeof playerCreate>;
type Patch = z.infer<typeof playerPatch>;

const selectPlayers = (db: Handle) =>
  db
    .select({ player: players, teamName: teams.name, nationalityName: countries.name })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(countries, eq(countries.id, players.nationalityId))
    .$dynamic();

const toView = ({
  player,
  teamName,
  nationalityName,
}: {
  player: typeof players.$inferSelect;
  teamName: string | null;
  nationalityName: string | null;
}) => ({
  id: player.id,
  version: player.version,
  team_id: player.teamId,
  team_name: teamName,
  name: player.name,
  shirt_number: player.shirtNumber,
  position: player.position,
  birth_date: player.birthDate,
  nationality_id: player.nationalityId,
  nationality_name: nationalityName,
});

const reads = recordReads({
  select: selectPlayers,
  table: players,
  id: players.id,
  view: toView,
  query: playerQuery,
  search: [players.name],
  filters: { team_id: players.teamId, position: players.position },
  sorts: { name: players.name, shirt_number: players.shirtNumber, id: players.id },
});

export const listPlayerRecords = reads.list;
export const getPlayerRecord: (db: Handle, id: number) => Promise<PlayerView | null> = reads.one;

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

const writes = recordWrites({
  kind: "player",
  table: players,
  read: getPlayerRecord,
  refs: [
    { field: "team_id", column: teams.id, what: "team" },
    { field: "nationality_id", column: countries.id, what: "country" },
  ],
  raced: (name) => nameTaken(name ?? "that name"),
});

export function createPlayer(db: Db, input: Create): Promise<PlayerView> {
  return writes.create(db, input, {
    check: (tx) => ensureNameFree(tx, input.team_id ?? null, input.name),
    values: {
      teamId: input.team_id ?? null,
      name: input.name,
      shirtNumber: input.shirt_number ?? null,
      position: input.position ?? null,
      birthDate: input.birth_date ?? null,
      nationalityId: input.nationality_id ?? null,
    },
    wanted: input.name,
  });
}

export function updatePlayer(db: Db, id: number, base: number, patch: Patch) {
  return writes.update(db, id, base, patch, {
    check: async (tx, before) => {
      const teamId = patch.team_id === undefined ? before.team_id : patch.team_id;
      const name = patch.name ?? before.name;
      if (teamId !== before.team_id || name !== before.name) await ensureNameFree(tx, teamId, name, id);
    },
    columns: {
      team_id: "teamId",
      name: "name",
      shirt_number: "shirtNumber",
      position: "position",
      birth_date: "birthDate",
      nationality_id: "nationalityId",
    },
    wanted: patch.name,
  });
}
