import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connectDatabase, type Database, migrationsFolder, pgliteDatabase } from "./connect.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default;
 * with DATABASE_URL set, a new throwaway database on that PostgreSQL server,
 * dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return leasePglite();
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
 * Embedded databases a closed test file handed back, emptied, for the next file in this worker
 * (test files share a worker: vitest.config.ts). Loading the template costs ~0.3 s of CPU; emptying
 * one that holds a file's rows costs ~0.1 s. A database comes back only when emptying left it as
 * the template was (its fingerprint): one a test altered is closed instead.
 */
const spares: PGlite[] = [];
const SPARES_KEPT = 2;
let templatePrint: string | undefined;

/**
 * A PGlite database lent to one test file: the spare's client behind a lease that refuses every call
 * once the file closes it, so a timer the file left running cannot write into the next file's rows.
 */
async function leasePglite(): Promise<Database> {
  let client = spares.pop();
  if (!client) {
    const template = readTemplate();
    client = await PGlite.create(template ? { loadDataDir: template } : {});
    const fresh = pgliteDatabase(client, async () => {});
    // Applies nothing when the template is current; a template is only ever a head start.
    await fresh.migrate();
    templatePrint ??= await fingerprintOf(client);
  }
  const real = client;
  let open = true;
  const lent = new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (!open) throw new Error("This test database was closed: a query ran after its test file ended.");
        return value.apply(target, args);
      };
    },
  });
  return pgliteDatabase(lent, async () => {
    if (!open) return;
    open = false;
    if (spares.length < SPARES_KEPT && (await emptied(real))) spares.push(real);
    else await real.close().catch(() => {});
  });
}

/** Empties a used database back to the template: rows, sequences, session state, schemas made since. */
async function emptied(client: PGlite): Promise<boolean> {
  try {
    if (client.closed) return false;
    // A file may end inside a transaction it never finished.
    await client.exec("ROLLBACK").catch(() => {});
    const { rows: schemas } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not in ('public', 'drizzle', 'information_schema') and nspname not like 'pg\\_%'`,
    );
    const { rows: tables } = await client.query<{ name: string; big: boolean }>(
      `select format('%I.%I', schemaname, tablename) as name,
         pg_table_size(format('%I.%I', schemaname, tablename)::regclass) > 65536 as big
       from pg_tables where schemaname = 'public'`,
    );
    const big = tables.filter((table) => table.big).map(({ name }) => name);
    // Replica mode runs no ordinary trigger: not the audit log's refusal to forget, nor the foreign
    // keys' checks, so rows go in any order. A DELETE of a few rows costs less than TRUNCATE's new
    // files for every table and index; a table grown past 64 kB is truncated instead of left bloated.
    await client.exec(`
      ${schemas.map(({ name }) => `DROP SCHEMA "${name}" CASCADE;`).join("\n")}
      SET session_replication_role = replica;
      ${big.length ? `TRUNCATE ${big.join(", ")} CASCADE;` : ""}
      ${tables.map(({ name }) => `DELETE FROM ${name};`).join("\n")}
      SET session_replication_role = origin;
      SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
        FROM pg_sequences WHERE schemaname = 'public';
    `);
    // Settings, advisory locks, prepared statements and temporary tables of the last file.
    await client.exec("DISCARD ALL");
    return (await fingerprintOf(client)) === templatePrint;
  } catch {
    return false;
  }
}

/** What a database's shape is: its schemas, tables, columns, indexes, triggers, functions and sequences. */
async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ print: string }>(`
    select md5(coalesce(string_agg(item, '|' order by item), '')) as print from (
      select format('%s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type, is_nullable,
        coalesce(column_default, '')) as item
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
      union all select indexdef from pg_indexes where schemaname not in ('pg_catalog')
      union all select format('%s %s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
      union all select format('%s.%s', n.nspname, p.proname) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
      union all select format('%s.%s', sequence_schema, sequence_name) from information_schema.sequences
      union all select format('schema %s', nspname) from pg_namespace
    ) shape`);
  return rows[0]?.print ?? "";
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
  // How the template is made (prepareTestTemplate): a change to it makes a new one.
  hash.update("recipe 2: no template databases");
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
    // A test database never creates another, so the two template databases initdb makes are a third
    // of the dump's bytes read again for every test file: gone, each test database loads ~25 % faster.
    const client = database.driver.client;
    await client.exec(
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    );
    await client.exec("DROP DATABASE template0");
    await client.exec("DROP DATABASE template1");
    await client.exec("CHECKPOINT");
    const dump = await client.dumpDataDir("none");
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
