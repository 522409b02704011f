// `npm run bench:video`: (a) time to first frame of the demo channel in Debian's Chromium on
// loopback, from the Watch click on /tv to the first `timeupdate` with currentTime > 0, median of
// --runs; (b) --viewers concurrent viewers of that channel from one server process, each asking
// the master playlist, the media playlist, then its segments in a loop for --seconds: errors and
// latency percentiles. Starts the built server (`npm run build` first) on a fresh data directory,
// whose demo media job makes the channel. Options: --runs=7 --viewers=200 --seconds=20 --port=3361
// --paced=1 (viewers ask segments at playback speed instead of as fast as answered).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../tests/e2e/support/chromium.ts";

const root = resolve(import.meta.dirname, "../..");
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = option("runs", 7);
const viewers = option("viewers", 200);
const seconds = option("seconds", 20);
const port = option("port", 3361);
/** 1: each viewer asks its next segment only when the last one would have played out (real time). */
const paced = option("paced", 0) === 1;
const base = `http://127.0.0.1:${port}`;
const ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";
const PASSWORD = "correct horse battery staple";

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The demo world as it plays, like `npm start` (production alone keeps the simulator off).
      SIMULATOR: process.env.SIMULATOR || "on",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SITE_URL: base,
      ADMIN_TOKEN,
      // Each bench account registers from an address of its own (X-Forwarded-For).
      TRUST_PROXY: "loopback",
    },
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error("the server stopped while starting");
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
  throw new Error("the server did not start within two minutes");
}

let accounts = 0;
/** A fan holding Premium (TV included), granted by the admin token; answers e-mail and bearer token. */
async function premiumFan(premiumId: number): Promise<{ email: string; token: string }> {
  const n = ++accounts;
  const email = `bench-viewer-${n}-${process.pid}@example.com`;
  const address = `198.19.${n >> 8}.${n & 255}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ email, password: PASSWORD, display_name: "Bench Viewer" }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const { data } = (await registered.json()) as { data: { token: { access_token: string } } };
  const granted = await fetch(`${base}/api/cms/subscriptions`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      "Content-Type": "application/json",
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      email,
      plan_id: premiumId,
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  if (!granted.ok) throw new Error(`grant answered ${granted.status}: ${await granted.text()}`);
  return { email, token: data.token.access_token };
}

const streamOf = async (channel: number, token: string) =>
  fetch(`${base}/api/tv/channels/${channel}/stream`, { headers: { Authorization: `Bearer ${token}` } });

/** (a) Watch click to the first advancing frame, in a fresh page each run. */
async function timeToFirstFrame(email: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}/tv`);
    await page.evaluate(() => {
      const w = window as unknown as { firstFrame: Promise<number> };
      w.firstFrame = new Promise((done) => {
        let clicked = 0;
        document.addEventListener("click", () => (clicked = performance.now()), {
          capture: true,
          once: true,
        });
        document.addEventListener(
          "timeupdate",
          (event) => {
            if (clicked && (event.target as HTMLVideoElement).currentTime > 0)
              done(performance.now() - clicked);
          },
          true,
        );
      });
    });
    await page.getByRole("button", { name: "Watch Goalline Sports 1" }).click();
    times.push(await page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame));
  }
  await browser.close();
  return times;
}

/**
 * (a') A highlight: from the start of the page's navigation to the first advancing frame. The
 * clip is free, so a guest page; play() is called as soon as the player's element exists, as a
 * fan's tap would.
 */
async function highlightFirstFrame(path: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}${path}`, { waitUntil: "commit" });
    const video = page.getByTestId("video-player");
    await video.waitFor({ state: "attached" });
    times.push(
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<number>((done) => {
            element.muted = true;
            element.addEventListener("timeupdate", () => {
              if (element.currentTime > 0) done(performance.now());
            });
            void element.play().catch(() => undefined);
          }),
      ),
    );
  }
  await browser.close();
  return times;
}

/** (b) One viewer: master playlist, media playlist, then its segments round and round until the deadline. */
async function viewer(url: string, deadline: number, latencies: number[], errors: string[]): Promise<void> {
  const get = async (address: string): Promise<string | null> => {
    const t0 = performance.now();
    try {
      const response = await fetch(address);
      const body = address.endsWith(".m3u8") ? await response.text() : await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status}`);
      latencies.push(performance.now() - t0);
      return typeof body === "string" ? body : "";
    } catch (error) {
      errors.push((error as Error).message);
      return null;
    }
  };
  const lines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));
  const master = await get(base + url);
  const mediaUrl = master === null ? null : new URL(lines(master)[0] ?? "", base + url).href;
  const media = mediaUrl ? await get(mediaUrl) : null;
  if (!mediaUrl || media === null) return;
  const segments = lines(media).map((line) => new URL(line, mediaUrl).href);
  const durations = [...media.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]) * 1000);
  for (let i = 0; performance.now() < deadline && segments.length > 0; i++) {
    const t0 = performance.now();
    await get(segments[i % segments.length]!);
    if (paced) await sleep(Math.max(0, t0 + (durations[i % durations.length] ?? 4000) - performance.now()));
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-bench-video-"));
  const server = await startServer(dataDir);
  try {
    const plans = (await (await fetch(`${base}/api/plans`)).json()) as {
      data: { id: number; slug: string }[];
    };
    const premium = plans.data.find((plan) => plan.slug === "premium-monthly");
    if (!premium) throw new Error("no Premium plan on sale");
    const channels = (await (await fetch(`${base}/api/tv/channels`)).json()) as { data: { id: number }[] };
    const channel = channels.data[0]!.id;
    const first = await premiumFan(premium.id);
    process.stdout.write("waiting for the demo channel video");
    for (let waited = 0; (await streamOf(channel, first.token)).status !== 200; waited += 2_000) {
      if (waited > 600_000) throw new Error("the demo channel never became ready");
      process.stdout.write(".");
      await sleep(2_000);
    }
    process.stdout.write("\n");

    process.stdout.write("waiting for a demo highlight");
    let highlight: string | undefined;
    for (let waited = 0; highlight === undefined; waited += 2_000) {
      const list = (await (await fetch(`${base}/api/highlights`)).json()) as {
        data: { id: number; match: { id: number } }[];
      };
      const first = list.data[0];
      highlight = first && `/match-highlight/${first.match.id}?clip=${first.id}`;
      if (highlight !== undefined) break;
      if (waited > 600_000) throw new Error("no demo highlight became ready");
      process.stdout.write(".");
      await sleep(2_000);
    }
    process.stdout.write("\n");
    const clip = (await highlightFirstFrame(highlight)).sort((a, b) => a - b);
    console.log(
      `highlight time to first frame (navigation start → currentTime > 0), ${clip.length} runs: median ${pct(clip, 0.5).toFixed(0)} ms, ` +
        `min ${clip[0]!.toFixed(0)} ms, max ${clip.at(-1)!.toFixed(0)} ms`,
    );

    const ttff = (await timeToFirstFrame(first.email)).sort((a, b) => a - b);
    console.log(
      `time to first frame (Watch click → currentTime > 0), ${ttff.length} runs: median ${pct(ttff, 0.5).toFixed(0)} ms, ` +
        `min ${ttff[0]!.toFixed(0)} ms, max ${ttff.at(-1)!.toFixed(0)} ms`,
    );

    // Two gated streams per account: viewers/2 accounts, two streams each.
    const urls: string[] = [];
    while (urls.length < viewers) {
      const fan = await premiumFan(premium.id);
      for (let s = 0; s < 2 && urls.length < viewers; s++) {
        const answer = (await (await streamOf(channel, fan.token)).json()) as { data: { url: string } };
        urls.push(answer.data.url);
      }
    }
    const latencies: number[] = [];
    const errors: string[] = [];
    const started = performance.now();
    await Promise.all(urls.map((url) => viewer(url, started + seconds * 1000, latencies, errors)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${viewers} viewers (${paced ? "paced at playback speed" : "closed loop"}) for ${elapsed.toFixed(1)} s: ${latencies.length} requests (${(latencies.length / elapsed).toFixed(0)}/s), ` +
        `errors ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 3).join(", ")})` : ""}, ` +
        `p50 ${pct(latencies, 0.5).toFixed(1)} ms, p95 ${pct(latencies, 0.95).toFixed(1)} ms, p99 ${pct(latencies, 0.99).toFixed(1)} ms`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((done) => server.once("exit", done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
