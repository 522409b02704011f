import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, type HttpApp } from "../app/http-app.ts";
import { loadConfig } from "../config/config.ts";
import type { Database } from "../db/connect.ts";
import type { Services } from "../http/api-router.ts";
import { createLogger } from "../platform/logger.ts";
import { createMetrics } from "./metrics.ts";
import { type PrecompressedFile, precompressDirectory } from "./precompress.ts";

const dataDir = mkdtempSync(join(tmpdir(), "goalline-precompressed-"));
const clientDir = join(dataDir, "client");
const entry = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export const fixture${i} = { kickoff: "${i}:00" };\n`).join(""),
);
const serviceWorker = Buffer.from("self.addEventListener('fetch', () => {});\n".repeat(60));
let compressed: PrecompressedFile[];
let app: HttpApp;

beforeAll(async () => {
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), entry);
  writeFileSync(join(clientDir, "assets", "tiny-abc123.js"), "export {};\n");
  writeFileSync(join(clientDir, "assets", "crest-abc123.png"), randomBytes(4096));
  // Text by name, noise by content: no encoding makes it smaller.
  writeFileSync(join(clientDir, "assets", "noise-abc123.txt"), randomBytes(4096));
  writeFileSync(join(clientDir, "sw.js"), serviceWorker);
  writeFileSync(
    join(clientDir, "favicon.ico"),
    readFileSync(resolve(import.meta.dirname, "../../public/favicon.ico")),
  );
  compressed = await precompressDirectory(clientDir);
  // An encoding left without its file must not make the file appear.
  writeFileSync(join(clientDir, "assets", "gone-abc123.js.br"), "stale");

  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
  // Static files never reach the database.
  const services = { config, logger: createLogger(config), database: {} as Database } as Services;
  app = createHttpApp({ services, metrics: createMetrics(), clientDir });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const asset = (name: string) => join(clientDir, "assets", name);
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("precompressing the client build", () => {
  it("writes Brotli and gzip siblings that decompress to the file", () => {
    expect(brotliDecompressSync(readFileSync(asset("entry-abc123.js.br")))).toEqual(entry);
    expect(gunzipSync(readFileSync(asset("entry-abc123.js.gz")))).toEqual(entry);
    expect(gunzipSync(readFileSync(join(clientDir, "sw.js.gz")))).toEqual(serviceWorker);
    // Brotli at quality 11 beats gzip at level 9 on text.
    const [report] = compressed.filter((file) => file.file === "assets/entry-abc123.js");
    expect(report).toEqual({
      file: "assets/entry-abc123.js",
      bytes: entry.length,
      brotli: statSync(asset("entry-abc123.js.br")).size,
      gzip: statSync(asset("entry-abc123.js.gz")).size,
    });
    expect(report!.brotli!).toBeLessThan(report!.gzip!);
  });

  it("skips small files, images and files that do not get smaller", () => {
    for (const name of ["tiny-abc123.js", "crest-abc123.png", "noise-abc123.txt"]) {
      expect(existsSync(asset(`${name}.br`)), name).toBe(false);
      expect(existsSync(asset(`${name}.gz`)), name).toBe(false);
    }
    expect(compressed.map((file) => file.file)).toEqual(["assets/entry-abc123.js", "favicon.ico", "sw.js"]);
  });
});

describe("serving precompressed assets", () => {
  it("sends the Brotli file to a client that accepts Brotli, cached for a year", async () => {
    const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytesOf(response);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    // Decompressing once gives the file: nothing compressed it a second time.
    expect(brotliDecompressSync(body)).toEqual(entry);
  });

  it("sends gzip to a client that accepts only gzip, or refuses Brotli", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": accept });
      expect(response.headers.get("content-encoding"), accept).toBe("gzip");
      const body = await bytesOf(response);
      expect(response.headers.get("content-length")).toBe(String(body.length));
      expect(gunzipSync(body)).toEqual(entry);
    }
  });

  it("sends the plain file to a client that accepts no encoding, still varying by it", async () => {
    for (const headers of [{}, { "Accept-Encoding": "identity" }] as Record<string, string>[]) {
      const response = await get("/assets/entry-abc123.js", headers);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(response.headers.get("content-length")).toBe(String(entry.length));
      expect(await bytesOf(response)).toEqual(entry);
    }
  });

  it("serves other build files the same way with an hour of caching", async () => {
    const response = await get("/sw.js", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(brotliDecompressSync(await bytesOf(response))).toEqual(serviceWorker);
  });

  it("answers HEAD with the headers a GET would have and no body", async () => {
    const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br, gzip" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-length")).toBe(String(statSync(asset("entry-abc123.js.br")).size));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await bytesOf(response)).length).toBe(0);
    const plain = await get("/assets/entry-abc123.js", {}, "HEAD");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(entry.length));
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("answers a byte range with bytes of the plain file", async () => {
    const response = await get("/assets/entry-abc123.js", {
      "Accept-Encoding": "br, gzip",
      Range: "bytes=10-109",
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-range")).toBe(`bytes 10-109/${entry.length}`);
    expect(await bytesOf(response)).toEqual(entry.subarray(10, 110));
  });

  it("leaves images alone and answers a missing asset with 404", async () => {
    const crest = await get("/assets/crest-abc123.png", { "Accept-Encoding": "br, gzip" });
    expect(crest.headers.get("content-type")).toBe("image/png");
    expect(crest.headers.get("content-encoding")).toBeNull();
    expect(await bytesOf(crest)).toEqual(readFileSync(asset("crest-abc123.png")));
    const gone = await get("/assets/gone-abc123.js", { "Accept-Encoding": "br, gzip" });
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBeNull();
  });
});

describe("validators of client files", () => {
  const br = { "Accept-Encoding": "gzip, deflate, br, zstd" };
  const gzip = { "Accept-Encoding": "gzip" };
  const plain = { "Accept-Encoding": "identity" };

  it("answers If-Modified-Since on an asset and on the favicon with a 304 that keeps the caching headers", async () => {
    for (const path of ["/assets/entry-abc123.js", "/favicon.ico"]) {
      const first = await get(path, br);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("content-encoding"), path).toBe("br");
      const lastModified = first.headers.get("last-modified")!;
      expect(Date.parse(lastModified), path).toBeGreaterThan(0);
      const again = await get(path, { ...br, "If-Modified-Since": lastModified });
      expect(again.status, path).toBe(304);
      expect((await bytesOf(again)).length, path).toBe(0);
      expect(again.headers.get("etag"), path).toBe(first.headers.get("etag"));
      expect(again.headers.get("cache-control"), path).toBe(first.headers.get("cache-control"));
      expect(again.headers.get("vary"), path).toMatch(/accept-encoding/i);
      for (const name of ["content-type", "content-length", "content-encoding"]) {
        expect(again.headers.get(name), `${path} ${name}`).toBeNull();
      }
      const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(path, { ...br, "If-Modified-Since": before })).status, path).toBe(200);
    }
  });

  it("gives the Brotli, gzip and plain bytes a strong tag each, and each validates", async () => {
    const path = "/assets/entry-abc123.js";
    const tags = await Promise.all(
      [br, gzip, plain].map(async (headers) => (await get(path, headers)).headers.get("etag")!),
    );
    const [stem] = tags.slice(2);
    expect(stem).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(tags).toEqual([`${stem!.slice(0, -1)}-br"`, `${stem!.slice(0, -1)}-gzip"`, stem]);
    for (const [index, headers] of [br, gzip, plain].entries()) {
      const same = await get(path, { ...headers, "If-None-Match": tags[index]! });
      expect(same.status, tags[index]).toBe(304);
      expect(same.headers.get("etag")).toBe(tags[index]);
    }
  });

  it("keeps a cache's copy in another coding the client accepts, and never one it does not", async () => {
    const path = "/assets/entry-abc123.js";
    const [brTag, gzipTag] = [
      (await get(path, br)).headers.get("etag")!,
      (await get(path, gzip)).headers.get("etag")!,
    ];
    const heldGzip = await get(path, { ...br, "If-None-Match": gzipTag });
    expect(heldGzip.status).toBe(304);
    expect(heldGzip.headers.get("etag")).toBe(gzipTag);
    const heldBrotli = await get(path, { ...gzip, "If-None-Match": brTag });
    expect(heldBrotli.status).toBe(200);
    expect(gunzipSync(await bytesOf(heldBrotli))).toEqual(entry);
  });

  it("lets If-None-Match decide over If-Modified-Since, and answers HEAD the same", async () => {
    const path = "/sw.js";
    const first = await get(path, br);
    const lastModified = first.headers.get("last-modified")!;
    const stale = await get(path, { ...br, "If-None-Match": '"other"', "If-Modified-Since": lastModified });
    expect(stale.status).toBe(200);
    expect(brotliDecompressSync(await bytesOf(stale))).toEqual(serviceWorker);
    const head = await get(path, { ...br, "If-None-Match": first.headers.get("etag")! }, "HEAD");
    expect(head.status).toBe(304);
    expect(head.headers.get("etag")).toBe(first.headers.get("etag"));
  });
});
