// `npm run bench:main-thread -- --urls=http://localhost:3461,http://localhost:3460 --path=/ --rounds=8`:
// the browser's main-thread work after the first paint of a page, on running production servers side
// by side, rounds alternating between them so a noisy neighbour hits both alike. Each run is a fresh
// Chromium on a phone's screen with its CPU slowed 4x for real (not simulated, as Lighthouse does), and
// reads its own trace: every task from the first paint to 2.5 s after the page is hydrated.
// Prints per server the medians of: busy (all tasks' time), blocking (each task's time over 50 ms, as
// total blocking time counts it) and the longest task. Less noisy than Lighthouse's blocking time,
// which multiplies an unthrottled run's task times and moves with where the first paint falls.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../tests/e2e/support/chromium.ts";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const urls = option("urls", "http://localhost:3000").split(",");
const path = option("path", "/");
const rounds = Number(option("rounds", "6"));

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
type Reading = { busy: number; blocking: number; longest: number };

async function measure(url: string): Promise<Reading> {
  // The whole browser's headless mode, as Lighthouse runs it, not the headless shell the journeys use.
  const args = CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag));
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] },
    });
    await page.goto(new URL(path, url).href);
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    await page.waitForTimeout(2_500);
    await cdp.send("Tracing.end");
    await complete;
    const main = new Set(
      events
        .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const firstPaint = events.filter((event) => event.name === "firstContentfulPaint").at(-1)?.ts ?? 0;
    const tasks = events
      .filter(
        (event) =>
          event.name === "RunTask" &&
          event.ph === "X" &&
          main.has(`${event.pid}:${event.tid}`) &&
          event.ts >= firstPaint,
      )
      .map((event) => (event.dur ?? 0) / 1000);
    return {
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await browser.close();
  }
}

const readings = new Map<string, Reading[]>(urls.map((url) => [url, []]));
for (let round = 1; round <= rounds; round++) {
  for (const url of urls) {
    const reading = await measure(url);
    readings.get(url)!.push(reading);
    console.log(
      `round ${round}  ${url}${path}  busy ${reading.busy.toFixed(0)} ms  blocking ${reading.blocking.toFixed(0)} ms  longest ${reading.longest.toFixed(0)} ms`,
    );
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`\n| server | busy after first paint | blocking | longest task |\n| --- | ---: | ---: | ---: |`);
for (const [url, list] of readings) {
  const of = (key: keyof Reading) => `${median(list.map((reading) => reading[key])).toFixed(0)} ms`;
  console.log(`| ${url} | ${of("busy")} | ${of("blocking")} | ${of("longest")} |`);
}
