// `npm run bench:live`: Goalline's live stream against a bare node:http SSE
// broadcaster, each with N concurrent clients in a separate process on loopback; with
// `--setup=two` (DATABASE_URL and REDIS_URL set) Goalline runs as two processes on one
// PostgreSQL database and Redis, the clients split between them, events published on the first.
// Options: --clients=10000 --paced=60 --rate=20 --burst=100 --setup=one|two. Stops by itself.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { startBaseline } from "../../server/live/bench/baseline.ts";
import { openClients } from "../../server/live/bench/clients.ts";
import { startTarget } from "../../server/live/bench/target.ts";
import { testAdminToken } from "../../server/live/test-server.ts";
import type { FixtureMatch } from "../../server/live/testing.ts";
import { createSharedDatabase } from "../../server/testing/server-processes.ts";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const role = process.argv[2];

type Memory = { rss: number; heapUsed: number };
const memory = (): Memory => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};
const reply = (message: unknown) => process.send?.(message);

if (role === "goalline" || role === "baseline") {
  const { BENCH_DATABASE_URL, REDIS_URL, BENCH_REDIS_CHANNEL, BENCH_MATCH } = process.env;
  const shared = BENCH_DATABASE_URL
    ? {
        databaseUrl: BENCH_DATABASE_URL,
        redisUrl: REDIS_URL!,
        redisChannel: BENCH_REDIS_CHANNEL!,
        match: BENCH_MATCH ? (JSON.parse(BENCH_MATCH) as FixtureMatch) : undefined,
      }
    : undefined;
  const server =
    role === "goalline" ? await startTarget(shared) : { ...(await startBaseline()), match: null };
  reply({ url: server.url, match: server.match });
  process.on("message", async (message: string) => {
    if (message === "memory") reply(memory());
    if (message === "close") {
      await server.close();
      process.exit(0);
    }
  });
} else if (role === "clients") {
  type Command = {
    url?: string;
    count?: number;
    sent?: Record<string, number>;
    paced?: number[];
    burst?: number[];
  };
  const crowds: Array<ReturnType<typeof openClients>> = [];
  process.on("message", (message: Command) => {
    if (message.url && message.count) {
      crowds.push(openClients(message.url, message.count, () => reply("ready")));
      return;
    }
    if (!message.sent) return;
    const byId = new Map<number, number[]>();
    for (const crowd of crowds) {
      for (const [id, times] of crowd.arrivals.byId) byId.set(id, [...(byId.get(id) ?? []), ...times]);
    }
    const total = crowds.reduce((sum, crowd) => sum + crowd.arrivals.ready, 0);
    reply(summarise(byId, message.sent, message.paced ?? [], message.burst ?? [], total));
    for (const crowd of crowds) crowd.close();
    setTimeout(() => process.exit(0), 100);
  });
} else {
  await main();
}

function summarise(
  byId: Map<number, number[]>,
  sent: Record<string, number>,
  paced: number[],
  burst: number[],
  count: number,
) {
  const latencies: number[] = [];
  for (const id of paced) for (const at of byId.get(id) ?? []) latencies.push(at - sent[id]!);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  let deliveries = 0;
  let last = 0;
  for (const id of burst) {
    const arrivals = byId.get(id) ?? [];
    deliveries += arrivals.length;
    for (const at of arrivals) last = Math.max(last, at);
  }
  const first = Math.min(...burst.map((id) => sent[id]!));
  const seconds = (last - first) / 1000;
  return {
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    pacedDelivered: latencies.length,
    pacedExpected: paced.length * count,
    burstDelivered: deliveries,
    burstExpected: burst.length * count,
    eventsPerSecond: Math.round(deliveries / seconds),
  };
}

async function main() {
  const count = option("clients", 10_000);
  const pacedEvents = option("paced", 60);
  const rate = option("rate", 20);
  const burstEvents = option("burst", 100);
  const deadline = setTimeout(() => {
    process.stderr.write("bench:live ran out of time\n");
    process.exit(1);
  }, option("timeout", 600) * 1000);
  deadline.unref();
  const two = process.argv.includes("--setup=two");
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (two && !(DATABASE_URL && REDIS_URL)) {
    process.stderr.write("--setup=two needs DATABASE_URL (PostgreSQL) and REDIS_URL\n");
    process.exit(1);
  }
  const shared = two ? await createSharedDatabase() : null;
  const sharedEnv = shared
    ? {
        BENCH_DATABASE_URL: shared.url,
        REDIS_URL: REDIS_URL!,
        BENCH_REDIS_CHANNEL: `goalline:bench:${randomBytes(6).toString("hex")}`,
      }
    : null;
  const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
  try {
    for (const kind of ["baseline", "goalline"] as const) {
      const setup = kind === "goalline" && sharedEnv ? "two processes over Redis" : "one process";
      process.stdout.write(`… ${kind} (${setup}): ${count} clients\n`);
      results[kind] = await run(
        kind,
        count,
        pacedEvents,
        rate,
        burstEvents,
        kind === "goalline" ? sharedEnv : null,
      );
    }
  } finally {
    await shared?.drop();
  }
  const ours = results.goalline!;
  const base = results.baseline!;
  const row = (name: string, a: number, b: number, unit: string) =>
    `| ${name} | ${a.toLocaleString("en")} ${unit} | ${b.toLocaleString("en")} ${unit} | ${(a / b).toFixed(2)}x |`;
  process.stdout.write(
    [
      `\nclients=${count} paced=${pacedEvents}@${rate}/s burst=${burstEvents} node=${process.version}\n`,
      `| measure | Goalline${sharedEnv ? " (two processes, Redis, PostgreSQL)" : ""} | node:http baseline | ratio |`,
      "|---|---|---|---|",
      row("latency p50", ours.p50, base.p50, "ms"),
      row("latency p95", ours.p95, base.p95, "ms"),
      row("latency p99", ours.p99, base.p99, "ms"),
      row("publish round trip p50 (ingest + commit)", ours.publishP50, base.publishP50, "ms"),
      row("burst throughput", ours.eventsPerSecond, base.eventsPerSecond, "events/s"),
      row("server memory per connection", ours.bytesPerConnection, base.bytesPerConnection, "bytes"),
      `delivered: Goalline ${ours.pacedDelivered + ours.burstDelivered}/${ours.pacedExpected + ours.burstExpected}, baseline ${base.pacedDelivered + base.burstDelivered}/${base.pacedExpected + base.burstExpected}\n`,
    ].join("\n"),
  );
  process.exit(0);
}

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  const answer = once(child, "message") as Promise<[T]>;
  child.send(message as string);
  return answer.then(([value]) => value);
}

async function run(
  kind: "goalline" | "baseline",
  count: number,
  pacedEvents: number,
  rate: number,
  burstEvents: number,
  sharedEnv: Record<string, string> | null,
) {
  const self = import.meta.filename;
  type Started = { url: string; match: FixtureMatch | null };
  const start = async (env: Record<string, string>) => {
    const child = fork(self, [kind], {
      execArgv: ["--expose-gc"],
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    const [started] = (await once(child, "message")) as [Started];
    return { child, ...started };
  };
  const server = await start(sharedEnv ?? {});
  // The second process is given the first one's match; events are published on the first.
  const second = sharedEnv ? await start({ ...sharedEnv, BENCH_MATCH: JSON.stringify(server.match) }) : null;
  const clients = fork(self, ["clients"], { stdio: "inherit" });
  try {
    const { url, match } = server;
    const pathOf = (at: string) => (kind === "goalline" ? `${at}/api/live` : `${at}/events`);
    const paths = [pathOf(url), ...(second ? [pathOf(second.url)] : [])];
    // Memory is compared between half and all of the clients, so start-up garbage does not count.
    const connect = async (total: number) => {
      for (const [i, path] of paths.entries()) {
        const share = Math.floor(total / paths.length) + (i === 0 ? total % paths.length : 0);
        await ask<string>(clients, { url: path, count: share });
      }
    };
    const half = Math.floor(count / 2);
    await connect(half);
    const before = await ask<Memory>(server.child, "memory");
    await connect(count - half);
    const after = await ask<Memory>(server.child, "memory");
    const addedToFirst = Math.floor((count - half) / paths.length) + ((count - half) % paths.length);
    const sent: Record<string, number> = {};
    const roundTrips: number[] = [];
    let burstStarted = false;
    let n = 0;
    const publish = async () => {
      n += 1;
      const started = Date.now();
      const key = `bench-${n}-${started}`;
      const send = () =>
        match
          ? fetch(`${url}/api/admin/matches/${match.matchId}/events`, {
              method: "POST",
              headers: {
                Authorization: `Bearer ${testAdminToken}`,
                "Idempotency-Key": key,
                "Content-Type": "application/json",
              },
              body: JSON.stringify({ type: "yellow-card", minute: 10, teamId: match.awayTeamId }),
            })
          : fetch(`${url}/publish`, { method: "POST", body: JSON.stringify(sampleDelta(n)) });
      // A connection reset while the crowd connects is retried (the idempotency key makes that safe).
      const response = await send().catch(() =>
        new Promise((resolve) => setTimeout(resolve, 200)).then(send),
      );
      const { seq } = (await response.json()) as { seq: number };
      sent[seq] = started;
      if (!burstStarted) roundTrips.push(Date.now() - started);
      return seq;
    };
    const paced: number[] = [];
    for (let i = 0; i < pacedEvents; i++) {
      const tick = Date.now();
      paced.push(await publish());
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / rate - (Date.now() - tick))));
    }
    // The burst keeps eight publishes in flight, so fan-out rather than one round trip sets the pace.
    const burst: number[] = [];
    burstStarted = true;
    const lanes = Array.from({ length: 8 }, async () => {
      while (n < pacedEvents + burstEvents) burst.push(await publish());
    });
    await Promise.all(lanes);
    burst.sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const summary = await ask<ReturnType<typeof summarise>>(clients, { sent, paced, burst });
    roundTrips.sort((a, b) => a - b);
    const publishP50 = roundTrips[Math.floor(roundTrips.length / 2)] ?? Number.NaN;
    const bytesPerConnection = Math.round((after.rss - before.rss) / addedToFirst);
    return { ...summary, publishP50, bytesPerConnection };
  } finally {
    clients.kill();
    for (const { child } of second ? [server, second] : [server]) {
      child.send("close");
      await once(child, "exit");
    }
  }
}

function sampleDelta(seq: number) {
  return {
    seq,
    matchId: 1,
    status: "live",
    period: "1H",
    minute: 10,
    stoppage: null,
    periodStartedAt: new Date().toISOString(),
    home: 0,
    away: 0,
    event: "yellow-card",
    teamId: 2,
    cancelledEventId: null,
  };
}
