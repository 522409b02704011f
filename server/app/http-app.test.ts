import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { AppError } from "../http/errors.ts";
import { createMetrics } from "../http/metrics.ts";
import { createHttpApp, type HttpApp } from "./http-app.ts";
import { edgeServices } from "./testing/edge-services.ts";

let database: Database;
let app: HttpApp;
let clientDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-http-"));
  clientDir = join(dataDir, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log('hi');".repeat(200));
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\n");
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
  const services = edgeServices(config, database);
  app = createHttpApp({
    services,
    metrics: createMetrics(),
    clientDir,
    mountApi: (api) => {
      api.openapi(
        {
          method: "get",
          path: "/echo/{id}",
          request: {
            params: z.object({ id: z.coerce.number().int().positive() }),
            query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
          },
          responses: {
            200: {
              description: "echo",
              content: { "application/json": { schema: z.object({ id: z.number() }) } },
            },
          },
        },
        (c) => c.json({ id: c.req.valid("param").id }, 200),
      );
      api.get("/teapot", () => {
        throw new AppError("conflict", "already-brewing", "The pot is already brewing.");
      });
      api.get("/boom", () => {
        throw new Error("database password is hunter2");
      });
    },
  });
});

afterAll(async () => {
  await database.close();
});

describe("operations endpoints", () => {
  it("reports liveness and database readiness as JSON", async () => {
    const health = await app.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: true, storage: true });
  });

  it("exposes Prometheus metrics including request durations", async () => {
    await app.request("/healthz");
    const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    const metrics = await app.request("/metrics", {}, loopback);
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    const text = await metrics.text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}');
  });
});

describe("security headers", () => {
  it("sends a strict CSP with a fresh nonce on every response", async () => {
    const first = (await app.request("/healthz")).headers.get("content-security-policy") ?? "";
    const second = (await app.request("/healthz")).headers.get("content-security-policy") ?? "";
    expect(first).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("object-src 'none'");
    expect(first).not.toContain("unsafe-inline' 'strict");
    expect(first.match(/nonce-([^']+)/)?.[1]).not.toBe(second.match(/nonce-([^']+)/)?.[1]);
    const response = await app.request("/healthz");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves the document policies off hashed scripts, which are never documents", async () => {
    const script = await app.request("/assets/entry-abc123.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect(script.headers.get("x-frame-options")).toBeNull();
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    // Files outside the hashed build keep the whole set (a worker script's CSP is its own).
    const robots = await app.request("/robots.txt");
    expect(robots.headers.get("content-security-policy")).toContain("object-src 'none'");
  });
});

describe("site API errors", () => {
  it("answers validation failures with 400 and a code naming the parameter", async () => {
    const badId = await app.request("/api/echo/abc");
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ error: { code: "invalid-id" } });
    const badLimit = await app.request("/api/echo/3?limit=500");
    expect(badLimit.status).toBe(400);
    expect(await badLimit.json()).toMatchObject({ error: { code: "invalid-limit" } });
    const fine = await app.request("/api/echo/3?limit=5");
    expect(await fine.json()).toEqual({ id: 3 });
  });

  it("maps AppError kinds to statuses and hides internal failures", async () => {
    const conflict = await app.request("/api/teapot");
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      error: { code: "already-brewing", message: "The pot is already brewing." },
    });
    const original = console.error;
    const boom = await app.request("/api/boom");
    console.error = original;
    expect(boom.status).toBe(500);
    const body = await boom.text();
    expect(body).not.toContain("hunter2");
    expect(JSON.parse(body)).toMatchObject({ error: { code: "internal-error" } });
  });

  it("gives unknown API paths a JSON 404, not a page", async () => {
    const response = await app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not-found" } });
  });

  it("serves an OpenAPI 3.1 document listing the routes", async () => {
    const document = await (await app.request("/api/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/echo/{id}");
  });

  it("lets clients keep the OpenAPI document a while and revalidate it", async () => {
    const response = await app.request("/api/openapi.json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request("/api/openapi.json", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });
});

describe("compression", () => {
  it("sends what the app answers in Brotli to a client that takes it, gzip to one that does not", async () => {
    const br = await app.request("/api/openapi.json", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    const document = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8"));
    expect(document.openapi).toMatch(/^3\./);
    const gzip = await app.request("/api/openapi.json", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/api/openapi.json", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });
});

describe("static files", () => {
  it("caches hashed assets for a year and compresses them", async () => {
    const asset = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    const robots = await app.request("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never marks a response that is not a file as cacheable", async () => {
    const missing = await app.request("/assets/missing-file.js");
    expect(missing.headers.get("cache-control")).toBeNull();
    const health = await app.request("/healthz");
    expect(health.headers.get("cache-control")).toBeNull();
  });
});

describe("flags", () => {
  it("serves country and home-nation flags as cacheable SVG", async () => {
    for (const path of ["/flags/es.svg", "/flags/gb-eng.svg"]) {
      const flag = await app.request(path);
      expect(flag.status).toBe(200);
      expect(flag.headers.get("content-type")).toBe("image/svg+xml");
      expect(flag.headers.get("cache-control")).toBe("public, max-age=2592000");
      expect(await flag.text()).toContain("<svg");
    }
  });

  it("does not serve unknown codes or paths outside the flag set", async () => {
    expect((await app.request("/flags/zz.svg")).status).toBe(404);
    expect((await app.request("/flags/..%2Fpackage.json")).status).toBe(404);
  });
});
