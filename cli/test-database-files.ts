// Which test files the PostgreSQL pass runs: those that read DATABASE_URL or REDIS_URL, themselves or
// through a module they load. That covers every user of the test databases (`createTestDatabase`,
// `startTestSite`, the server processes of server/testing/server-processes.ts) without a list to keep:
// a new test that uses them is in the pass by its imports. cli/test-database-files.test.ts fails
// when a test opens a database some other way.
import { importClosure, source, unitTestFiles } from "./test-graph.ts";

/** Reading either variable makes a module's behaviour depend on the server it names. */
export const READS_SERVER_URL = /process\.env\.(DATABASE_URL|REDIS_URL)\b/;

/** The modules among `file`'s imports (itself included) that read DATABASE_URL or REDIS_URL. */
export function serverUrlReaders(file: string): string[] {
  return [...importClosure(file)].filter((module) => READS_SERVER_URL.test(source(module)));
}

/** The test files to run again on PostgreSQL and Redis, relative to the repository root. */
export function databaseTestFiles(): string[] {
  return unitTestFiles().filter((file) => serverUrlReaders(file).length > 0);
}
