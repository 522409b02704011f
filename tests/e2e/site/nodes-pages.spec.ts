import { randomBytes } from "node:crypto";
import { testSecrets } from "../../../server/app/testing/test-site.ts";
import { createLiveFixture, type FixtureMatch } from "../../../server/live/testing.ts";
import {
  createSharedDatabase,
  needPostgresAndRedis,
  type ServerProcess,
  siteNodeEnv,
  startServerProcesses,
} from "../../../server/testing/server-processes.ts";
import { expect, patience, test } from "../support/fixtures.ts";

/**
 * Two production server processes serving the built pages on one PostgreSQL database and one
 * Redis, each with its own shared page cache (docs/decisions/036-page-cache.md): what one node
 * learns must drop the cached copies on both, or visitors behind a load balancer would be shown
 * the old score by whichever node they reach. Always on PostgreSQL and Redis, like
 * server/cluster.test.ts.
 */
test.describe.configure({ mode: "serial" });

const cleanups: Array<() => Promise<unknown>> = [];
let match: FixtureMatch;
let nodes: [ServerProcess, ServerProcess];
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };

test.beforeAll(async () => {
  test.setTimeout(patience(180_000));
  await needPostgresAndRedis();
  const shared = await createSharedDatabase();
  cleanups.push(() => shared.drop());
  // Not started yet: its page is shared for half a minute, so only an event can change it sooner.
  [match] = (await createLiveFixture(shared.database.db, 1, {
    status: "scheduled",
    kickoffAt: new Date(Date.now() + 10 * 60_000),
  })) as [FixtureMatch];
  const env = { ...siteNodeEnv(shared.url), WORKERS: "1" };
  nodes = (await startServerProcesses(
    [
      { env, pages: true },
      { env, pages: true },
    ],
    (node) => cleanups.push(() => node.stop()),
  )) as typeof nodes;
});

test.afterAll(async () => {
  test.setTimeout(patience(60_000));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A signed-out visitor's load: the X-Cache header and the page. */
async function load(node: ServerProcess, path: string) {
  const response = await fetch(`${node.url}${path}`, { headers: { Accept: "text/html" } });
  expect(response.status).toBe(200);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

/** Loads until the node answers from its cache: the page is stored there. */
async function cachedOn(node: ServerProcess, path: string) {
  await expect.poll(async () => (await load(node, path)).cache, { timeout: 15_000 }).toBe("HIT");
}

test("a kick-off sent to one node drops the match page cached on both", async () => {
  const path = `/match/${match.matchId}`;
  for (const node of nodes) {
    await cachedOn(node, path);
    expect((await load(node, path)).html).toContain('data-status="scheduled"');
  }

  const kickOff = await fetch(`${nodes[0].url}/api/admin/matches/${match.matchId}/events`, {
    method: "POST",
    headers: { ...automation, "Idempotency-Key": `nodes-pages-kick-off-${match.matchId}` },
    body: JSON.stringify({ type: "period-start", period: "1H", minute: 0 }),
  });
  expect(kickOff.status).toBe(201);

  // Half a minute of sharing is left on both copies: only the event can make them go this soon
  // (an event's old copy may be served for one more second while the new one renders).
  for (const node of nodes) {
    await expect
      .poll(async () => (await load(node, path)).html, { timeout: 5_000 })
      .toContain('data-status="live"');
  }
});

test("an operator's edit on one node shows on the other's next load", async () => {
  for (const node of nodes) await cachedOn(node, "/pricing");
  const tag = randomBytes(3).toString("hex");
  const name = `Derby day pass ${tag}`;
  const created = await fetch(`${nodes[0].url}/api/cms/plans`, {
    method: "POST",
    headers: { ...automation, "Idempotency-Key": `nodes-pages-plan-${tag}` },
    body: JSON.stringify({ name, amount: 300, currency: "EUR", interval: "pass", interval_count: 3 }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  // The edit drops every shared page on every node (the bus carries it), so the very next
  // load of the other node renders anew rather than serving its stored copy.
  await expect.poll(async () => (await load(nodes[1], "/pricing")).html, { timeout: 3_000 }).toContain(name);
  expect((await load(nodes[0], "/pricing")).html).toContain(name);
});
