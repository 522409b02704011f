import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users as usersTable } from "../auth/schema.ts";
import { checkRoomAtBoot, freeBytesOf } from "../platform/disk-space.ts";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

// A full or unwritable DATA_DIR, measured on this machine's real file system: the thresholds are
// set above the room it has, so the disk is "full" without filling it.
const root = resolve(import.meta.dirname, "../..");
const node = process.execPath;
const freeMb = () => Math.floor(freeBytesOf(tmpdir()) / 1024 / 1024);

/** Boots the server as `npm start` does and returns how it ended. */
function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(node, [join(root, "server/main.ts"), "--api-only"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", LOG_LEVEL: "warn", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("error", fail);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    });
  });
}

describe("starting on a DATA_DIR without room", { timeout: 60_000 }, () => {
  it("refuses with the free space and what is needed, before any database is written", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "goalline-full-"));
    const needed = freeMb() + 1_000;
    const { code, stderr } = await boot({ DATA_DIR: dataDir, DATA_DIR_MIN_FREE_MB: String(needed) });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(`^DATA_DIR is full: \\d+ MB free, at least ${needed} MB needed \\(${dataDir}\\)`),
    );
    expect(stderr).not.toContain("    at ");
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
  });

  it("refuses a DATA_DIR it cannot write, naming its path", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "goalline-unwritable-")), "a-file");
    writeFileSync(file, "");
    const dataDir = join(file, "data");
    const { code, stderr } = await boot({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `DATA_DIR: ${dataDir} cannot be written (ENOTDIR); give the server a directory it can write to`,
    );
    expect(stderr).not.toContain("    at ");
  });

  it("says the same when asked directly, with the room there is", () => {
    const dir = mkdtempSync(join(tmpdir(), "goalline-room-"));
    expect(() => checkRoomAtBoot(dir, 1)).not.toThrow();
    expect(() => checkRoomAtBoot(dir, freeMb() + 1_000)).toThrow(
      expect.objectContaining({ code: "data-dir-full", status: 507 }),
    );
  });
});

describe("a DATA_DIR filling up while the site runs", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      // A quarter of this is the running reserve: above the room this machine has.
      env: { DATA_DIR_MIN_FREE_MB: String((freeMb() + 1_000) * 4) },
      app: {
        pages: async (request) =>
          new Response(request.method === "GET" ? "<h1>Scores</h1>" : "saved", {
            headers: { "Content-Type": "text/html" },
          }),
      },
    });
  }, 60_000);
  afterAll(() => site?.close());

  it("refuses writes with 507 insufficient-storage and saves nothing, while reads carry on", async () => {
    const users = async () =>
      (await site.services.database.db.select({ n: sql<number>`count(*)::int` }).from(usersTable))[0]?.n;
    const before = await users();
    const register = await fetch(`${site.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "full-disk@example.com",
        password: "correct horse battery staple",
        display_name: "Ana",
      }),
    });
    expect(register.status).toBe(507);
    expect(register.headers.get("Retry-After")).toBe("60");
    expect(((await register.json()) as { error: { code: string } }).error.code).toBe("insufficient-storage");
    expect(await users()).toBe(before);

    expect((await fetch(`${site.url}/api/matches?date=2026-12-02`)).status).toBe(200);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect(await (await fetch(`${site.url}/readyz`)).json()).toMatchObject({
      status: "degraded",
      storage: false,
    });

    // A form sent from a page gets a page that says so, and the way back to where it was sent from.
    const form = await fetch(`${site.url}/account`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: `${site.url}/account?tab=profile`,
      },
      body: "displayName=Ana",
    });
    expect(form.status).toBe(507);
    const html = await form.text();
    expect(html).toContain("<h1>Saving is paused</h1>");
    expect(html).toContain('<a href="/account?tab=profile">Go back</a>');
    expect(html).not.toContain("saved");
  });
});
