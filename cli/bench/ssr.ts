// `npm run bench:ssr`: requests per second and p50/p99 latency of the scores (/) and match
// (/match/:id) pages served by the built server on loopback, beside a plain renderToString of
// the same page bodies. Needs a build (`npx react-router build`). Options: --concurrency=8
// --requests=2000 --seconds=15 --port=3343.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { createServer as createVite } from "vite";
import { startBuiltServer } from "./built-server.ts";

// React's production build for the baseline, as the server uses.
process.env.NODE_ENV = "production";

const root = resolve(import.meta.dirname, "../..");
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const concurrency = option("concurrency", 8);
const maxRequests = option("requests", 2000);
const maxSeconds = option("seconds", 15);
const port = option("port", 3343);
const base = `http://127.0.0.1:${port}`;

type Result = { label: string; count: number; perSecond: number; p50: number; p99: number };

function summarise(label: string, durations: number[], elapsedMs: number): Result {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    label,
    count: sorted.length,
    perSecond: (sorted.length / elapsedMs) * 1000,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** A closed loop of `concurrency` clients, bounded by request count and time. */
async function load(label: string, path: string): Promise<Result> {
  for (let i = 0; i < 30; i++) await (await fetch(base + path)).text();
  const durations: number[] = [];
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < maxRequests && performance.now() < deadline) {
        issued++;
        const t0 = performance.now();
        const response = await fetch(base + path);
        await response.text();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        durations.push(performance.now() - t0);
      }
    }),
  );
  return summarise(label, durations, performance.now() - started);
}

function loop(label: string, render: () => string): Result {
  for (let i = 0; i < 30; i++) render();
  const durations: number[] = [];
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  while (durations.length < maxRequests && performance.now() < deadline) {
    const t0 = performance.now();
    render();
    durations.push(performance.now() - t0);
  }
  return summarise(label, durations, performance.now() - started);
}

const json = async <T>(path: string): Promise<T> => (await (await fetch(base + path)).json()) as T;

const dataDir = mkdtempSync(join(tmpdir(), "goalline-bench-ssr-"));
const server = await startBuiltServer({ port, dataDir });
const vite = await createVite({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  mode: "production",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const home = await (await fetch(`${base}/`)).text();
  const matchId = /data-match-id="(\d+)" data-status="finished"/.exec(home)?.[1];
  if (!matchId) throw new Error("no finished match on today's scores to measure");
  const today = new Date().toISOString().slice(0, 10);

  const baseline = (await vite.ssrLoadModule(
    "/cli/bench/ssr-baseline.tsx",
  )) as typeof import("./ssr-baseline.tsx");
  const config = {
    siteName: "Goalline",
    siteUrl: base,
    apiPath: "/api",
    imageHost: null,
    supportEmail: null,
    gameApiBase: null,
    paymentClientId: null,
    pricingOverlayDomain: null,
    previewUrl: null,
    analyticsScriptUrl: null,
    vapidPublicKey: "",
  };
  const { data: fixtures } = await json<{ data: Parameters<typeof baseline.scoresRenderer>[2] }>(
    `/api/matches?date=${today}&tz=UTC`,
  );
  const match = await json<import("./ssr-baseline.tsx").MatchCentre["match"]>(`/api/matches/${matchId}`);
  const headToHead = await json<import("./ssr-baseline.tsx").MatchCentre["headToHead"]>(
    `/api/matches/${matchId}/head-to-head`,
  );
  const standings = await json<{
    groups: { rows: import("./ssr-baseline.tsx").MatchCentre["table"] }[];
  }>(`/api/competitions/${match.competition.id}/standings`);
  const table = (standings.groups[0]?.rows ?? []).slice(0, 6);

  const results = [
    await load("GET / (full stack)", "/"),
    loop("renderToString scores body", baseline.scoresRenderer(config, today, fixtures)),
    await load(`GET /match/${matchId} (full stack)`, `/match/${matchId}`),
    loop("renderToString match body", baseline.matchRenderer(config, { match, headToHead, table })),
  ];
  console.log(`concurrency ${concurrency}, at most ${maxRequests} requests or ${maxSeconds} s each\n`);
  console.log("| what | requests | per second | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.count} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
    );
  }
} finally {
  await vite.close();
  server.kill("SIGTERM");
  await new Promise((done) => server.once("exit", done));
  rmSync(dataDir, { recursive: true, force: true });
}
