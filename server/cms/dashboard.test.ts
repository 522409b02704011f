import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { makeStaff } from "../auth/testing/staff.ts";
import { defineJob } from "../platform/jobs.ts";
import { pollUntil } from "../testing/poll.ts";
import type { DashboardFigure } from "./dashboard.ts";

let site: TestSite;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
const lineups = defineJob({
  name: "fetch-lineups",
  payload: z.object({ match: z.number() }),
  retries: 0,
  async handle() {
    throw new Error("line-ups provider answered 503");
  },
});

/** A job that runs until the test lets it finish. */
let release: () => void = () => {};
const standings = defineJob({
  name: "refresh-standings",
  payload: z.object({ competition: z.number() }),
  retries: 0,
  handle: () => new Promise<void>((done) => (release = done)),
});

beforeAll(async () => {
  site = await startTestSite({ services: { jobPollSeconds: 0.5 } });
  await site.services.jobs.define(lineups);
  await site.services.jobs.define(standings);
});
afterAll(() => site?.close());

let made = 0;
async function staff(role: string) {
  made += 1;
  const email = `dash${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Dash ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return { Authorization: `Bearer ${signedIn.data.token.access_token}` };
}

const figures = async (headers: Record<string, string>) => {
  const response = await fetch(`${site.url}/api/cms/dashboard?tz=Europe/London`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DashboardFigure[] }).data;
};

describe("the admin dashboard", () => {
  it("shows each role only the figures whose lists it may open", async () => {
    const operator = await staff("operator");
    const moderator = await staff("moderator");
    expect((await figures(automation)).map((f) => f.key)).toEqual([
      "live-matches",
      "feed-health",
      "sign-ups-today",
      "open-reports",
      "new-messages",
      "failed-jobs",
    ]);
    expect((await figures(operator)).map((f) => f.key)).toEqual([
      "live-matches",
      "feed-health",
      "open-reports",
      "new-messages",
      "failed-jobs",
    ]);
    expect((await figures(moderator)).map((f) => f.key)).toEqual(["new-messages"]);
    expect((await fetch(`${site.url}/api/cms/dashboard`)).status).toBe(401);
  });

  it("counts today's sign-ups and links to them; the users list filters by the same day", async () => {
    const before = (await figures(automation)).find((f) => f.key === "sign-ups-today")!;
    await staff("user");
    const after = (await figures(automation)).find((f) => f.key === "sign-ups-today")!;
    expect(after).toMatchObject({ value: before.value + 1, href: "/cms/users?since=today" });
    const today = await (
      await fetch(`${site.url}/api/cms/users?since=today`, { headers: automation })
    ).json();
    expect(today.total).toBe(after.value);
    const future = await (
      await fetch(`${site.url}/api/cms/users?since=2999-01-01`, { headers: automation })
    ).json();
    expect(future.total).toBe(0);
    expect((await fetch(`${site.url}/api/cms/users?since=yesterday`, { headers: automation })).status).toBe(
      400,
    );
  });

  it("reports each feed's health as the feeds report it", async () => {
    const poller = site.services.feedHealth.feed("football-data", "football-data.org");
    poller.polled();
    poller.budget(7, 10);
    poller.failed(new Error("PL: HTTP 500"));
    const feeds = (await figures(automation)).find((f) => f.key === "feed-health")!;
    expect(feeds).toMatchObject({ value: 1, alert: true, items: [{ label: "football-data.org" }] });
    expect(feeds.items[0]!.detail).toContain("1 error");
    expect(feeds.items[0]!.detail).toContain("PL: HTTP 500");
    expect(feeds.items[0]!.detail).toContain("7 of 10 requests left");
  });

  it("lists jobs running and finished for operators, with each state's count", async () => {
    const operator = await staff("operator");
    type Page = {
      data: Array<{ id: string; state: string; startedAt: string | null; finishedAt: string | null }>;
      counts: Record<string, number>;
    };
    const read = async (state: string): Promise<Page> =>
      (await fetch(`${site.url}/api/cms/jobs?state=${state}`, { headers: operator })).json();
    const { id } = await site.services.jobs.send(standings, { competition: 7 });
    const running = await pollUntil(
      () => read("running"),
      (page: Page) => page.data.some((job) => job.id === id),
    );
    expect(running.data.find((job) => job.id === id)).toMatchObject({ state: "running", finishedAt: null });
    expect(running.counts.running).toBeGreaterThanOrEqual(1);
    release();
    const finished = await pollUntil(
      () => read("finished"),
      (page: Page) => page.data.some((job) => job.id === id),
    );
    const done = finished.data.find((job) => job.id === id)!;
    expect(done).toMatchObject({ state: "finished", error: null });
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    expect((await read("all")).data.map((job) => job.id)).toContain(id);
    expect((await fetch(`${site.url}/api/cms/jobs?state=stuck`, { headers: operator })).status).toBe(400);
  });

  it("lists failed jobs for operators and retries one, audited", async () => {
    const operator = await staff("operator");
    const { id } = await site.services.jobs.send(lineups, { match: 42 });
    const failed = await pollUntil(
      async () => (await fetch(`${site.url}/api/cms/jobs?state=failed`, { headers: operator })).json(),
      (page: { data: Array<{ id: string }> }) => page.data.some((job) => job.id === id),
    );
    expect(failed.data.find((job: { id: string }) => job.id === id)).toMatchObject({
      kind: "fetch-lineups",
      error: "line-ups provider answered 503",
      attempts: 1,
    });
    const figure = (await figures(operator)).find((f) => f.key === "failed-jobs")!;
    expect(figure).toMatchObject({ href: "/cms/jobs", alert: true });
    expect(figure.value).toBeGreaterThanOrEqual(1);

    const retried = await fetch(`${site.url}/api/cms/jobs/${id}/retry`, {
      method: "POST",
      headers: operator,
    });
    expect(retried.status).toBe(200);
    // It runs again (and, the provider still down, fails again with both attempts counted).
    await pollUntil(
      async () => (await fetch(`${site.url}/api/cms/jobs?state=failed`, { headers: operator })).json(),
      (page: { data: Array<{ id: string; attempts: number }> }) =>
        page.data.some((job) => job.id === id && job.attempts >= 1),
    );
    const missing = await fetch(`${site.url}/api/cms/jobs/not-a-job/retry`, {
      method: "POST",
      headers: operator,
    });
    expect(missing.status).toBe(404);
    const editor = await staff("editor");
    expect((await fetch(`${site.url}/api/cms/jobs`, { headers: editor })).status).toBe(403);
    const trail = await (
      await fetch(`${site.url}/api/cms/audit?action=job.retry&target=job:${id}`, { headers: automation })
    ).json();
    expect(trail.total).toBe(1);
  });
});
