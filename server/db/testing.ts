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
  try {
    // A copy of the migrated template is a file copy on the server, where migrating takes seconds.
    const template = postgresTemplateName();
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
    // A run over newer migrations may drop this template meanwhile: then the database starts empty.
    await admin
      .query(`CREATE DATABASE ${name}${rowCount ? ` TEMPLATE ${template}` : ""}`)
      .catch(async (error: { code?: string }) => {
        if (!rowCount || error.code !== "3D000") throw error;
        await admin.query(`CREATE DATABASE ${name}`);
      });
  } finally {
    await admin.end();
  }
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
  return join(tmpdir(), `goalline-pglite-template-${migrationsHash()}.tar`);
}

/** The PostgreSQL twin of the PGlite template: a database the test databases are copied from. */
function postgresTemplateName(): string {
  return `goalline_template_${migrationsHash()}`;
}

/** Names this tree's migrations and PGlite build: a template made from others is never used. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(migrationsFolder, "../node_modules/@electric-sql/pglite/package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    // The SQL is what runs; the journal says in what order. The snapshots only describe the result.
    if (name.endsWith(".sql") || name.endsWith("_journal.json")) hash.update(name).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
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
export async function prepareTestTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) return preparePostgresTemplate(process.env.DATABASE_URL);
  const path = pgliteTemplatePath();
  if (existsSync(path)) return;
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

/**
 * Migrates the template database on the server once per tree of migrations, under a lock so that two
 * runs at once make it once, and drops templates of earlier histories. A template is only a head start:
 * a test database copied from it still runs `migrate()`, which then applies nothing.
 */
async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const template = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtextextended('goalline:test-template', 0))");
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'goalline\\_template\\_%'",
    );
    for (const { datname } of rows) {
      if (datname !== template) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    if (rows.some(({ datname }) => datname === template)) return;
    // Made under another name and renamed, so a test never copies a half-migrated template.
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const database = await connectDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
  } finally {
    await admin.query("select pg_advisory_unlock_all()").catch(() => {});
    await admin.end();
  }
}
