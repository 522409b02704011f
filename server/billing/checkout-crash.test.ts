import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_LEASE_SECONDS } from "../platform/idempotency.ts";
import {
  createSharedDatabase,
  needPostgresAndRedis,
  type ServerProcess,
  startServerProcess,
} from "../testing/server-processes.ts";
import { signatureOf } from "./gateways/signature.ts";
import { TEST_BANK } from "./testing.ts";

/**
 * A server process killed (SIGKILL) in the middle of twenty checkouts, then started again on the same
 * PostgreSQL database: every fan who retries with the same Idempotency-Key gets their payment within
 * the claim's lease, pays it, and is paid and given the plan exactly once. Real processes and a real
 * database; the bank's notifications are signed as the bank signs them.
 */
const cleanups: Array<() => Promise<unknown>> = [];
let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
let watcher: pg.Client;

const nodeEnv = () => ({
  DATABASE_URL: shared.url,
  SITE_URL: "http://goalline.test",
  REGISTRATIONS_PER_IP_HOUR: "10000",
  PAYMENT_SANDBOX: "off",
  ...TEST_BANK,
});

beforeAll(async () => {
  await needPostgresAndRedis();
  shared = await createSharedDatabase();
  cleanups.push(() => shared.drop());
  watcher = new pg.Client({ connectionString: shared.url });
  await watcher.connect();
  cleanups.push(() => watcher.end());
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

type Fan = { token: string; userId: number; key: string };

/** The parts of the answers this test reads: a new account, a payment, an error. */
type Answer = {
  data: {
    id: number;
    token: { access_token: string };
    payment: { id: number; reference: string; amount: number; currency: string };
  };
  error: { code: string };
};

async function call(
  node: ServerProcess,
  path: string,
  init: { token?: string; key?: string; body: unknown },
) {
  const raw = JSON.stringify(init.body);
  const response = await fetch(`${node.url}/api${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { "Idempotency-Key": init.key } : {}),
      ...(path.includes("webhooks")
        ? { "X-Signature": signatureOf(TEST_BANK.BANK_WEBHOOK_SECRET, raw) }
        : {}),
    },
    body: raw,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

/** Polls a count in the database until it reaches `at least`. */
async function untilCount(sql: string, atLeast: number) {
  await expect
    .poll(async () => Number((await watcher.query(sql)).rows[0].count), { timeout: 30_000, interval: 20 })
    .toBeGreaterThanOrEqual(atLeast);
}

const pendingClaims = `SELECT count(*) FROM idempotency_keys WHERE scope = 'billing-checkout' AND status IS NULL`;
const paymentRows = "SELECT count(*) FROM payments";

describe("a checkout interrupted by a crash", () => {
  it("gives every fan who retries their one payment within the lease, paid and granted once", {
    timeout: 180_000,
  }, async () => {
    let node = await startServerProcess(nodeEnv());
    cleanups.push(() => node.stop());
    const { body: plans } = await fetch(`${node.url}/api/plans`).then(async (r) => ({
      body: await r.json(),
    }));
    const plan = (plans as { data: Array<{ id: number; slug: string }> }).data.find(
      (p) => p.slug === "premium-monthly",
    )!;
    // The twenty sign up at once, as a crowd would: each hash runs on the thread pool.
    const fans: Fan[] = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const registered = await call(node, "/auth/register", {
          body: {
            email: `crash-${i}-${randomUUID()}@example.com`,
            password: "correct horse battery staple",
            display_name: "Buyer",
          },
        });
        expect(registered.status).toBe(201);
        return {
          token: registered.body.data.token.access_token,
          userId: registered.body.data.id,
          key: randomUUID(),
        };
      }),
    );
    const order = { plan_id: plan.id, method: "bank-transfer" };

    // Eleven fans check out before the crash and their answers are stored.
    for (const fan of fans.slice(0, 11)) {
      expect((await call(node, "/billing/checkout", { ...fan, body: order })).status).toBe(201);
    }
    // Four fans' payments commit but their answers are never stored: the process dies between the two.
    // The test holds their claims' rows, so storing an answer waits on it. (Each waiting request holds
    // one of the process's ten database connections: four and five of them leave room for the rest.)
    const paymentsLock = new pg.Client({ connectionString: shared.url });
    const claimsLock = new pg.Client({ connectionString: shared.url });
    await Promise.all([paymentsLock.connect(), claimsLock.connect()]);
    cleanups.push(
      () => paymentsLock.end(),
      () => claimsLock.end(),
    );
    await paymentsLock.query("BEGIN; LOCK TABLE payments IN EXCLUSIVE MODE");
    const inFlight = fans
      .slice(11, 15)
      .map((fan) => call(node, "/billing/checkout", { ...fan, body: order }).catch(() => null));
    await untilCount(pendingClaims, 4);
    await claimsLock.query(
      "BEGIN; SELECT key FROM idempotency_keys WHERE scope = 'billing-checkout' AND status IS NULL FOR UPDATE",
    );
    await paymentsLock.query("COMMIT");
    await untilCount(paymentRows, 15);
    // Five more are claimed and the process dies before their payments are written.
    await paymentsLock.query("BEGIN; LOCK TABLE payments IN EXCLUSIVE MODE");
    inFlight.push(
      ...fans
        .slice(15)
        .map((fan) => call(node, "/billing/checkout", { ...fan, body: order }).catch(() => null)),
    );
    await untilCount(pendingClaims, 9);
    node.child.kill("SIGKILL");
    await Promise.all(inFlight);
    // PostgreSQL notices a dead client only when it next talks to it: a statement waiting on a lock
    // would still run once the lock goes. Its sessions end here, as they would at its next word.
    const ours = await Promise.all(
      [watcher, paymentsLock, claimsLock].map(
        async (client) =>
          (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid,
      ),
    );
    await watcher.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND NOT pid = ANY($1)",
      [ours],
    );
    await paymentsLock.query("ROLLBACK");
    await claimsLock.query("ROLLBACK");
    expect(Number((await watcher.query(paymentRows)).rows[0].count)).toBe(15);
    expect(Number((await watcher.query(pendingClaims)).rows[0].count)).toBe(9);

    // The site comes back; each fan retries as told (Retry-After) with the same key and body.
    node = await startServerProcess(nodeEnv());
    cleanups.push(() => node.stop());
    const restartedAt = Date.now();
    const answers = await Promise.all(
      fans.map(async (fan) => {
        for (;;) {
          const answer = await call(node, "/billing/checkout", { ...fan, body: order });
          if (answer.status !== 409) return answer;
          expect(answer.body.error.code).toBe("idempotency-key-in-progress");
          const wait = Number(answer.headers.get("Retry-After"));
          expect(wait).toBeGreaterThanOrEqual(1);
          expect(wait).toBeLessThanOrEqual(IDEMPOTENCY_LEASE_SECONDS);
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        }
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(fans.map(() => 201));
    // Within the lease (and the few seconds the fans slept past it), not a day.
    expect(Date.now() - restartedAt).toBeLessThan((IDEMPOTENCY_LEASE_SECONDS + 10) * 1000);
    // Those whose payments had committed get those payments back, not new ones.
    const committed = await watcher.query<{ user_id: number; id: number }>(
      "SELECT user_id, id FROM payments ORDER BY id",
    );
    const paymentOf = new Map(committed.rows.map((row) => [row.user_id, row.id]));
    for (const [i, fan] of fans.entries()) {
      expect(answers[i]!.body.data.payment.id).toBe(paymentOf.get(fan.userId));
    }
    // A retry now replays the stored answer.
    const replay = await call(node, "/billing/checkout", { ...fans[0]!, body: order });
    expect([replay.status, replay.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);

    // Each fan pays; the bank's notice for one of them comes twice.
    for (const [i, answer] of answers.entries()) {
      const { reference, amount, currency } = answer.body.data.payment;
      const notice = {
        id: `bank-${reference}`,
        reference,
        amount,
        currency,
        paid_at: new Date().toISOString(),
      };
      for (const _ of i === 0 ? [1, 2] : [1]) {
        const paid = await call(node, "/billing/webhooks/bank-transfer", { body: notice });
        expect(paid.status).toBe(200);
      }
    }
    const perFan = await watcher.query<{ user_id: number; payments: string; paid: string; plans: string }>(
      `SELECT u.id AS user_id,
         (SELECT count(*) FROM payments p WHERE p.user_id = u.id) AS payments,
         (SELECT count(*) FROM payments p WHERE p.user_id = u.id AND p.status = 'paid') AS paid,
         (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id) AS plans
       FROM users u WHERE u.id = ANY($1)`,
      [fans.map((fan) => fan.userId)],
    );
    expect(perFan.rows).toHaveLength(20);
    for (const row of perFan.rows) {
      expect([row.payments, row.paid, row.plans].map(Number), `fan ${row.user_id}`).toEqual([1, 1, 1]);
    }
  });
});
