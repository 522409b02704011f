import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createIdempotencyStore, IDEMPOTENCY_LEASE_SECONDS } from "./idempotency.ts";
import { idempotencyKeys } from "./schema.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The claim's age as if its holder had last been heard from `seconds` ago. */
async function lastHeard(key: string, seconds: number) {
  await database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(idempotencyKeys.scope, "checkout"), eq(idempotencyKeys.key, key)));
}

describe("a claim on an idempotency key is a lease", () => {
  it("refuses a retry while the holder works, and tells it when to come back", async () => {
    const store = createIdempotencyStore(database.db);
    const id = { scope: "checkout", caller: "user:1", key: "lease-alive-0001" };
    expect(await store.claim(id, "hash")).toEqual({ kind: "claimed" });
    const retry = await store.claim(id, "hash");
    expect(retry.kind).toBe("in-progress");
    if (retry.kind === "in-progress") {
      expect(retry.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(retry.retryAfterSeconds).toBeLessThanOrEqual(IDEMPOTENCY_LEASE_SECONDS);
    }
  });

  it("hands the key to a retry once the holder has not renewed it for a lease, and only to one", async () => {
    const store = createIdempotencyStore(database.db);
    const id = { scope: "checkout", caller: "user:2", key: "lease-dead-00001" };
    expect(await store.claim(id, "hash")).toEqual({ kind: "claimed" });
    // The process died holding it: no renewal for longer than a lease.
    await lastHeard(id.key, IDEMPOTENCY_LEASE_SECONDS + 1);
    const [first, second] = await Promise.all([store.claim(id, "hash"), store.claim(id, "hash")]);
    expect([first.kind, second.kind].sort()).toEqual(["claimed", "in-progress"]);
    // Another body with the same key is still refused, and the answer, once stored, is replayed.
    expect(await store.claim(id, "other")).toEqual({ kind: "different-request" });
    await store.complete(id, { status: 201, contentType: "application/json", body: "{}" });
    expect((await store.claim(id, "hash")).kind).toBe("replay");
  });

  it("keeps the key for a holder that renews it, however long its work takes", async () => {
    const store = createIdempotencyStore(database.db);
    const id = { scope: "checkout", caller: "user:3", key: "lease-renew-0001" };
    expect(await store.claim(id, "hash")).toEqual({ kind: "claimed" });
    // A lease's worth of work since the claim, renewed as it goes: a retry still waits for it.
    await lastHeard(id.key, IDEMPOTENCY_LEASE_SECONDS + 1);
    await store.renew(id);
    expect((await store.claim(id, "hash")).kind).toBe("in-progress");
  });
});
