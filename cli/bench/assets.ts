// `npm run bench:assets`: how many bytes the client build sends, plain, gzipped on the fly at
// zlib's default level (what the compress middleware did before the build wrote siblings), and as
// the gzip and Brotli files the build writes beside each asset (server/http/precompress.ts).
// Reads build/client, so build first (`npx react-router build`). A file under 1 KB counts at its
// plain size in every column, as the server sends it. Prints a Markdown table.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { MIN_BYTES } from "../../server/http/precompress.ts";

const client = resolve(import.meta.dirname, "../../build/client");
const assets = join(client, "assets");
if (!existsSync(assets)) {
  process.stderr.write("No build/client/assets: run `npx react-router build` first.\n");
  process.exit(1);
}

type Sizes = { files: number; raw: number; onTheFly: number; gzip: number; brotli: number };
const sizeOr = (path: string, fallback: number) => (existsSync(path) ? statSync(path).size : fallback);

function sizesOf(paths: string[]): Sizes {
  const total: Sizes = { files: 0, raw: 0, onTheFly: 0, gzip: 0, brotli: 0 };
  for (const path of paths) {
    const raw = statSync(path).size;
    total.files += 1;
    total.raw += raw;
    total.onTheFly += raw < MIN_BYTES ? raw : gzipSync(readFileSync(path)).length;
    total.gzip += sizeOr(`${path}.gz`, raw);
    total.brotli += sizeOr(`${path}.br`, raw);
  }
  return total;
}

const names = readdirSync(assets);
if (!names.some((name) => name.endsWith(".br"))) {
  process.stderr.write("No .br files in build/client/assets: rebuild with `npx react-router build`.\n");
  process.exit(1);
}
const byExtension = (extension: string) =>
  names.filter((name) => name.endsWith(extension)).map((name) => join(assets, name));

/** The browser's route manifest of the build: entry chunk and each route's module, imports, CSS. */
type RouteEntry = {
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
const manifestName = names.find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestName) throw new Error("No route manifest in build/client/assets.");
const manifestSource = readFileSync(join(assets, manifestName), "utf8");
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("=") + 1, manifestSource.lastIndexOf(";")),
) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

/** Routes that render `/`: the index route whose ancestors all add no path, and those ancestors. */
function homeChain(): RouteEntry[] {
  const chainOf = (route: RouteEntry): RouteEntry[] =>
    route.parentId ? [...chainOf(manifest.routes[route.parentId]!), route] : [route];
  for (const route of Object.values(manifest.routes)) {
    if (!route.index) continue;
    const chain = chainOf(route);
    if (chain.every((step) => !step.path)) return chain;
  }
  throw new Error("No index route for / in the manifest.");
}

const file = (url: string) => join(client, url);
const entryChunk = [file(manifest.entry.module)];
const homeFiles = new Set([join(assets, manifestName), ...entryChunk, ...manifest.entry.imports.map(file)]);
for (const route of homeChain()) {
  for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) homeFiles.add(file(url));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const share = (bytes: number, raw: number) => `${Math.round((bytes / raw) * 100)}%`;
const row = (label: string, sizes: Sizes) =>
  `| ${label} | ${sizes.files} | ${kib(sizes.raw)} | ${kib(sizes.onTheFly)} | ${kib(sizes.gzip)} (${share(sizes.gzip, sizes.raw)}) | ${kib(sizes.brotli)} (${share(sizes.brotli, sizes.raw)}) |`;

const js = byExtension(".js");
const css = byExtension(".css");
const lines = [
  "| build/client/assets | files | raw | gzip -6 on the fly | gzip -9 file | brotli -q 11 file |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  row("JavaScript", sizesOf(js)),
  row("CSS", sizesOf(css)),
  row("**JS + CSS**", sizesOf([...js, ...css])),
  row("entry chunk (`entry.client`)", sizesOf(entryChunk)),
  row("home page `/`: every script and stylesheet it loads", sizesOf([...homeFiles])),
];

// The CPU the server no longer spends: gzipping the home page's files for one cold visit.
const homeBytes = [...homeFiles].map((path) => readFileSync(path)).filter((data) => data.length >= MIN_BYTES);
const runs = Array.from({ length: 7 }, () => {
  const started = performance.now();
  for (const data of homeBytes) gzipSync(data);
  return performance.now() - started;
}).sort((a, b) => a - b);
lines.push(
  "",
  `Gzipping the home page's files on the fly: ${runs[3]!.toFixed(1)} ms of CPU per cold visit (median of 7).`,
);
process.stdout.write(`${lines.join("\n")}\n`);
