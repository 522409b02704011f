import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import pg from "pg";
import { connectDatabase, type Database, migrationsFolder } from "./connect.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default;
 * with DATABASE_URL set, a new throwaway database on that PostgreSQL server,
 * dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = readTemplate();
    const database = await connectDatabase(template ? { loadDataDir: template } : {});
    // Applies nothing when the template is current; a template is only ever a head start.
    await database.migrate();
    return database;
  }
  const name = `goalline_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({
    url: url.toString(),
    poolSize: 4,
    // Dropping the database at the end ends any connection still open: expected here.
    onIdleError: () => {},
  });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Where the migrated PGlite template for this tree's migrations lives. A new PGlite spends most of
 * its 3–5 s start on initdb and the migrations; one loaded from this dump starts in under 2 s.
 */
function pgliteTemplatePath(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(migrationsFolder, "../node_modules/@electric-sql/pglite/package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    // The SQL is what runs; the journal says in what order. The snapshots only describe the result.
    if (name.endsWith(".sql") || name.endsWith("_journal.json")) hash.update(name).update(readFileSync(path));
  }
  return join(tmpdir(), `goalline-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** Read once per test file's process: files that open several databases share the bytes. */
let template: Blob | null | undefined;

/** The template's bytes; none when no run has made it (a bench, say) or another tree's run removed it. */
function readTemplate(): Blob | undefined {
  if (template === undefined) {
    try {
      template = new Blob([readFileSync(pgliteTemplatePath())]);
    } catch {
      template = null;
    }
  }
  return template ?? undefined;
}

/** Makes the template once per tree of migrations (the test runner's global setup calls this). */
export async function preparePgliteTemplate(): Promise<void> {
  const path = pgliteTemplatePath();
  if (process.env.DATABASE_URL || existsSync(path)) return;
  const database = await connectDatabase({});
  try {
    await database.migrate();
    if (database.driver.kind !== "pglite") return;
    const dump = await database.driver.client.dumpDataDir("none");
    // Written aside and renamed, so a test never reads half a template.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    // Templates of earlier migration histories are 40 MB each and never read again.
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith("goalline-pglite-template-") && name.endsWith(".tar") && name !== basename(path))
        rmSync(join(tmpdir(), name), { force: true });
    }
  } finally {
    await database.close();
  }
}
