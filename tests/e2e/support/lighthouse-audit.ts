import type { APIRequestContext } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "./chromium.ts";
import { demoPages, sportMatchPages } from "./demo-world.ts";

/** The four Lighthouse categories the budget holds, by their report ids. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageAudit = {
  name: string;
  path: string;
  scores: Record<Category, number>;
  /** Compressed bytes of script the page loaded before it settled (transfer size, headers included). */
  scriptBytes: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The elements that moved, as Lighthouse names them, for the report when a shift is measured. */
  shifted: string;
  /** Audits that cost a category points, for the report when a budget fails. */
  failing: string[];
  /** Lighthouse's measure of the host's speed at the time: low when the machine is busy. */
  benchmarkIndex: number;
};

/** A fresh headless Chromium per audit: a clean cache, as a first visit from a phone. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The pages visitors land on, found in the seeded demo world: the six the budget first named and a tennis and a basketball match. */
export async function lighthousePages(
  request: APIRequestContext,
): Promise<Array<{ name: string; path: string }>> {
  const [demo, tennis, basketball] = await Promise.all([
    demoPages(request),
    sportMatchPages(request, "tennis"),
    sportMatchPages(request, "basketball"),
  ]);
  const posts = (await (await request.get("/api/posts?limit=1")).json()) as { data: Array<{ slug: string }> };
  const article = posts.data[0];
  if (!article) throw new Error("the demo world has a published blog article");
  return [
    { name: "home", path: "/" },
    { name: "league", path: demo.league },
    { name: "live match", path: demo.liveMatch },
    { name: "team", path: demo.team },
    { name: "blog article", path: `/blogs/${article.slug}` },
    { name: "pricing", path: "/pricing" },
    { name: "tennis match", path: tennis.liveMatch },
    { name: "basketball match", path: basketball.liveMatch },
  ];
}

type AuditOptions = {
  /** Sent with every request (the e2e visitor address). */
  headers?: Record<string, string>;
  onAudit?: (audit: PageAudit) => void;
  /** The browser's zone (its `TZ`); the machine's without it. */
  timeZone?: string;
  /** How long Lighthouse waits for the page's load event (its default is 45 s). */
  maxWaitForLoadMs?: number;
  /**
   * Only what the spec's budget holds: the three scores, the layout shift and the script bytes. The
   * performance category's timing model (a benchmark, not a budget) is left to `npm run bench:lighthouse`;
   * it is most of an audit's work.
   */
  budgetOnly?: boolean;
};

/**
 * Mobile Lighthouse runs (the default config: a mid-range phone on slow 4G, simulated throttling)
 * of each page in turn, in one headless Chromium; Lighthouse clears the cache and storage before
 * each, so every page is a first visit.
 */
export async function auditPages(
  baseURL: string,
  pages: Array<{ name: string; path: string }>,
  { headers = {}, onAudit = () => {}, timeZone, maxWaitForLoadMs, budgetOnly = false }: AuditOptions = {},
): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    ...(timeZone ? { envVars: { ...process.env, TZ: timeZone } } : {}),
  });
  try {
    const audits: PageAudit[] = [];
    for (const page of pages) {
      // A trace Chromium failed to record says nothing about the page; Lighthouse asks for a rerun.
      // On two loaded cores it can miss twice in a row, so up to three attempts; any other error,
      // or a third miss, fails the audit.
      let audit: PageAudit | undefined;
      for (let attempt = 1; !audit; attempt++) {
        audit = await auditPage(chrome.port, baseURL, page, headers, maxWaitForLoadMs, budgetOnly).catch(
          (error: Error) => {
            if (attempt >= 3 || !TRACE_GLITCH.test(error.message)) throw error;
            return undefined;
          },
        );
      }
      onAudit(audit);
      audits.push(audit);
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

const TRACE_GLITCH = /^Lighthouse: (NO_NAVSTART|NO_TRACING_STARTED) /;

async function auditPage(
  port: number,
  baseURL: string,
  page: { name: string; path: string },
  headers: Record<string, string>,
  maxWaitForLoadMs?: number,
  budgetOnly = false,
): Promise<PageAudit> {
  const result = await lighthouse(new URL(page.path, baseURL).href, {
    port,
    output: "json",
    logLevel: "error",
    ...(budgetOnly
      ? {
          onlyCategories: CATEGORIES.filter((category) => category !== "performance"),
          onlyAudits: ["network-requests", "cumulative-layout-shift", "layout-shifts"],
        }
      : { onlyCategories: [...CATEGORIES] }),
    extraHeaders: headers,
    // Neither counts toward a score, and each costs seconds: a picture of the whole page, and a
    // second navigation away and back to test the back/forward cache.
    disableFullPageScreenshot: true,
    skipAudits: ["bf-cache"],
    ...(maxWaitForLoadMs ? { maxWaitForLoad: maxWaitForLoadMs } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN,
    ]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map(
        (audit) => `${id}: ${audit!.id} (${audit!.displayValue ?? audit!.score})${flaggedElements(audit!)}`,
      ),
  );
  return {
    ...page,
    scores,
    scriptBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    shifted: flaggedElements(lhr.audits["layout-shifts"] ?? {}, true),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/**
 * The elements an audit flagged (a contrast failure names what to mend), at most five; with `markup`,
 * each with its snippet and its share of the score (what moved in a layout shift).
 */
function flaggedElements(audit: { details?: unknown }, markup = false): string {
  type Item = { node?: { selector?: string; snippet?: string }; score?: number };
  const items = (audit.details as { items?: Item[] } | undefined)?.items ?? [];
  const named = items
    .filter((item) => item.node?.selector)
    .slice(0, 5)
    .map((item) =>
      markup
        ? `${item.node!.selector} ${item.node!.snippet ?? ""} (${(item.score ?? 0).toFixed(6)})`
        : item.node!.selector!,
    );
  return named.length > 0 ? ` at ${named.join(markup ? "; " : ", ")}` : "";
}

/** One line per page: the four scores, script bytes and the paint and shift numbers. */
export function formatAudit(audit: PageAudit): string {
  const s = audit.scores;
  return [
    audit.name.padEnd(13),
    `perf ${(Number.isNaN(s.performance) ? "-" : String(s.performance)).padStart(3)}`,
    `a11y ${String(s.accessibility).padStart(3)}`,
    `bp ${String(s["best-practices"]).padStart(3)}`,
    `seo ${String(s.seo).padStart(3)}`,
    `js ${(audit.scriptBytes / 1024).toFixed(1).padStart(5)} KB`,
    ...(Number.isNaN(audit.fcpMs)
      ? []
      : [
          `FCP ${Math.round(audit.fcpMs)} ms`,
          `LCP ${Math.round(audit.lcpMs)} ms`,
          `TBT ${Math.round(audit.tbtMs)} ms`,
        ]),
    `CLS ${audit.cls.toFixed(3)}`,
    `host ${Math.round(audit.benchmarkIndex)}`,
    audit.path,
  ].join("  ");
}
