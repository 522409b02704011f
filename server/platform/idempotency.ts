import { createHash } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../../shared/errors.ts";
import type { Db } from "../db/connect.ts";
import { idempotencyKeys } from "./schema.ts";

/** How long a stored answer is replayed; after that the key may be used afresh. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * How long a claim on a key holds without word from its holder. The holder renews it while its work
 * runs (`renew`, every third of it); a process that died holding the claim stops renewing, and a retry
 * takes the key over once the lease has run out, seconds later rather than a day.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 15;

export type StoredAnswer = { status: number; contentType: string | null; body: string };
export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "in-progress"; retryAfterSeconds: number }
  | { kind: "different-request" };

type Id = { scope: string; caller: string; key: string };

/** A request as `once` compares it with its retry, for work asked in parsed values rather than raw bytes. */
export const requestHashOf = (asked: unknown): string =>
  createHash("sha256").update(JSON.stringify(asked)).digest("base64url");

/**
 * What a page form's submission is compared by between a post and its retry: every field but the
 * submission key itself, in the order sent, a file by its name, type and bytes. The same key sent
 * again with other fields is another request (`idempotency-key-reused`), not a retry.
 */
export async function formRequestHash(form: FormData, keyField: string): Promise<string> {
  const hash = createHash("sha256");
  for (const [name, value] of form) {
    if (name === keyField) continue;
    hash.update(`${name.length}:${name}=`);
    if (typeof value === "string") hash.update(`s${value.length}:${value}\n`);
    else
      hash
        .update(`f${value.name}|${value.type}|${value.size}:`)
        .update(new Uint8Array(await value.arrayBuffer()));
  }
  return hash.digest("base64url");
}

/** How `once` keeps a result for a retry: a form's JSON value, or the API's whole HTTP answer. */
export type AnswerKeeping<T> = { write: (value: T) => StoredAnswer; read: (answer: StoredAnswer) => T };

const asJson: AnswerKeeping<unknown> = {
  write: (value) => ({ status: 201, contentType: "application/json", body: JSON.stringify(value) }),
  read: (answer) => JSON.parse(answer.body),
};

/** The API's answers are kept as they were sent. */
export const asAnswer: AnswerKeeping<StoredAnswer> = { write: (answer) => answer, read: (answer) => answer };

/** What `once` answers: the work's result (run now, or replayed from its first run), or why not. */
export type Once<T> =
  | { kind: "done"; value: T; replayed: boolean }
  | { kind: "in-progress"; retryAfterSeconds: number }
  | { kind: "different-request" };

/**
 * Why a key's claim was refused, in the words every path answers with: the same key with another
 * request (`what` names it: "request", "event") is 422, a first request still running is 409 with
 * the seconds to wait.
 */
export function idempotencyRefusal(
  refused: { kind: "different-request" } | { kind: "in-progress"; retryAfterSeconds: number },
  what = "request",
): AppError {
  return refused.kind === "different-request"
    ? new AppError(
        "unprocessable",
        "idempotency-key-reused",
        `This Idempotency-Key was already used with a different ${what}.`,
      )
    : new AppError(
        "conflict",
        "idempotency-key-in-progress",
        "The first request with this key is still running.",
        { retryAfter: refused.retryAfterSeconds },
      );
}

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
      if (!row) return { kind: "in-progress", retryAfterSeconds: 1 };
      if (row.requestHash !== requestHash) return { kind: "different-request" };
      if (row.status === null) {
        // A claim whose lease ran out: its holder died mid-work. This retry takes the work over; the work
        // itself finds what the first run committed (a payment with this key) and answers with it.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()` })
          .where(
            and(
              where(id),
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken) return { kind: "claimed" };
        const heldFor = (Date.now() - row.createdAt.getTime()) / 1000;
        return {
          kind: "in-progress",
          retryAfterSeconds: Math.min(
            IDEMPOTENCY_LEASE_SECONDS,
            Math.max(1, Math.ceil(IDEMPOTENCY_LEASE_SECONDS - heldFor)),
          ),
        };
      }
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
    /** The holder is alive and still working: its claim holds for another lease. */
    async renew(id: Id): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(where(id), isNull(idempotencyKeys.status)));
    },
    /**
     * Runs the claimed work, renewing the lease every third of it while the work runs: if this
     * process dies, a retry takes the key over within IDEMPOTENCY_LEASE_SECONDS.
     */
    async renewing<T>(id: Id, work: () => Promise<T>): Promise<T> {
      const renewal = setInterval(
        () => void this.renew(id).catch(() => undefined),
        (IDEMPOTENCY_LEASE_SECONDS * 1000) / 3,
      );
      renewal.unref();
      try {
        return await work();
      } finally {
        clearInterval(renewal);
      }
    },
    /** The work failed on our side: a retry may run it again. */
    async release(id: Id): Promise<void> {
      await db.delete(idempotencyKeys).where(where(id));
    },
    /**
     * The one way any keyed request runs its work at most once: claims the key for this request's
     * hash, runs the work (renewing the claim) and keeps its result for a retry to replay; a failure
     * releases the key so a retry runs the work again. Page forms keep a JSON value; the API's
     * writes keep their whole answer (server/http/idempotency.ts, `asAnswer`); the live console's
     * four actions run through it in their door (server/live/facade.ts).
     */
    async once<T>(
      id: Id,
      requestHash: string,
      work: () => Promise<T>,
      kept: AnswerKeeping<T> = asJson as AnswerKeeping<T>,
    ): Promise<Once<T>> {
      const claim = await this.claim(id, requestHash);
      if (claim.kind === "replay") return { kind: "done", value: kept.read(claim.answer), replayed: true };
      if (claim.kind !== "claimed") return claim;
      try {
        const value = await this.renewing(id, work);
        await this.complete(id, kept.write(value));
        return { kind: "done", value, replayed: false };
      } catch (error) {
        await this.release(id);
        throw error;
      }
    },

    /** `once` for a page form's submission, compared with its retry by `formRequestHash`. */
    async onceForForm<T>(id: Id, form: FormData, keyField: string, work: () => Promise<T>): Promise<Once<T>> {
      return this.once(id, await formRequestHash(form, keyField), work);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
