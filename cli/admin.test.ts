import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { staffRefusal } from "../server/auth/roles.ts";
import { createAuthService } from "../server/auth/service.ts";
import { loadConfig } from "../server/config/config.ts";
import { connectDatabase } from "../server/db/connect.ts";
import { auditLog } from "../server/platform/audit/schema.ts";
import { createLogger } from "../server/platform/logger.ts";

const root = resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "goalline-first-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A fresh data folder on the embedded database, as a new site has it: no server, no accounts. In the
// PostgreSQL pass the command works on that server's database instead, as a site on it would.
const databaseUrl = process.env.DATABASE_URL;
const env: Record<string, string | undefined> = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|DATABASE_URL$|REDIS_URL$)/i.test(key)),
  ),
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  ...(databaseUrl
    ? {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "first-admin-test-session-secret-0123456789",
        PASSWORD_PEPPER: "first-admin-test-pepper-0123456789",
      }
    : {}),
};
const admin = (...args: string[]) => {
  const run = spawnSync(process.execPath, [join(root, "cli/admin.ts"), ...args], {
    cwd: root,
    env: { ...env, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

describe("npm run admin", () => {
  // Two command-line runs, each a process that opens the embedded database and applies every
  // migration before it works: on CI's shared machine that alone has taken over half a minute.
  it("creates the first admin in a fresh data folder, who must turn two-step on before staff work", {
    timeout: 90_000,
  }, async () => {
    // An address of this attempt's own: a retry after a timeout finds no account from the first.
    const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
    const made = admin("create", "--email", email.toUpperCase(), "--name", "Ana Silva");
    expect(made.err).toBe("");
    expect(made.status).toBe(0);
    expect(made.out).toContain(`${email} is an admin. Password, shown only now:`);
    expect(made.out).toContain("/cms/login");
    const password = /shown only now:\n\n {2}(\S+)\n/.exec(made.out)?.[1] ?? "";
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);

    // Run again, it changes nothing but says so: the password stays the one printed first.
    const again = admin("create", "--email", email);
    expect(again.status).toBe(0);
    expect(again.out).toContain("already had an account: it is now an admin, and keeps its password");

    const config = loadConfig(env);
    const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      const auth = createAuthService({
        db: database.db,
        config,
        logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      });
      const signedIn = await auth.signIn({ email, password }, { ip: "127.0.0.1", device: "test" });
      const session = await auth.authenticate(signedIn.data.token.access_token);
      expect(session?.user).toMatchObject({ role: "admin", displayName: "Ana Silva" });
      // The password alone opens no staff work: the admin area sends her to enrol first.
      expect(staffRefusal(session!, "users:manage")).toBe("two-step-required");
      const roles = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "user.role"), eq(auditLog.targetId, String(session!.user.id))));
      expect(roles).toMatchObject([
        { actorKind: "automation", actorId: "npm run admin", after: { role: "admin" } },
      ]);
    } finally {
      await database.close();
    }
  });

  it("refuses a call without a well-formed e-mail address, saying how to call it", () => {
    for (const args of [
      ["create"],
      ["create", "--email", "not-an-address"],
      ["delete", "--email", "a@b.co"],
    ]) {
      const refused = admin(...args);
      expect(refused.status).toBe(64);
      expect(refused.err).toContain("Usage: npm run admin -- create --email");
    }
  });
});
