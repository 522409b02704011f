// `npm run bench:chat`: one chat room, N connected SSE readers and 50 messages a
// second, on one process; then, with REDIS_URL and DATABASE_URL (PostgreSQL) set,
// on two processes sharing the room over Redis (readers split between them,
// messages written on the first). Options: --clients=10000 --rate=50 --seconds=20 --setup=one|two.
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { startTestSite } from "../../server/app/testing/test-site.ts";
import { connectDatabase } from "../../server/db/connect.ts";
import { openClients } from "../../server/live/bench/clients.ts";
import { createLiveFixture } from "../../server/live/testing.ts";
import { createSharedDatabase } from "../../server/testing/server-processes.ts";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const role = process.argv[2];
const reply = (message: unknown) => process.send?.(message);
const memory = () => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

if (role === "server") await serve();
else if (role === "clients") readers();
else await main();

/** A whole Goalline API process on the given database (in-memory PGlite without one). */
async function serve() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await connectDatabase(url ? { url, poolSize: 8 } : {});
  await database.migrate();
  const env: Record<string, string> = { SIMULATOR: "off", LIVE_CONNECTIONS_PER_IP: "1000000" };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  const site = await startTestSite({
    database,
    env,
    services: { live: { maxBufferedBytes: 8 * 1024 * 1024 } },
  });
  let matchId = Number(process.env.BENCH_MATCH_ID ?? 0);
  if (!matchId)
    matchId = (await createLiveFixture(database.db, 1, { status: "live", period: "1H", minute: 1 }))[0]!
      .matchId;
  // When each message was asked for, by client id; its sequence is learnt from the bus.
  const asked = new Map<string, number>();
  const sent: Record<number, number> = {};
  const commits: number[] = [];
  site.services.streams.bus.subscribe((topic, entry) => {
    const e = entry as { seq: number; kind: string; message?: { client_id: string } };
    if (topic === "chat" && e.kind === "message") {
      const at = asked.get(e.message!.client_id);
      if (at !== undefined) {
        sent[e.seq] = at;
        commits.push(Date.now() - at);
      }
    }
  });
  reply({ url: site.url, matchId });
  process.on("message", async (message: { kind: string; rate?: number; seconds?: number }) => {
    if (message.kind === "memory") reply(memory());
    if (message.kind === "send") {
      const total = message.rate! * message.seconds!;
      const started = Date.now();
      const pending: Promise<unknown>[] = [];
      let failed = 0;
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / message.rate!;
        if (due > Date.now()) await new Promise((done) => setTimeout(done, due - Date.now()));
        // 200 writers take turns: each stays inside its 1 message per 2 s budget.
        const writer = {
          id: 1_000_000 + (i % 200),
          name: `Writer ${i % 200}`,
          guest: false,
          emailVerified: true,
          moderator: false,
        };
        const clientId = `bench-${process.pid}-${i}`;
        asked.set(clientId, Date.now());
        pending.push(
          site.services.chat
            .send(matchId, writer, { text: `chant number ${i}`, client_id: clientId })
            .catch(() => {
              failed += 1;
            }),
        );
      }
      await Promise.all(pending);
      await new Promise((done) => setTimeout(done, 2_000));
      commits.sort((a, b) => a - b);
      reply({ sent, failed, commitP50: commits[Math.floor(commits.length / 2)] ?? Number.NaN });
    }
    if (message.kind === "close") {
      await site.close();
      await database.close();
      process.exit(0);
    }
  });
}

function readers() {
  const crowds: Array<ReturnType<typeof openClients>> = [];
  process.on("message", (message: { url?: string; count?: number; sent?: Record<string, number> }) => {
    if (message.url && message.count) {
      crowds.push(openClients(message.url, message.count, () => reply("ready")));
      return;
    }
    if (!message.sent) return;
    const readerCount = crowds.reduce((sum, crowd) => sum + crowd.arrivals.ready, 0);
    const latencies: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (const [id, at] of Object.entries(message.sent)) {
      const arrivals = crowds.flatMap((crowd) => crowd.arrivals.byId.get(Number(id)) ?? []);
      for (const time of arrivals) latencies.push(time - at);
      lost += Math.max(0, readerCount - arrivals.length);
      duplicated += Math.max(0, arrivals.length - readerCount);
    }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
    reply({
      readers: readerCount,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      deliveries: latencies.length,
      lost,
      duplicated,
    });
    for (const crowd of crowds) crowd.close();
    setTimeout(() => process.exit(0), 100);
  });
}

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  const answer = once(child, "message") as Promise<[T]>;
  child.send(message as string);
  return answer.then(([value]) => value);
}

type Summary = {
  readers: number;
  p50: number;
  p95: number;
  p99: number;
  deliveries: number;
  lost: number;
  duplicated: number;
};

async function run(processes: number, count: number, rate: number, seconds: number, env: NodeJS.ProcessEnv) {
  const self = import.meta.filename;
  const servers: ChildProcess[] = [];
  const clients = fork(self, ["clients"], {
    stdio: "inherit",
    execArgv: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  try {
    let matchId = 0;
    const urls: string[] = [];
    for (let i = 0; i < processes; i++) {
      const server = fork(self, ["server"], {
        execArgv: [
          "--expose-gc",
          ...(process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
        ],
        stdio: "inherit",
        env: { ...process.env, ...env, ...(matchId ? { BENCH_MATCH_ID: String(matchId) } : {}) },
      });
      servers.push(server);
      const [ready] = (await once(server, "message")) as [{ url: string; matchId: number }];
      matchId = ready.matchId;
      urls.push(ready.url);
    }
    const before = await ask<{ rss: number; heapUsed: number }>(servers[0]!, { kind: "memory" });
    for (const [i, url] of urls.entries()) {
      const share = Math.floor(count / processes) + (i === 0 ? count % processes : 0);
      clients.send({ url: `${url}/api/matches/${matchId}/chat/stream`, count: share });
      await once(clients, "message");
    }
    const after = await ask<{ rss: number; heapUsed: number }>(servers[0]!, { kind: "memory" });
    const onFirst = Math.floor(count / processes) + (count % processes);
    const { sent, failed, commitP50 } = await ask<{
      sent: Record<string, number>;
      failed: number;
      commitP50: number;
    }>(servers[0]!, {
      kind: "send",
      rate,
      seconds,
    });
    const summary = await ask<Summary>(clients, { sent });
    return {
      ...summary,
      messages: Object.keys(sent).length,
      failed,
      commitP50,
      bytesPerReader: Math.round((after.rss - before.rss) / onFirst),
      heapPerReader: Math.round((after.heapUsed - before.heapUsed) / onFirst),
    };
  } finally {
    for (const server of servers) server.send({ kind: "close" });
    await Promise.all(servers.map((server) => once(server, "exit")));
  }
}

async function main() {
  const count = option("clients", 10_000);
  const rate = option("rate", 50);
  const seconds = option("seconds", 20);
  const deadline = setTimeout(() => {
    process.stderr.write("bench:chat ran out of time\n");
    process.exit(1);
  }, option("timeout", 600) * 1000);
  deadline.unref();
  const rows: string[] = [];
  const line = (name: string, r: Awaited<ReturnType<typeof run>>) =>
    `| ${name} | ${r.readers.toLocaleString("en")} | ${r.messages} (${r.failed} refused) | ${r.commitP50} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.lost} | ${r.duplicated} | ${r.bytesPerReader.toLocaleString("en")} / ${r.heapPerReader.toLocaleString("en")} |`;
  process.stdout.write(`… one process: ${count} readers, ${rate} messages/s for ${seconds} s\n`);
  const header = [
    "| setup | readers | messages | send to publish p50 ms | delivery p50 ms | p95 ms | p99 ms | lost | duplicated | server bytes per reader (RSS / heap) |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  // Each row is printed as soon as it is measured, so a run cut short still reports.
  const report = (row: string) => {
    rows.push(row);
    process.stdout.write(`${row}\n`);
  };
  // --setup=one or --setup=two runs that row alone.
  const setup = process.argv.find((arg) => arg.startsWith("--setup="))?.split("=")[1] ?? "both";
  if (setup !== "two") {
    report(line("one process (PGlite)", await run(1, count, rate, seconds, { REDIS_URL: "" })));
  }
  const { REDIS_URL, DATABASE_URL } = process.env;
  if (REDIS_URL && DATABASE_URL && setup !== "one") {
    process.stdout.write("… two processes over Redis, PostgreSQL\n");
    // A throwaway database (on DATABASE_URL's server) both processes share, dropped at the end.
    const shared = await createSharedDatabase();
    try {
      rows.push(
        line(
          "two processes (Redis, PostgreSQL)",
          await run(2, count, rate, seconds, { REDIS_URL, BENCH_DATABASE_URL: shared.url }),
        ),
      );
    } finally {
      await shared.drop();
    }
  }
  process.stdout.write(
    [
      `\nreaders=${count} rate=${rate}/s seconds=${seconds} node=${process.version}\n`,
      ...header,
      ...rows,
      "",
    ].join("\n"),
  );
  process.exit(0);
}
