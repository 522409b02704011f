import { describe, expect, it } from "vitest";
import { databaseTestFiles, serverUrlReaders } from "./test-database-files.ts";
import { importClosure, source, unitTestFiles } from "./test-graph.ts";

// Opening a database, a PostgreSQL connection or Redis, by a helper or by hand.
const OPENS_DATABASE =
  /\b(connectDatabase|createTestDatabase|createSharedDatabase|startTestSite)\(|\bnew (PGlite|pg\.Client|pg\.Pool|Client|Pool|Redis)\(|\bPGlite\.create\(/;

describe("the PostgreSQL pass (npm run test:postgres)", () => {
  const selected = new Set(databaseTestFiles());

  it("runs every test file that opens a database or Redis, so none stays on PGlite alone", () => {
    // The server's own modules open what the config a test hands them names; every other module a test
    // loads that opens a database must take it from DATABASE_URL (createTestDatabase does).
    const server = importClosure("server/main.ts");
    const escaped = unitTestFiles().flatMap((file) => {
      const openers = [...importClosure(file)].filter(
        (module) => !server.has(module) && OPENS_DATABASE.test(source(module)),
      );
      return openers.length > 0 && !selected.has(file)
        ? [`${file} (opens one in ${openers.join(", ")})`]
        : [];
    });
    expect(
      escaped,
      "these open a database that ignores DATABASE_URL; take one from createTestDatabase or startTestSite",
    ).toEqual([]);
  });

  it("finds the test databases through a test file's imports", () => {
    expect(serverUrlReaders("server/app/http-app.test.ts")).toContain("server/db/testing.ts");
    expect(serverUrlReaders("server/app/cluster.test.ts")).toContain("server/testing/server-processes.ts");
    expect(selected).toContain("server/app/cluster.test.ts");
    expect(selected).not.toContain("server/config.test.ts");
  });
});
