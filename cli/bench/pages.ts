// `npm run bench:pages`: the home page served by the production server (simulator on, the
// shared page cache in front of the renderer) against a bare node:http server sending the same
// cached bytes, side by side, rounds alternating so a noisy neighbour hits both alike. Each side
// runs in its own process; autocannon drives it with 8 connections accepting Brotli and gzip, as a
// browser does (a stored page's hit answers gzip put together, decision 075). `--uncached` adds the same server with
// PAGE_CACHE_MB=0 (every request rendered).
// Needs the production build (`npx react-router build`). Prints a Markdown table of medians.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(import.meta.dirname, "../..");
if (!existsSync(join(root, "build/server/index.js"))) {
  process.stderr.write("No production build: run `npx react-router build` first.\n");
  process.exit(1);
}
const argument = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const rounds = argument("rounds", 3);
const seconds = argument("seconds", 10);
const path = process.argv.find((arg) => arg.startsWith("--path="))?.slice(7) ?? "/";
const withUncached = process.argv.includes("--uncached");
const node = process.execPath;
const headers = { "Accept-Encoding": "br, gzip", Accept: "text/html" };

async function startSite(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-bench-pages-"));
  const child = spawn(node, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The demo world as it plays, like `npm start` (production alone keeps the simulator off).
      SIMULATOR: "on",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the site did not start");
}

async function startRaw(captured: { status: number; headers: Record<string, string>; body: string }) {
  const child = fork(join(root, "cli/bench/pages-raw.ts"), { execPath: node, stdio: "inherit" });
  child.send(captured);
  const url = await new Promise<string>((done) =>
    child.once("message", (m) => done((m as { url: string }).url)),
  );
  return { url, child };
}

type Run = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(url: string): Promise<Run> {
  const result = await autocannon({ url: `${url}${path}`, connections: 8, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** CPU seconds a process has used (Linux), to wait out the boot's background work. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until the site has settled (demo media made, first renders done): 3 s in a row mostly idle. */
async function settled(child: ChildProcess) {
  if (!existsSync(`/proc/${child.pid}/stat`)) return new Promise((done) => setTimeout(done, 20_000));
  let quiet = 0;
  let last = cpuSeconds(child.pid!);
  for (let second = 0; second < 180 && quiet < 3; second++) {
    await new Promise((done) => setTimeout(done, 1_000));
    const now = cpuSeconds(child.pid!);
    quiet = now - last < 0.25 ? quiet + 1 : 0;
    last = now;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const site = await startSite(4310, {});
const sides: Array<{ name: string; url: string; runs: Run[] }> = [];
const children: ChildProcess[] = [site.child];
try {
  await settled(site.child);
  // The page as a hit answers it: the first request may be the one that renders it, in Brotli.
  await fetch(`${site.url}${path}`, { headers }).then((answer) => answer.arrayBuffer());
  const page = await fetch(`${site.url}${path}`, { headers });
  const body = Buffer.from(await page.arrayBuffer());
  const kept: Record<string, string> = {};
  page.headers.forEach((value, name) => {
    if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) kept[name] = value;
  });
  // fetch decoded the body: hand the raw server the encoded bytes the site sent.
  const { brotliCompressSync, gzipSync } = await import("node:zlib");
  const encoded =
    kept["content-encoding"] === "br"
      ? brotliCompressSync(body)
      : kept["content-encoding"] === "gzip"
        ? gzipSync(body)
        : body;
  kept["content-length"] = String(encoded.length);
  const raw = await startRaw({ status: page.status, headers: kept, body: encoded.toString("base64") });
  children.push(raw.child);
  sides.push({ name: "Goalline (page cache)", url: site.url, runs: [] });
  sides.push({ name: "bare node:http, same bytes", url: raw.url, runs: [] });
  if (withUncached) {
    const uncached = await startSite(4311, { PAGE_CACHE_MB: "0" });
    children.push(uncached.child);
    await settled(uncached.child);
    sides.push({ name: "Goalline, PAGE_CACHE_MB=0", url: uncached.url, runs: [] });
  }
  process.stdout.write(
    `${path}: ${encoded.length} bytes (${kept["content-encoding"] ?? "identity"}), ${rounds} rounds of ${seconds} s, 8 connections\n`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const run = await load(side.url);
      side.runs.push(run);
      process.stdout.write(
        `round ${round + 1} ${side.name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms\n`,
      );
    }
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
}

const baseline = median(sides[1]!.runs.map((run) => run.rps));
process.stdout.write(
  "\n| server | req/s (median) | p50 ms | p99 ms | vs bare | errors | non-2xx |\n|---|---|---|---|---|---|---|\n",
);
for (const side of sides) {
  const rps = median(side.runs.map((run) => run.rps));
  const errors = side.runs.reduce((sum, run) => sum + run.errors, 0);
  const non2xx = side.runs.reduce((sum, run) => sum + run.non2xx, 0);
  process.stdout.write(
    `| ${side.name} | ${rps.toFixed(0)} | ${median(side.runs.map((run) => run.p50))} | ${median(side.runs.map((run) => run.p99))} | ${(rps / baseline).toFixed(2)}x | ${errors} | ${non2xx} |\n`,
  );
}
