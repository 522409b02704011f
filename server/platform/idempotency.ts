import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { idempotencyKeys } from "./schema.ts";

/** How long a stored answer is replayed; after that the key may be used afresh. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export type StoredAnswer = { status: number; contentType: string | null; body: string };
export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "in-progress" }
  | { kind: "different-request" };

type Id = { scope: string; caller: string; key: string };

const where = (id: Id) =>
  and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.caller, id.caller),
    eq(idempotencyKeys.key, id.key),
  );

/** The idempotency store: claim a key before the work, record the answer after it. */
export function createIdempotencyStore(db: Db) {
  return {
    async claim(id: Id, requestHash: string): Promise<Claim> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(id),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
          ),
        );
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { kind: "claimed" };
      const [row] = await db.select().from(idempotencyKeys).where(where(id));
      if (!row) return { kind: "in-progress" };
      if (row.requestHash !== requestHash) return { kind: "different-request" };
      if (row.status === null) return { kind: "in-progress" };
      return {
        kind: "replay",
        answer: { status: row.status, contentType: row.contentType, body: row.body ?? "" },
      };
    },
    async complete(id: Id, answer: StoredAnswer): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
        .where(where(id));
    },
    /** The work failed on our side: a retry may run it again. */
    async release(id: Id): Promise<void> {
      await db.delete(idempotencyKeys).where(where(id));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
