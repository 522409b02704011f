import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";

/** The published document, checked by Redocly's own CLI with its recommended rules. */
let site: TestSite;
type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
let doc: Document;
beforeAll(async () => {
  site = await startTestSite();
  doc = await (await fetch(`${site.url}/api/openapi.json`)).json();
});
afterAll(() => site.close());

/**
 * The list envelope (decision 058), as refusals: an operation answering an array of items must
 * answer `{ data: [...] }`, never a bare array or `{ items }`, echo no `limit` or `offset`, and a
 * list paged by `offset` must say its `total`.
 */
function listEnvelopeRefusals(document: Document): string[] {
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(document.components?.schemas?.[schema.$ref.split("/").pop()!]) : schema;
  const refusals: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = resolve(op.responses["200"]?.content?.["application/json"]?.schema);
      const fields = body?.properties ?? {};
      const isArray = (name: string) => resolve(fields[name])?.type === "array";
      if (body?.type !== "array" && !isArray("data") && !isArray("items")) continue;
      const at = `${method.toUpperCase()} ${path}`;
      if (body?.type === "array") refusals.push(`${at}: a bare array`);
      else if (!isArray("data")) refusals.push(`${at}: items outside \`data\``);
      for (const echoed of ["items", "limit", "offset"].filter((name) => name in fields)) {
        refusals.push(`${at}: \`${echoed}\` in the body`);
      }
      const paged = op.parameters?.some((p) => p.in === "query" && p.name === "offset");
      const counted = resolve(fields.total)?.type === "integer" && body?.required?.includes("total");
      if (paged && !counted) refusals.push(`${at}: a paged list without \`total\``);
    }
  }
  return refusals;
}

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
    expect(Object.keys(doc.paths["/auth/oidc/start"]?.get?.responses ?? {})).toContain("302");
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

  it("answers every list in the one envelope, `{ data: [...] }`, with `total` when paged", () => {
    expect(listEnvelopeRefusals(doc)).toEqual([]);
    const paged = Object.values(doc.paths).filter((item) =>
      item.get?.parameters?.some((p) => p.in === "query" && p.name === "offset"),
    );
    expect(paged.length).toBeGreaterThanOrEqual(19);
  });

  it("refuses a bare array, the old `{ items, limit, offset }` page and a paged list without a total", () => {
    const answer = (schema: Schema) => ({ 200: { content: { "application/json": { schema } } } });
    const offset = [{ name: "offset", in: "query" }];
    const numbers = { type: "array" };
    const refusals = listEnvelopeRefusals({
      info: { description: "" },
      components: { schemas: { Fixtures: { type: "array" } } },
      paths: {
        "/bare": { get: { responses: answer({ type: "array" }) } },
        "/named": { get: { responses: answer({ $ref: "#/components/schemas/Fixtures" }) } },
        "/old": {
          get: {
            parameters: offset,
            responses: answer({
              type: "object",
              properties: { items: numbers, total: { type: "integer" }, limit: {}, offset: {} },
              required: ["items", "total", "limit", "offset"],
            }),
          },
        },
        "/uncounted": {
          get: { parameters: offset, responses: answer({ type: "object", properties: { data: numbers } }) },
        },
        "/whole": { get: { responses: answer({ type: "object", properties: { data: numbers } }) } },
        "/paged": {
          get: {
            parameters: offset,
            responses: answer({
              type: "object",
              properties: { data: numbers, total: { type: "integer" } },
              required: ["data", "total"],
            }),
          },
        },
      },
    });
    expect(refusals).toEqual([
      "GET /bare: a bare array",
      "GET /named: a bare array",
      "GET /old: items outside `data`",
      "GET /old: `items` in the body",
      "GET /old: `limit` in the body",
      "GET /old: `offset` in the body",
      "GET /uncounted: a paged list without `total`",
    ]);
  });

  it("tells clients what changed in the reference's own description", () => {
    expect(doc.info.description).toContain("## Changes");
    expect(doc.info.description).toMatch(/- \d{4}-\d{2}-\d{2}: `GET \/competitions\/\{id\}\/standings`/);
  });
});
