import { createRoute } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { createApiRouter } from "./api-router.ts";
import { completeDocument } from "./openapi.ts";
import { isRateLimit, rateLimit } from "./rate-limit.ts";

/**
 * Every operation the router puts behind a rateLimit budget documents its 429. The budgets
 * are read from the router the site really runs, so a new one is covered the day it is added.
 */
type Operation = { responses: Record<string, unknown> };
let site: TestSite;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  paths = (await (await fetch(`${site.url}/api/openapi.json`)).json()).paths;
}, 60_000);
afterAll(() => site.close());

/** The document's operations a router path and method reach (`:id` against `{id}`, `ALL` against each method). */
function operationsAt(method: string, routerPath: string): string[] {
  const pattern = new RegExp(`^${routerPath.replaceAll(/:\w+/g, "\\{[^}]+\\}").replaceAll("*", ".*")}$`);
  return Object.entries(paths).flatMap(([path, item]) =>
    pattern.test(path)
      ? Object.keys(item)
          .filter((verb) => method === "ALL" || verb === method.toLowerCase())
          .map((verb) => `${verb.toUpperCase()} ${path}`)
      : [],
  );
}

describe("an operation behind a rate limit", () => {
  it("documents 429, for every budget the router runs", () => {
    const budgets = site.app.routes
      .filter((route) => isRateLimit(route.handler))
      .map((route) => ({ method: route.method, path: route.path.replace(/^\/api/, "") }));
    expect(budgets.length).toBeGreaterThan(0);
    const limited = budgets.flatMap((budget) => operationsAt(budget.method, budget.path));
    expect(limited).toEqual(expect.arrayContaining(["POST /auth/passkeys/authentication"]));
    const undocumented = limited.filter((line) => {
      const [verb, path] = line.split(" ") as [string, string];
      return !("429" in paths[path]![verb.toLowerCase()]!.responses);
    });
    expect(undocumented).toEqual([]);
  });

  it("gets its 429 from the router, without listing it itself", () => {
    const api = createApiRouter();
    api.use("/tickets/:id/resale", rateLimit("ticket-resale", { max: 5, windowSeconds: 60 }));
    for (const path of ["/tickets/{id}/resale", "/tickets/{id}"]) {
      api.openapi(
        createRoute({
          method: "post",
          path,
          operationId: path,
          responses: { 204: { description: "Done." } },
        }),
        (c) => c.body(null, 204),
      );
    }
    const document = completeDocument(
      api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } }),
      api,
    );
    const responses = (path: string) => (document.paths as typeof paths)[path]!.post!.responses;
    expect(responses("/tickets/{id}/resale")["429"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
    expect(responses("/tickets/{id}")).not.toHaveProperty("429");
  });

  it("documents 429 where the account service counts attempts itself", () => {
    for (const path of ["/auth/verify-email", "/auth/password-reset", "/auth/password-reset/send"]) {
      expect(Object.keys(paths[path]!.post!.responses), path).toContain("429");
    }
  });
});
