// `npm run test:postgres`: the test files that use a database or Redis (cli/test-database-files.ts),
// again on a PostgreSQL server and Redis: DATABASE_URL and REDIS_URL, else the local ones.
// Words after `--` narrow it to the files whose path contains one of them.
import { spawnSync } from "node:child_process";
import { databaseTestFiles } from "./test-database-files.ts";
import { root } from "./test-graph.ts";

const words = process.argv.slice(2);
const files = databaseTestFiles().filter((file) => words.length === 0 || words.some((w) => file.includes(w)));
if (files.length === 0) {
  process.stderr.write(`No database test file matches ${words.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write(`${files.length} test files on PostgreSQL and Redis\n`);
const result = spawnSync("npx", ["vitest", "run", ...files], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
    REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
  },
});
process.exit(result.status ?? 1);
