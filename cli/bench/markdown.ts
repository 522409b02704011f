/**
 * Rendering cost of the Markdown every post and policy save goes through (markdown-it plus the
 * allow-list sanitiser), for a short post, a long article and a policy page.
 * Run: npm run bench:markdown [-- --rounds=200]
 */
import { renderMarkdown } from "../../server/content/markdown.ts";
import { firstPolicyTexts } from "../../server/content/policies/texts.ts";

const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 200);
const section = (i: number) =>
  `## Part ${i}\n\nA **bold** claim, an *aside*, a [source](https://example.com/${i}) and \`code\`.\n\n` +
  `- first point\n- second point\n\n> a quote from the manager\n\n::match[${i + 1}]\n`;
const texts: Record<string, string> = {
  "short post (5 sections)": Array.from({ length: 5 }, (_, i) => section(i)).join("\n"),
  "long article (200 sections)": Array.from({ length: 200 }, (_, i) => section(i)).join("\n"),
  "privacy policy": firstPolicyTexts({ name: "Goalline", supportEmail: "help@example.com" })[1]!.body,
};

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;
console.log("| text | characters | rounds | p50 ms | p90 ms |\n| --- | ---: | ---: | ---: | ---: |");
for (const [name, text] of Object.entries(texts)) {
  for (let i = 0; i < 20; i++) renderMarkdown(text, { siteUrl: "https://goalline.example" });
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    renderMarkdown(text, { siteUrl: "https://goalline.example" });
    times.push(performance.now() - started);
  }
  const ms = (q: number) => quantile(times, q).toFixed(2);
  console.log(`| ${name} | ${text.length} | ${rounds} | ${ms(0.5)} | ${ms(0.9)} |`);
}
