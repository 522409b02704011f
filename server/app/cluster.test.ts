import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../auth/schema.ts";
import { readSse, type SseMessage } from "../live/sse-reader.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import {
  createSharedDatabase,
  getOnNewConnection,
  needPostgresAndRedis,
  type ServerProcess,
  siteNodeEnv,
  startServerProcesses,
} from "../testing/server-processes.ts";
import { testSecrets } from "./testing/test-site.ts";

/**
 * Real server processes (server/main.ts) on one PostgreSQL database and one Redis: node A, a
 * single process, and node B, a WORKERS=2 process tree. Always on PostgreSQL and Redis,
 * whichever database the rest of the suite uses.
 */
const cleanups: Array<() => Promise<unknown>> = [];
let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
let match: FixtureMatch;
let a: ServerProcess;
/** B: the WORKERS=2 process tree. */
let tree: ServerProcess;

beforeAll(async () => {
  await needPostgresAndRedis();
  shared = await createSharedDatabase();
  cleanups.push(() => shared.drop());
  [match] = (await createLiveFixture(shared.database.db, 1, {
    status: "live",
    period: "1H",
    minute: 20,
    homeScore: 0,
    awayScore: 0,
  })) as [FixtureMatch];
  const env = siteNodeEnv(shared.url);
  [a, tree] = (await startServerProcesses(
    [{ env: { ...env, WORKERS: "1" } }, { env: { ...env, WORKERS: "2" } }],
    (node) => cleanups.push(() => node.stop()),
  )) as [ServerProcess, ServerProcess];
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

/** Opens an SSE stream and resolves once it is ready, with the messages as they come. */
async function listen(url: string, headers: Record<string, string> = {}) {
  const messages: SseMessage[] = [];
  const reader = readSse(url, (message) => messages.push(message), headers);
  cleanups.push(async () => reader.cut());
  expect(await reader.status).toBe(200);
  expect(String((await reader.headers)["content-type"])).toMatch(/^text\/event-stream/);
  await expect.poll(() => messages.some((m) => m.event === "ready"), { timeout: 10_000 }).toBe(true);
  return messages;
}

async function post(url: string, token: string, body: unknown, key?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("server processes sharing PostgreSQL and Redis", { timeout: 60_000 }, () => {
  it("streams a goal scored through process A to a match stream on process B, once", async () => {
    const messages = await listen(`${tree.url}/api/live/matches/${match.matchId}`);
    const goal = await post(
      `${a.url}/api/admin/matches/${match.matchId}/events`,
      testSecrets.ADMIN_TOKEN,
      { type: "goal", minute: 30, teamId: match.homeTeamId },
      "nodes-goal-1",
    );
    expect(goal.status).toBe(201);
    const seq = String(goal.body.seq);
    await expect
      .poll(() => messages.filter((m) => m.event === "match-event").map((m) => m.id))
      .toEqual([seq]);
  });

  it("carries a chat message posted on A to B's chat stream, and resumes on A from B's last id", async () => {
    const register = await fetch(`${a.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: `nodes-${randomBytes(4).toString("hex")}@example.com`,
        password: "correct horse battery staple",
        display_name: "Nodefan",
      }),
    });
    expect(register.status).toBe(201);
    const { data } = (await register.json()) as { data: { id: number; token: { access_token: string } } };
    await shared.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, data.id));
    const token = data.token.access_token;
    const chat = (node: ServerProcess) => `${node.url}/api/matches/${match.matchId}/chat`;

    const onB = await listen(`${chat(tree)}/stream`);
    const first = await post(`${chat(a)}/messages`, token, { text: "from A", client_id: "nodes-chat-1" });
    expect(first.status).toBe(201);
    await expect
      .poll(() => onB.filter((m) => m.event === "message").map((m) => JSON.parse(m.data).text))
      .toEqual(["from A"]);
    const lastId = onB.find((m) => m.event === "message")!.id!;

    // Sent on B while no one listens on A; A replays it to a client resuming from B's id.
    const second = await post(`${chat(tree)}/messages`, token, { text: "from B", client_id: "nodes-chat-2" });
    expect(second.status).toBe(201);
    const resumed = await listen(`${chat(a)}/stream`, { "Last-Event-ID": lastId });
    await expect
      .poll(() => resumed.filter((m) => m.event === "message").map((m) => JSON.parse(m.data).text))
      .toEqual(["from B"]);
  });

  it("shows a team renamed through A on the next reads of both of B's workers", async () => {
    const automation = {
      Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`,
      "Content-Type": "application/json",
    };
    /** The home team's name as a read on a connection of its own finds it (the primary deals them out in turn). */
    const homeNameOnB = async () => {
      const response = await fetch(`${tree.url}/api/matches/${match.matchId}`, {
        headers: { Connection: "close" },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { home: { name: string } }).home.name;
    };
    /** Four reads in a row, so each worker answers at least once. */
    const namesOnB = async () => {
      const names = [];
      for (let i = 0; i < 4; i++) names.push(await homeNameOnB());
      return names;
    };
    // Both workers now hold the match centre read, team names included, for a minute.
    const before = await namesOnB();
    expect(new Set(before).size).toBe(1);
    const newName = `${before[0]} ${randomBytes(2).toString("hex")}`;

    const team = await fetch(`${a.url}/api/cms/teams/${match.homeTeamId}`, { headers: automation });
    const { version } = ((await team.json()) as { data: { version: number } }).data;
    const renamed = await fetch(`${a.url}/api/cms/teams/${match.homeTeamId}`, {
      method: "PATCH",
      headers: automation,
      body: JSON.stringify({ name: newName, version }),
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);

    // The cached read would live a minute: seeing the rename well inside that shows the word came
    // over the bus, not by expiry. Four reads on fresh connections can take seconds on a busy
    // two-core runner, so the bound is loose; how fast the word travels is a benchmark's matter.
    await expect.poll(namesOnB, { timeout: 15_000 }).toEqual(Array(4).fill(newName));
  });

  // Its own budget: it waits for a worker to boot after another is killed (see below).
  it("serves one port from both workers of a WORKERS=2 process; one leads, and another takes over when it dies", {
    timeout: 180_000,
  }, async () => {
    const workerOf = (requestId: string) => tree.lines.find((line) => line.reqId === requestId)?.worker;
    const served = async () => {
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await getOnNewConnection(`${tree.url}/healthz`);
        expect(answer.status).toBe(200);
        ids.push(answer.requestId);
      }
      await expect.poll(() => ids.every((id) => workerOf(id) !== undefined)).toBe(true);
      return new Set(ids.map(workerOf));
    };
    expect(await served()).toEqual(new Set([1, 2]));

    // One process of the whole site leads; once A stops, one of the tree's workers does.
    const leading = (line: { msg?: string }) => line.msg?.startsWith("leading:") === true;
    const leaders = () => [a, tree].flatMap((node) => node.lines.filter(leading));
    await expect.poll(() => leaders().length, { timeout: 10_000 }).toBe(1);
    expect(await a.stop()).toBe(0);
    const leader = await tree.waitFor(leading, 15_000);
    expect(tree.lines.filter(leading)).toHaveLength(1);
    expect([1, 2]).toContain(leader.worker);

    // The leader dies: the primary starts a third worker, and one of the living workers takes the
    // lease (the survivor at its next ask, or the new worker if it asks first).
    const survivor = leader.worker === 1 ? 2 : 1;
    process.kill(leader.pid as number, "SIGKILL");
    const next = await tree.waitFor((line) => leading(line) && line.worker !== leader.worker, 20_000);
    expect([survivor, 3]).toContain(next.worker);
    // A new worker boots Node, the app and its database pools: a few seconds on a quiet runner, but
    // the PostgreSQL pass runs beside the browser journeys, and on a saturated two-core runner a
    // boot has been seen to take over 30 s. The wait ends as soon as the worker says it is ready.
    await tree.waitFor((line) => line.worker === 3 && line.msg?.includes("is ready: open") === true, 90_000);
    const after = await served();
    expect(after.has(3)).toBe(true);
    expect(after.has(leader.worker)).toBe(false);
    // One lease: the worker that took it over is the only new leader.
    expect(tree.lines.filter(leading)).toEqual([leader, next]);

    expect(await tree.stop()).toBe(0);
    expect(
      tree.lines
        .filter((line) => line.msg === "shutting down")
        .map((line) => line.worker)
        .sort(),
    ).toEqual([survivor, 3].sort());
  });
});
