// `npm run bench:lighthouse -- --url=http://localhost:3000 --runs=3`: mobile Lighthouse (default
// config, simulated throttling) on the six budget pages of a running production server with the
// demo world, each run in a fresh Chromium. Prints every run, then the median per page.
// `--languages=vi,ar` audits the same pages at each language's address too ("home (ar)").
import { request } from "@playwright/test";
import { isLocale, localizedPath } from "../../shared/i18n/locales.ts";
import {
  auditPages,
  CATEGORIES,
  formatAudit,
  lighthousePages,
  type PageAudit,
} from "../../tests/e2e/support/lighthouse-audit.ts";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const baseURL = option("url", "http://localhost:3000");
const runs = Number(option("runs", "3"));
const only = option("pages", "");

const api = await request.newContext({ baseURL });
const english = (await lighthousePages(api)).filter((page) => !only || only.split(",").includes(page.name));
await api.dispose();
const languages = option("languages", "")
  .split(",")
  .filter((language) => language !== "" && language !== "en");
for (const language of languages) if (!isLocale(language)) throw new Error(`no language "${language}"`);
const pages = [
  ...english,
  ...languages.flatMap((language) =>
    english.map((page) => ({
      name: `${page.name} (${language})`,
      path: localizedPath(language as never, page.path),
    })),
  ),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results = new Map<string, PageAudit[]>();
for (let run = 1; run <= runs; run++) {
  await auditPages(baseURL, pages, {
    onAudit: (audit) => {
      results.set(audit.name, [...(results.get(audit.name) ?? []), audit]);
      console.log(`run ${run}  ${formatAudit(audit)}`);
      if (process.argv.includes("--why")) for (const line of audit.failing) console.log(`    ${line}`);
    },
  });
}
console.log(`\nmedian of ${runs}`);
for (const [name, audits] of results) {
  const first = audits[0]!;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(audits.map((audit) => audit.scores[id]))]),
  ) as PageAudit["scores"];
  console.log(
    formatAudit({
      ...first,
      name,
      scores,
      scriptBytes: median(audits.map((audit) => audit.scriptBytes)),
      fcpMs: median(audits.map((audit) => audit.fcpMs)),
      lcpMs: median(audits.map((audit) => audit.lcpMs)),
      tbtMs: median(audits.map((audit) => audit.tbtMs)),
      cls: median(audits.map((audit) => audit.cls)),
      benchmarkIndex: median(audits.map((audit) => audit.benchmarkIndex)),
    }),
  );
}
