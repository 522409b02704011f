import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Hono } from "hono";

// Flags are drawn from SVG files rather than emoji: many desktops (and headless
// browsers) have no colour-emoji font and would show empty boxes.
const flagsDir = join(
  dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags",
  "4x3",
);

/** GET /flags/<iso code>.svg, e.g. /flags/es.svg or /flags/gb-eng.svg. */
export function mountFlags(app: Hono<never>): void {
  // A few hundred small files at most: read each once, keep it for the life of the process.
  const read = new Map<string, string>();
  app.get("/flags/:file{[a-z]{2}(-[a-z]{2,3})?\\.svg}", async (c, next) => {
    const file = c.req.param("file");
    const svg = read.get(file) ?? (await readFile(join(flagsDir, file), "utf8").catch(() => null));
    if (!svg) return next();
    read.set(file, svg);
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", "public, max-age=2592000");
    return c.body(svg);
  });
}
