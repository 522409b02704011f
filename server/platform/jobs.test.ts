import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { pollUntil } from "../testing/poll.ts";
import { type JobProgressEntry, jobGroupOf } from "./job-progress.ts";
import { createJobs, defineJob, type Jobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { createStreamHub, type StreamHub } from "./streams/hub.ts";
import { fakeClient } from "./streams/testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

const framesOf = (text: string) =>
  [...text.matchAll(/^event: progress\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as JobProgressEntry);

describe(`the jobs kit on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let database: Database;
  let streams: StreamHub;
  let jobs: Jobs;
  const tallied: string[] = [];
  /** Fails while `failing` holds, so a retry from the failed list can then succeed. */
  let failing = true;

  const tally = defineJob({
    name: "tally-goals",
    payload: z.object({ round: z.string(), goals: z.number().int() }),
    async handle(job) {
      for (let done = 1; done <= 3; done += 1) {
        await job.progress({ done, total: 3, message: `${job.payload.round}: part ${done}` });
      }
      tallied.push(`${job.payload.round}:${job.payload.goals}`);
    },
  });
  const flaky = defineJob({
    name: "flaky-feed",
    payload: z.object({ match: z.number() }),
    retries: 1,
    retryDelaySeconds: 1,
    async handle(job) {
      await job.progress({ done: 0, total: 1, message: `attempt ${job.attempt}` });
      if (failing) throw new Error(`feed down on attempt ${job.attempt}`);
    },
  });

  let releaseHalftime = () => {};
  const whistle = new Promise<void>((resolve) => {
    releaseHalftime = resolve;
  });
  /** Holds until the test blows the whistle, so a job is sure to be waiting or running. */
  const halftime = defineJob({
    name: "halftime-report",
    payload: z.object({ match: z.number() }),
    async handle(job) {
      await job.progress({ done: 0, total: 1 });
      await whistle;
    },
  });

  const roundups: string[] = [];
  const roundup = defineJob({
    name: "kickoff-roundup",
    payload: z.object({ league: z.string() }),
    async handle(job) {
      roundups.push(job.payload.league);
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    streams = createStreamHub({ logger });
    jobs = createJobs({ database, streams, logger, pollSeconds: 0.5, scheduleCheckSeconds: 1 });
    await jobs.define(tally);
    await jobs.define(flaky);
    await jobs.define(halftime);
    await jobs.define(roundup);
    // Declared before the queue starts, as a domain does at boot.
    await jobs.every(roundup, "* * * * *", { league: "Northern Premier" });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await streams?.close();
    await database?.close();
  });

  it("runs a sent job and streams its progress to a page following it", async () => {
    const { id, duplicate } = await jobs.send(tally, { round: "Matchday 1", goals: 27 });
    expect(duplicate).toBe(false);
    const page = fakeClient();
    jobs.topic.open({ group: jobGroupOf(id), lastEventId: "0", ip: "203.0.113.9", sink: page.sink });
    await pollUntil(
      () => jobs.latestProgress(id),
      (entry) => entry?.state === "completed",
    );
    expect(tallied).toContain("Matchday 1:27");
    await pollUntil(
      async () => framesOf(page.text),
      (frames) => frames.at(-1)?.state === "completed",
    );
    const frames = framesOf(page.text);
    expect(frames.map((f) => [f.state, f.done, f.total])).toEqual([
      ["active", 1, 3],
      ["active", 2, 3],
      ["active", 3, 3],
      ["completed", 3, 3],
    ]);
    expect(frames.every((f) => f.jobId === id && f.kind === "tally-goals")).toBe(true);
  });

  it("refuses a payload its kind does not accept", async () => {
    await expect(jobs.send(tally, { round: "Matchday 2", goals: 1.5 })).rejects.toMatchObject({
      code: "invalid-job-payload",
    });
  });

  it("answers the job already waiting or running for the same singleton key", async () => {
    const first = await jobs.send(halftime, { match: 3 }, { singletonKey: "halftime:3" });
    const again = await jobs.send(halftime, { match: 3 }, { singletonKey: "halftime:3" });
    expect(again).toEqual({ id: first.id, duplicate: true });
    const other = await jobs.send(halftime, { match: 4 }, { singletonKey: "halftime:4" });
    expect(other.duplicate).toBe(false);
    releaseHalftime();
    for (const id of [first.id, other.id]) {
      await pollUntil(
        () => jobs.latestProgress(id),
        (entry) => entry?.state === "completed",
      );
    }
  });

  it("retries a failing job, lists it once it has failed for good, and runs it again on retry", async () => {
    const { id } = await jobs.send(flaky, { match: 7 });
    const failed = await pollUntil(
      () => jobs.failed({ limit: 10, offset: 0 }),
      (page) => page.data.some((job) => job.id === id),
    );
    const listed = failed.data.find((job) => job.id === id)!;
    expect(listed).toMatchObject({
      kind: "flaky-feed",
      payload: { match: 7 },
      attempts: 2,
      error: "feed down on attempt 2",
    });
    expect(failed.total).toBeGreaterThanOrEqual(1);
    const reports = await pollUntil(
      () => jobs.latestProgress(id),
      (entry) => entry?.state === "failed",
    );
    expect(reports?.message).toBe("feed down on attempt 2");

    failing = false;
    await jobs.retry(id);
    await pollUntil(
      () => jobs.latestProgress(id),
      (entry) => entry?.state === "completed",
    );
    expect((await jobs.failed({ limit: 10, offset: 0 })).data.some((job) => job.id === id)).toBe(false);
  });

  it("refuses to retry a job that has not failed, or does not exist", async () => {
    const { id } = await jobs.send(tally, { round: "Matchday 4", goals: 12 });
    await pollUntil(
      () => jobs.latestProgress(id),
      (entry) => entry?.state === "completed",
    );
    await expect(jobs.retry(id)).rejects.toMatchObject({ code: "job-not-failed" });
    await expect(jobs.retry("4a1f0d3e-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "job-not-found",
    });
    await expect(jobs.retry("not-a-job")).rejects.toMatchObject({ code: "job-not-found" });
  });

  it("runs a scheduled kind when its cron comes due, from the schedule stored in the database", async () => {
    await pollUntil(
      async () => roundups.length,
      (count) => count >= 1,
      { timeout: 30_000 },
    );
    expect(roundups[0]).toBe("Northern Premier");
    expect(await jobs.schedules()).toEqual([
      { kind: "kickoff-roundup", cron: "* * * * *", payload: { league: "Northern Premier" } },
    ]);
    // The queue sent it through a job of its own, which the staff's list leaves out, counts included.
    const internal = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE '%pgboss%send-it'`,
    );
    expect((internal as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
    const listed = await jobs.list({ limit: 100, offset: 0 });
    expect(listed.data.map((job) => job.kind)).toContain("kickoff-roundup");
    expect(listed.data.filter((job) => job.kind.startsWith("__pgboss__"))).toEqual([]);
    expect(listed.total).toBe(listed.data.length);
  });

  it("replaces a kind's schedule when declared again, and drops it when unscheduled", async () => {
    await jobs.every(roundup, "0 6 * * 1", { league: "Southern League" });
    expect(await jobs.schedules()).toEqual([
      { kind: "kickoff-roundup", cron: "0 6 * * 1", payload: { league: "Southern League" } },
    ]);
    await expect(jobs.every(roundup, "0 6 * * 1", { league: 7 } as never)).rejects.toThrow();
    await expect(jobs.every(roundup, "not a cron", { league: "Isthmian" })).rejects.toThrow();
    await jobs.unschedule(roundup);
    expect(await jobs.schedules()).toEqual([]);
  });
});
