// `npm run bench:odds -- --stream [--goals N]`: how long after a goal is ingested its new
// prices reach a client of the match's live stream (odds riding on their own topic), next to
// the goal's own `match-event` on the same stream. The whole site API on an in-memory PGlite
// database, one SSE client per match over loopback, goals one at a time.
import { startTestSite } from "../../server/app/testing/test-site.ts";
import { readSse, type SseMessage } from "../../server/live/sse-reader.ts";
import { createLiveFixture } from "../../server/live/testing.ts";

const MATCHES = 20;

export async function benchOddsStream(goals: number) {
  const site = await startTestSite();
  const db = site.services.database.db;
  const fixtures = [];
  for (let i = 0; i < MATCHES; i++) {
    fixtures.push(
      ...(await createLiveFixture(db, 1, {
        status: "live",
        period: "1H",
        minute: 1,
        homeScore: 0,
        awayScore: 0,
      })),
    );
  }
  const stopOdds = await site.services.odds.start();
  const waiting = new Map<string, (at: number) => void>();
  const arrive = (key: string) => waiting.get(key)?.(performance.now());
  const readers = fixtures.map((fixture) =>
    readSse(`${site.url}/api/live/matches/${fixture.matchId}`, (message: SseMessage) => {
      const data = JSON.parse(message.data) as {
        score?: [number, number];
        match?: { home: number | null; away: number | null };
      };
      if (message.event === "match-event")
        arrive(`event:${fixture.matchId}:${(data.match!.home ?? 0) + (data.match!.away ?? 0)}`);
      if (message.event === "odds") arrive(`odds:${fixture.matchId}:${data.score![0] + data.score![1]}`);
      if (message.event === "odds-ready") arrive(`open:${fixture.matchId}`);
    }),
  );
  const until = (key: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${key} within 10 s`)), 10_000);
      waiting.set(key, (at) => {
        clearTimeout(timer);
        waiting.delete(key);
        resolve(at);
      });
    });
  await Promise.all(fixtures.map((fixture) => until(`open:${fixture.matchId}`)));

  const toOdds: number[] = [];
  const toEvent: number[] = [];
  for (let goal = 0; goal < goals; goal++) {
    const fixture = fixtures[goal % MATCHES]!;
    const scored = Math.floor(goal / MATCHES) + 1;
    const odds = until(`odds:${fixture.matchId}:${scored}`);
    const event = until(`event:${fixture.matchId}:${scored}`);
    const started = performance.now();
    await site.services.live.ingest({
      source: "bench",
      sourceEventId: `bench-goal-${goal}`,
      matchId: fixture.matchId,
      event: { type: "goal", minute: Math.min(89, 1 + scored), teamId: fixture.homeTeamId },
    });
    toOdds.push((await odds) - started);
    toEvent.push((await event) - started);
  }
  for (const reader of readers) reader.cut();
  await stopOdds();
  await site.close();
  return { toOdds, toEvent };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
export function describeTimes(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => quantile(sorted, q).toFixed(1);
  return `${label}: ${times.length} goals, median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}
