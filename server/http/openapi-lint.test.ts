import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

/** The published document, checked by Redocly's own CLI with its recommended rules. */
let site: TestSite;
let doc: {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
};
beforeAll(async () => {
  site = await startTestSite();
  doc = await (await fetch(`${site.url}/api/openapi.json`)).json();
});
afterAll(() => site.close());

const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

describe("the OpenAPI document", () => {
  it("passes `redocly lint` with the recommended rules", () => {
    const file = join(mkdtempSync(join(tmpdir(), "goalline-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(process.execPath, [cli, "lint", file, "--extends=recommended", "--format=json"], {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; location: Array<{ pointer: string }> }>;
    };
    expect(report.totals.errors).toBe(0);
    // Social sign-in is a pair of browser redirects: a 302 is its success, not a 2xx.
    const warnings = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(warnings.sort()).toEqual([
      "operation-2xx-response #/paths/~1auth~1oidc~1callback/get/responses",
      "operation-2xx-response #/paths/~1auth~1oidc~1start/get/responses",
    ]);
    expect(run.status).toBe(0);
  });

  it("lists every operation with an operationId, the edge's errors and social sign-in", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, ...op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(43);
    expect(operations.filter((op) => !op.operationId)).toEqual([]);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(doc.paths["/auth/oidc/start"]?.get).toBeDefined();
    expect(Object.keys(doc.paths["/auth/login"]!.post!.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "413", "415", "429"]),
    );
    expect(Object.keys(doc.paths["/admin/matches/{id}/events"]!.post!.responses)).toEqual(
      expect.arrayContaining(["201", "401", "403", "404"]),
    );
  });
});
