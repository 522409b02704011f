import { expect, patience, test } from "./fixtures.ts";
import {
  auditPages,
  CATEGORIES,
  type Category,
  formatAudit,
  lighthousePages,
  type PageAudit,
} from "./lighthouse-audit.ts";

// Mobile Lighthouse budget of the pages visitors land on (docs/decisions/035-lighthouse-budget.md).
// The product's target is 100 in every category, at most 100 KB of script and no layout shift;
// where a budget below is lower, that is the level the pages reach reliably today on a shared
// two-core machine, so a regression fails, and the gap to the target is written in the decision.
// Alone (without the specs it waits for): npx playwright test tests/e2e/lighthouse.spec.ts --no-deps
const SCORE_BUDGET: Record<Category, number> = {
  performance: 35,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** Script bytes on the wire (Brotli plus headers), per page; React, React DOM and React Router alone are 92 KB. */
const SCRIPT_BUDGET_KB: Record<string, number> = {
  home: 128,
  league: 130,
  "live match": 132,
  team: 130,
  "blog article": 124,
  pricing: 118,
};
const CLS_BUDGET = 0;

test("the landing pages keep their mobile Lighthouse budget", async ({
  request,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(patience(300_000));
  const baseURL = testInfo.project.use.baseURL ?? "";
  const audits: PageAudit[] = await auditPages(baseURL, await lighthousePages(request), extraHTTPHeaders);
  const report = audits.map(formatAudit).join("\n");
  console.log(`Mobile Lighthouse (simulated slow 4G, 4x CPU):\n${report}`);
  await testInfo.attach("lighthouse.txt", { body: report, contentType: "text/plain" });

  for (const audit of audits) {
    const why = audit.failing.join("; ");
    for (const category of CATEGORIES) {
      expect
        .soft(audit.scores[category], `${audit.name} ${category} (${why})`)
        .toBeGreaterThanOrEqual(SCORE_BUDGET[category]);
    }
    expect
      .soft(audit.scriptBytes / 1024, `${audit.name} script KB`)
      .toBeLessThanOrEqual(SCRIPT_BUDGET_KB[audit.name]!);
    expect.soft(audit.cls, `${audit.name} cumulative layout shift`).toBeLessThanOrEqual(CLS_BUDGET);
  }
});
