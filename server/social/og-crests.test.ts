import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { teams } from "../sports/schema.ts";

// The image host is another machine in production; here a local HTTP server plays it.
const MAGENTA = "#ff00ff";
const crestPng = Buffer.from(
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${MAGENTA}"/></svg>`,
  )
    .render()
    .asPng(),
);
const asked: string[] = [];
let host: Server;
let hostUrl = "";
let database: Database;
let site: TestSite;
let teamId = 0;

beforeAll(async () => {
  host = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url === "/crests/club.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(crestPng);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date("2026-03-14T16:00:00Z") });
  const [team] = await database.db.select({ id: teams.id }).from(teams).limit(1);
  teamId = team!.id;
  site = await startTestSite({
    database,
    env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-og-crest-tests", IMAGE_HOST: hostUrl },
  });
});
afterAll(async () => {
  await site?.close();
  await database?.close();
  await new Promise((done) => host?.close(done));
});

/** Pixels of one colour in an 8-bit RGB(A) PNG: inflate the IDAT stream and undo each row's filter. */
function countColour(png: Buffer, [r, g, b]: [number, number, number]): number {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("ascii", at + 4, at + 8) === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  let previous = Buffer.alloc(stride);
  let count = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels]! : 0;
      const up = previous[x]!;
      const corner = x >= channels ? previous[x - channels]! : 0;
      const p = left + up - corner;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - corner)
          ? left
          : Math.abs(p - up) <= Math.abs(p - corner)
            ? up
            : corner;
      const add = [0, left, up, (left + up) >> 1, paeth][filter]!;
      line[x] = (line[x]! + add) & 0xff;
    }
    for (let x = 0; x < stride; x += channels) {
      if (line[x] === r && line[x + 1] === g && line[x + 2] === b) count++;
    }
    previous = line;
  }
  return count;
}

const card = async () => {
  const response = await fetch(`${site.url}/og/team/${teamId}.png`);
  expect(response.status).toBe(200);
  return { etag: response.headers.get("etag"), png: Buffer.from(await response.arrayBuffer()) };
};

describe("Open Graph crests", () => {
  it("draws the club's crest from the image host, fetched once, and a new crest is a new image", async () => {
    const monogram = await card();
    expect(countColour(monogram.png, [255, 0, 255])).toBe(0);

    await database.db.update(teams).set({ crest: "crests/club.png" }).where(eq(teams.id, teamId));
    const drawn = await card();
    expect(drawn.etag).not.toBe(monogram.etag);
    // The 240 px crest is magenta edge to edge.
    expect(countColour(drawn.png, [255, 0, 255])).toBeGreaterThan(200 * 200);
    expect(asked.filter((path) => path === "/crests/club.png")).toHaveLength(1);

    expect((await card()).etag).toBe(drawn.etag);
    expect(asked.filter((path) => path === "/crests/club.png")).toHaveLength(1);
  });

  it("falls back to the monogram when the host has no such crest", async () => {
    await database.db.update(teams).set({ crest: "crests/missing.png" }).where(eq(teams.id, teamId));
    const fallback = await card();
    expect(countColour(fallback.png, [255, 0, 255])).toBe(0);
    expect(asked).toContain("/crests/missing.png");
  });
});
