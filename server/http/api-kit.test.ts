import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import type { ApiRouter } from "./api-router.ts";
import { idempotent } from "./idempotency.ts";
import { listResponse, pageQuery, paginate } from "./pagination.ts";
import { rateLimit } from "./rate-limit.ts";

/** The kit a new domain builds on, tried through a small domain of its own over real HTTP. */
let site: TestSite;
let charges = 0;
let failNext = false;

function mountKitDomain(api: ApiRouter) {
  api.use("/kit/charges", idempotent("kit-charges", { required: true }));
  api.openapi(
    createRoute({
      method: "post",
      path: "/kit/charges",
      operationId: "createKitCharge",
      request: {
        body: {
          required: true,
          content: { "application/json": { schema: z.object({ amount: z.number().int().positive() }) } },
        },
      },
      responses: { 201: { description: "Charged." } },
    }),
    (c) => {
      if (failNext) {
        failNext = false;
        throw new Error("the gateway hung up");
      }
      charges += 1;
      return c.json({ charge: charges, amount: c.req.valid("json").amount }, 201);
    },
  );
  api.use("/kit/limited", rateLimit("kit-limited", { max: 2, windowSeconds: 60 }));
  api.get("/kit/limited", (c) => c.json({ ok: true }));
  const numbers = Array.from({ length: 45 }, (_, i) => i + 1);
  api.openapi(
    createRoute({
      method: "get",
      path: "/kit/numbers",
      operationId: "listKitNumbers",
      request: { query: z.object(pageQuery(20, 30)) },
      responses: listResponse("A page.", z.number()),
    }),
    (c) => c.json(paginate(numbers, c.req.valid("query")), 200),
  );
}

beforeAll(async () => {
  site = await startTestSite({ app: { mountApi: mountKitDomain } });
});
afterAll(() => site.close());

const charge = (key: string, amount: number) =>
  fetch(`${site.url}/api/kit/charges`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": key,
      Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`,
    },
    body: JSON.stringify({ amount }),
  });

describe("Idempotency-Key", () => {
  it("replays the stored answer to a retry and does the work once", async () => {
    const first = await charge("charge-key-0001", 500);
    const retry = await charge("charge-key-0001", 500);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(charges).toBe(1);
  });

  it("refuses the same key with another body with 422", async () => {
    await charge("charge-key-0002", 700);
    const other = await charge("charge-key-0002", 701);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { code: "idempotency-key-reused" } });
  });

  it("runs the work once when the same key arrives twice at once", async () => {
    const before = charges;
    const answers = await Promise.all([charge("charge-key-0003", 900), charge("charge-key-0003", 900)]);
    expect(charges - before).toBe(1);
    const statuses = answers.map((a) => a.status).sort();
    // The second either waited for the stored answer or was told the first is still running.
    expect(["201,201", "201,409"]).toContain(statuses.join(","));
  });

  it("lets a retry run again when the first attempt failed on our side", async () => {
    failNext = true;
    const failed = await charge("charge-key-0004", 300);
    expect(failed.status).toBe(500);
    const retried = await charge("charge-key-0004", 300);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("requires a well-formed key where the route says so", async () => {
    const missing = await fetch(`${site.url}/api/kit/charges`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"amount":1}',
    });
    expect(await missing.json()).toMatchObject({ error: { code: "invalid-idempotency-key" } });
    expect((await charge("short", 1)).status).toBe(400);
  });
});

describe("rate limits and pages", () => {
  it("answers over-budget calls with 429 and Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${site.url}/api/kit/limited`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await fetch(`${site.url}/api/kit/limited`);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("pages a list with limit and offset and refuses limits past the maximum", async () => {
    const page = await (await fetch(`${site.url}/api/kit/numbers?limit=10&offset=40`)).json();
    expect(page).toEqual({ data: [41, 42, 43, 44, 45], total: 45 });
    const tooMany = await fetch(`${site.url}/api/kit/numbers?limit=31`);
    expect(await tooMany.json()).toMatchObject({ error: { code: "invalid-limit" } });
  });
});
