import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createOutageNotice } from "../platform/outage.ts";
import {
  createSharedDatabase,
  freePort,
  needPostgresAndRedis,
  postgresUrl,
} from "../testing/server-processes.ts";
import { TcpRelay } from "../testing/tcp-relay.ts";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

// The database going away under a running site, on a real PostgreSQL: a TCP relay stands between
// the site and the server, and closing it is the database stopping (refused connections, cut
// sessions) without stopping the PostgreSQL that the rest of the suite shares.
let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
let relay: TcpRelay;
let database: Database;
let site: TestSite;

beforeAll(async () => {
  await needPostgresAndRedis();
  shared = await createSharedDatabase();
  const target = new URL(postgresUrl);
  relay = new TcpRelay(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
  await relay.open();
  const url = new URL(shared.url);
  url.host = `127.0.0.1:${relay.port}`;
  database = await connectDatabase({ url: url.toString(), poolSize: 4, onIdleError: () => {} });
  site = await startTestSite({
    database,
    app: {
      // A page whose loader reads the database, and the error page React Router draws when it fails.
      pages: async () => {
        try {
          await database.db.execute(sql`SELECT 1`);
          return new Response("<h1>Scores</h1>", { headers: { "Content-Type": "text/html" } });
        } catch {
          return new Response("<h1>Something went wrong</h1>", { status: 500 });
        }
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  await relay.close();
  await shared.drop();
});

const get = (path: string) => fetch(`${site.url}${path}`);

describe("the database going away", () => {
  it("answers 503 with Retry-After on the API and a page that tries again, and 200 once it is back", async () => {
    expect((await get("/api/matches?date=2026-12-02")).status).toBe(200);
    expect((await get("/")).status).toBe(200);

    await relay.close();
    const api = await get("/api/matches?date=2026-12-03");
    expect(api.status).toBe(503);
    expect(api.headers.get("Retry-After")).toBe("5");
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("service-unavailable");

    const page = await get("/");
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("10");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("<h1>We'll be right back</h1>");
    expect(html).toContain('<meta http-equiv="refresh" content="10">');

    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: false });

    await relay.open();
    await expect.poll(async () => (await get("/api/matches?date=2026-12-04")).status).toBe(200);
    expect((await get("/")).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
  });
});

describe("an outage in the log", () => {
  it("is told once when it starts, with the count of failures when it ends", async () => {
    const lines: Array<{ msg: string; failures?: number }> = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let up = false;
    const outage = createOutageNotice(logger, "database", { probe: async () => up, probeMs: 10 });
    for (let i = 0; i < 322; i++) outage.failed(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    expect(lines.map((line) => line.msg)).toEqual(["database unreachable"]);
    up = true;
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[1]).toMatchObject({ msg: "database reachable again", failures: 322 });
    outage.failed(new Error("again"));
    expect(lines.at(-1)?.msg).toBe("database unreachable");
    outage.stop();
  });
});
