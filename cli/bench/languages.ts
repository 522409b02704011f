// `npm run bench:languages`: per language, what a first visit's page costs against English: the
// script it loads before it is interactive (every `<script src>` and `modulepreload` of the page,
// at the size of the build's gzip file, plus the page's inline scripts and its catalogue, gzipped),
// and the server's render time (the page asked for with a cookie that keeps it out of the shared
// page cache, so every request is rendered). Needs a build (`npx react-router build`); starts and
// stops the built server on 127.0.0.1:3344 over the demo world, or measures `--url` if given (a
// server of an older build, for a before/after of the script sizes; BENCH_CLIENT names that build's
// build/client folder, whose files it measures).
// Options: --url=http://127.0.0.1:3000 --requests=40 --port=3344 --pages=/,/league
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "./built-server.ts";

const root = resolve(import.meta.dirname, "../..");
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const requests = Number(argument("requests") ?? 40);
const port = Number(argument("port") ?? 3344);
const given = argument("url");
const base = given ?? `http://127.0.0.1:${port}`;
const client = process.env.BENCH_CLIENT ?? join(root, "build/client");

const LANGUAGES = [
  ["en", ""],
  ["vi", "/vi"],
  ["es", "/es"],
  ["pt-BR", "/pt-br"],
  ["de", "/de"],
  ["ja", "/ja"],
  ["ar", "/ar"],
] as const;

const gzipped = (text: string) => gzipSync(Buffer.from(text)).length;

/** A first visit's script, in bytes of gzip: external files from the build, inline ones as sent. */
function scriptBytes(html: string): { files: number; inline: number; catalogue: number } {
  const sources = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    sources.add(match[1] as string);
  }
  // The entry's `import()`s the route modules; React Router lists them in its context as well.
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) sources.add(match[1] as string);
  let files = 0;
  for (const source of sources) {
    const path = join(client, source);
    if (existsSync(`${path}.gz`)) files += readFileSync(`${path}.gz`).length;
    else if (existsSync(path)) files += gzipped(readFileSync(path, "utf8"));
  }
  let inline = 0;
  let catalogue = 0;
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc=/.test(attributes) || body.length === 0) continue;
    if (attributes.includes('id="gl-messages"')) catalogue += gzipped(body);
    else inline += gzipped(body);
  }
  return { files, inline, catalogue };
}

async function renderTimes(path: string): Promise<number> {
  const times: number[] = [];
  // Any cookie but the page's variants keeps a request out of the shared cache: each is rendered.
  const headers = { Accept: "text/html", Cookie: "bench=1" };
  for (let i = 0; i < 5; i++) await (await fetch(base + path, { headers })).text();
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const answer = await fetch(base + path, { headers });
    await answer.text();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const dataDir = given ? null : mkdtempSync(join(tmpdir(), "goalline-bench-languages-"));
const server = dataDir ? await startBuiltServer({ port, dataDir }) : null;
try {
  const home = await (await fetch(`${base}/`, { headers: { Accept: "text/html" } })).text();
  const matchId = /data-match-id="(\d+)"/.exec(home)?.[1];
  const pages = (argument("pages") ?? `/,/league,/match/${matchId}`).split(",");
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  process.stdout.write(
    "| language | page | script files (KB gzip) | inline scripts (KB) | catalogue (KB) | first-load total (KB) | vs English | render p50 (ms) |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n",
  );
  const english = new Map<string, number>();
  for (const [language, prefix] of LANGUAGES) {
    for (const page of pages) {
      const path = prefix && page === "/" ? prefix : `${prefix}${page}`;
      const answer = await fetch(base + path, { headers: { Accept: "text/html" } });
      if (answer.status !== 200) {
        process.stdout.write(`| ${language} | ${page} | (answered ${answer.status}) | | | | | |\n`);
        continue;
      }
      const sizes = scriptBytes(await answer.text());
      const total = sizes.files + sizes.inline + sizes.catalogue;
      if (language === "en") english.set(page, total);
      const difference = total - (english.get(page) ?? total);
      const render = await renderTimes(path);
      process.stdout.write(
        `| ${language} | ${page} | ${kb(sizes.files)} | ${kb(sizes.inline)} | ${kb(sizes.catalogue)} | ${kb(total)} | ${difference >= 0 ? "+" : ""}${kb(difference)} | ${render.toFixed(1)} |\n`,
      );
    }
  }
} finally {
  server?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
