import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

/** The published document, checked by Redocly's own CLI with its recommended rules. */
let site: TestSite;
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description?: string }>;
};
let doc: { info: { description: string }; paths: Record<string, Record<string, Operation>> };
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

  it("gives a reused Idempotency-Key one meaning on every route: 422 `idempotency-key-reused`", () => {
    const keyed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) =>
          op.parameters?.some((p) => p.in === "header" && /^idempotency-key$/i.test(p.name)),
        )
        .map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, responses: op.responses })),
    );
    expect(keyed.length).toBeGreaterThanOrEqual(15);
    expect(keyed.filter((op) => !op.responses["422"]).map((op) => op.at)).toEqual([]);
    const elsewhere = keyed.filter((op) =>
      Object.entries(op.responses).some(
        ([status, response]) => status !== "422" && response.description?.includes("idempotency-key-reused"),
      ),
    );
    expect(elsewhere.map((op) => op.at)).toEqual([]);
  });

  it("tells clients what changed in the reference's own description", () => {
    expect(doc.info.description).toContain("## Changes");
    expect(doc.info.description).toMatch(/- \d{4}-\d{2}-\d{2}: `GET \/competitions\/\{id\}\/standings`/);
  });
});
