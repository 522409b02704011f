import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, type HttpApp } from "../../app/http-app.ts";
import { edgeServices } from "../../app/testing/edge-services.ts";
import { type Config, loadConfig } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createMetrics } from "../../http/metrics.ts";
import { mountSportsApi } from "../api/mount.ts";
import { listCompetitions } from "../queries/competitions.ts";
import { announceServer } from "./running-server.ts";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../../..");
let database: Database;
let config: Config;
let app: HttpApp;
let server: Server;
let forget: () => void;

const league = (name: string, home: string, away: string) =>
  JSON.stringify({
    name: `${name} 2040/41`,
    matches: [
      {
        round: "Matchday 1",
        date: "2040-08-11",
        time: "15:00",
        team1: home,
        team2: away,
        score: { ft: [3, 1] },
      },
    ],
  });

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-handoff-")),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
  });
  const services = edgeServices(config, database);
  app = createHttpApp({ services, metrics: createMetrics(), mountApi: (api) => mountSportsApi(api) });
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  forget = announceServer(config.dataDir, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  forget();
  await new Promise((done) => server.close(done));
  await database.close();
});

const loopbackEnv = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const post = (headers: Record<string, string>, env: unknown = loopbackEnv) =>
  app.request(
    "/api/admin/import",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        documents: [{ file: "/x/2040-41/qq.1.json", text: league("Quiz League", "Kilo FC", "Lima FC") }],
      }),
    },
    env,
  );

describe("handing an import to the running server", () => {
  it("accepts documents only from this machine with the admin token", async () => {
    const wrong = await post({ authorization: "Bearer nope" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("invalid-admin-token");
    const remote = await post(
      { authorization: `Bearer ${config.secrets.adminToken}` },
      {
        incoming: { socket: { remoteAddress: "203.0.113.9" } },
      },
    );
    expect(remote.status).toBe(403);
    const proxied = await post({
      authorization: `Bearer ${config.secrets.adminToken}`,
      "x-forwarded-for": "203.0.113.9",
    });
    expect(proxied.status).toBe(403);
    const ok = await post({ authorization: `Bearer ${config.secrets.adminToken}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ matchesCreated: 1, teamsCreated: 2 });
  });

  it("lets `npm run import` hand its files to the server that holds the database", async () => {
    const folder = mkdtempSync(join(tmpdir(), "goalline-handoff-files-"));
    const file = join(folder, "2040-41", "hh.1.json");
    mkdirSync(join(folder, "2040-41"));
    writeFileSync(file, league("Handoff League", "Mike FC", "November FC"));
    const { stdout, stderr } = await run(process.execPath, [join(root, "cli/import.ts"), folder], {
      cwd: root,
      env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    expect(stderr).toContain("handing the import to http://127.0.0.1:");
    expect(stdout).toContain("matches:      1 created, 0 updated");
    const page = await listCompetitions(database.db, { q: "Handoff" });
    expect(page.data.map((c) => c.name)).toEqual(["Handoff League"]);
  });
});
