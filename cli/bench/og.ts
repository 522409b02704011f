// `npm run bench:og`: how long drawing an Open Graph card takes (satori layout + resvg raster),
// per card kind, in this process: --runs renders each with a changing score or title so no cache
// answers, after --warmup renders (fonts loaded, code compiled). Prints p50, p90 and max in ms.
import { performance } from "node:perf_hooks";
import { type CardModel, cardOf } from "../../server/social/og/cards.ts";
import { renderPng } from "../../server/social/og/render.ts";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = option("runs", 40);
const warmup = option("warmup", 5);

const team = (name: string, code: string, colors: [string, string] | null) => ({ name, code, colors });
const models: Record<string, (i: number) => CardModel> = {
  match: (i) => ({
    kind: "match",
    site: "Goalline",
    competition: "Premier League · Matchday 28",
    home: team("Northbridge Rovers", "NBR", ["#b91c1c", "#ffffff"]),
    away: team("Eastport Athletic", "EPA", null),
    score: [i % 7, (i * 3) % 5],
    status: `${(i % 90) + 1}'`,
    live: true,
  }),
  team: (i) => ({
    kind: "team",
    site: "Goalline",
    label: "Team",
    team: team(`Northbridge Rovers ${i}`, "NBR", ["#1d4ed8", "#fde047"]),
    line: "England · Premier League",
  }),
  league: (i) => ({
    kind: "league",
    site: "Goalline",
    label: "Competition",
    name: `Premier League ${i}`,
    code: "PL",
    line: "England · 2025/26",
  }),
  post: (i) => ({
    kind: "post",
    site: "Goalline",
    label: "News",
    title: `Late winner keeps the title race open going into the final weeks (${i})`,
    line: "Sam Reporter · 14 March 2026",
  }),
};

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(`Open Graph card render (satori + resvg), ${runs} runs each after ${warmup} warm-up`);
for (const [kind, model] of Object.entries(models)) {
  for (let i = 0; i < warmup; i++) await renderPng(cardOf(model(10_000 + i)));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const png = await renderPng(cardOf(model(i)));
    times.push(performance.now() - t0);
    bytes = png.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(6)} p50 ${pct(times, 0.5).toFixed(1)} ms, p90 ${pct(times, 0.9).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${Math.round(bytes / 1024)} KiB`,
  );
}
