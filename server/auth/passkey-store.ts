import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { passkeys } from "./schema.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

/** What a client sees of a passkey: never the key or the counter. */
export type PasskeyView = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

export const toPasskeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** An account's passkeys, oldest first. */
export const passkeysOf = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

export async function deletePasskey(db: Db, userId: number, id: number): Promise<void> {
  await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}
