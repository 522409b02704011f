import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { links } from "../../app/root.tsx";
import { createHttpApp } from "../app/http-app.ts";
import { mountSite } from "../app/site.ts";
import { loadConfig } from "../config/config.ts";
import type { Database } from "../db/connect.ts";
import type { Services } from "../http/api-router.ts";
import { createLogger } from "../platform/logger.ts";
import { orderRobotsRules } from "../platform/site-files.ts";
import { createMetrics } from "./metrics.ts";

// public/ is what the build copies into build/client unchanged.
const publicDir = resolve(import.meta.dirname, "../../public");
const dataDir = mkdtempSync(join(tmpdir(), "goalline-icons-"));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
// Neither icons nor robots.txt reach the database.
const services = { config, logger: createLogger(config), database: {} as Database } as Services;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const app = createHttpApp({
  services,
  metrics: createMetrics(),
  clientDir: publicDir,
  mountSite: mountSite,
});

async function bytesOf(path: string, type: RegExp): Promise<Buffer> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toMatch(type);
  return Buffer.from(await response.arrayBuffer());
}

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe("icons", () => {
  it("serves /favicon.ico as a real icon with a 32-pixel image", async () => {
    const ico = await bytesOf("/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + i * 16]);
    expect(sizes).toContain(32);
    for (let i = 0; i < count; i++) {
      const length = ico.readUInt32LE(6 + i * 16 + 8);
      const offset = ico.readUInt32LE(6 + i * 16 + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const size = sizes[i];
      expect(pngSize(ico.subarray(offset, offset + length))).toBe(`${size}x${size}`);
    }
  });

  it("lists in the manifest only icons that exist, at the sizes it claims", async () => {
    const manifest = JSON.parse((await bytesOf("/manifest.webmanifest", /json/)).toString("utf8")) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
    expect(pngs).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const bytes = await bytesOf(icon.src, new RegExp(`^${icon.type.replace("+", "\\+")}`));
      if (icon.type === "image/png") expect(pngSize(bytes)).toBe(icon.sizes);
    }
  });

  it("links every page to icons that exist, with a 180-pixel home-screen icon", async () => {
    const tags = links();
    const hrefs = tags.map((tag) => ("href" in tag ? tag.href : undefined));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/favicon.ico",
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/manifest.webmanifest",
      ]),
    );
    for (const href of hrefs) expect((await app.request(href ?? "")).status, href).toBe(200);
    expect(pngSize(await bytesOf("/apple-touch-icon.png", /^image\/png/))).toBe("180x180");
  });

  it("serves robots.txt without template notes, with the sitemap's absolute address", async () => {
    // The served file is read from the build when there is one: the source must be clean too.
    expect(readFileSync(join(publicDir, "robots.txt"), "utf8")).not.toContain("#");
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /account");
    expect(text.trimEnd().split("\n").at(-1)).toBe(`Sitemap: ${config.SITE_URL}/sitemap.xml`);
  });

  it("answers a crawler holding the current robots.txt or favicon with 304", async () => {
    for (const path of ["/robots.txt", "/favicon.ico"]) {
      const first = await app.request(path);
      const etag = first.headers.get("etag");
      const lastModified = first.headers.get("last-modified");
      expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
      expect(Number.isNaN(Date.parse(lastModified ?? "")), path).toBe(false);
      const held: Array<Record<string, string>> = [
        { "If-None-Match": etag! },
        { "If-Modified-Since": lastModified! },
      ];
      for (const headers of held) {
        const again = await app.request(path, { headers });
        expect(again.status, path).toBe(304);
        expect(await again.text(), path).toBe("");
        expect(again.headers.get("cache-control"), path).toBe("public, max-age=3600");
        expect(again.headers.get("vary"), path).toMatch(/accept-encoding/i);
      }
    }
  });

  it("puts every Disallow ahead of Allow: / so crawlers taking the first match skip /cms/", async () => {
    const lines = (await (await app.request("/robots.txt")).text()).split("\n");
    const allowAll = lines.indexOf("Allow: /");
    expect(allowAll).toBeGreaterThan(0);
    for (const path of ["/account", "/cms/", "/payment/"]) {
      expect(lines.indexOf(`Disallow: ${path}`), path).toBeGreaterThan(0);
      expect(lines.indexOf(`Disallow: ${path}`), path).toBeLessThan(allowAll);
    }
  });

  it("orders each group's rules most specific first, an Allow winning a tie", () => {
    const text = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /cms/",
      "Allow: /cms/login",
      "",
      "User-agent: Bot",
      "Disallow: /x",
      "Allow: /x",
    ].join("\n");
    expect(orderRobotsRules(text).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /cms/login",
      "Disallow: /cms/",
      "Allow: /",
      "",
      "User-agent: Bot",
      "Allow: /x",
      "Disallow: /x",
    ]);
  });
});
