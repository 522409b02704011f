import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type Database } from "./connect.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default;
 * with DATABASE_URL set, a new throwaway database on that PostgreSQL server,
 * dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await connectDatabase({});
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
