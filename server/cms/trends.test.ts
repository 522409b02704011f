import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { scopesOf } from "../auth/roles.ts";
import { users } from "../auth/schema.ts";
import { paymentRefunds, payments, plans } from "../billing/schema.ts";
import { chatMessages } from "../chat/schema.ts";
import { liveViewerPeaks } from "../live/schema.ts";
import { createViewerPeaks, pruneViewerPeaks, recordViewerSample } from "../live/viewer-peaks.ts";
import { readTrends, type Trend } from "./trends.ts";

let site: TestSite;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
/** A quiet week long before any other test's rows: noon UTC on 15 June 2025. */
const now = new Date("2025-06-15T12:00:00Z");

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site?.close());

const trendsFor = (role: string, timeZone: string, days = 7) =>
  readTrends({ services: site.services, timeZone, now, days }, scopesOf(role));
const valuesOf = (trends: Trend[], key: string) =>
  Object.fromEntries(
    trends.find((trend) => trend.key === key)!.points.map((point) => [point.day, point.value]),
  );

let made = 0;
async function account(createdAt: string) {
  made += 1;
  const [row] = await site.services.database.db
    .insert(users)
    .values({
      email: `trend${made}@example.com`,
      displayName: `Trend ${made}`,
      createdAt: new Date(createdAt),
    })
    .returning();
  return row!;
}

describe("dashboard trends", () => {
  it("counts sign-ups on the day they happened in the staff member's zone", async () => {
    // 02:30 UTC on 10 June is still 9 June, 22:30, in New York.
    await account("2025-06-10T02:30:00Z");
    await account("2025-06-10T15:00:00Z");
    const newYork = valuesOf(await trendsFor("admin", "America/New_York"), "sign-ups");
    const utc = valuesOf(await trendsFor("admin", "UTC"), "sign-ups");
    expect([newYork["2025-06-09"], newYork["2025-06-10"]]).toEqual([1, 1]);
    expect([utc["2025-06-09"], utc["2025-06-10"]]).toEqual([0, 2]);
    expect(Object.keys(utc)).toEqual([
      "2025-06-09",
      "2025-06-10",
      "2025-06-11",
      "2025-06-12",
      "2025-06-13",
      "2025-06-14",
      "2025-06-15",
    ]);
  });

  it("takes refunds off the revenue of the day they were made, in the billing currency only", async () => {
    const { db } = site.services.database;
    const fan = await account("2025-01-01T00:00:00Z");
    const [plan] = await db
      .insert(plans)
      .values({ slug: "trend-season", name: "Season", amount: 1000, currency: "EUR", interval: "year" })
      .returning();
    const pay = (id: string, fields: Partial<typeof payments.$inferInsert>) => ({
      userId: fan.id,
      planId: plan!.id,
      method: "sandbox" as const,
      status: "paid" as const,
      amount: 1000,
      currency: "EUR",
      reference: `TREND-${id}`,
      idempotencyKey: `trend-${id}`,
      ...fields,
    });
    const [refunded] = await db
      .insert(payments)
      .values([
        // 23:30 UTC on 12 June is 00:30 on 13 June in London (summer time).
        pay("a", { status: "refunded", refundedAmount: 400, paidAt: new Date("2025-06-12T23:30:00Z") }),
        // An overpaid transfer counts what arrived.
        pay("b", { amount: 1200, receivedAmount: 1500, paidAt: new Date("2025-06-13T10:00:00Z") }),
        pay("c", { currency: "USD", paidAt: new Date("2025-06-13T11:00:00Z") }),
        pay("d", { status: "pending" }),
      ])
      .returning();
    await db.insert(paymentRefunds).values({
      paymentId: refunded!.id,
      amount: 400,
      currency: "EUR",
      gatewayRefundId: "manual-trend",
      manual: true,
      refundedBy: "admin-token",
      createdAt: new Date("2025-06-14T09:00:00Z"),
    });
    const trends = await trendsFor("admin", "Europe/London");
    const revenue = trends.find((trend) => trend.key === "revenue")!;
    expect(revenue.unit).toBe("EUR");
    expect(valuesOf(trends, "revenue")).toMatchObject({
      "2025-06-12": 0,
      "2025-06-13": 2500,
      "2025-06-14": -400,
    });
    expect(revenue.total).toBe(2100);
    expect(valuesOf(await trendsFor("admin", "UTC"), "revenue")).toMatchObject({
      "2025-06-12": 1000,
      "2025-06-13": 1500,
    });
  });

  it("counts chat messages, deleted ones too", async () => {
    const fan = await account("2025-01-01T00:00:00Z");
    const message = (id: string, at: string, deleted = false) => ({
      matchId: 1,
      userId: fan.id,
      userName: fan.displayName,
      clientId: `trend-${id}`,
      text: deleted ? "" : "Great save",
      createdAt: new Date(at),
      deletedAt: deleted ? new Date(at) : null,
    });
    await site.services.database.db
      .insert(chatMessages)
      .values([message("a", "2025-06-11T20:00:00Z"), message("b", "2025-06-11T20:01:00Z", true)]);
    const chat = valuesOf(await trendsFor("moderator", "UTC"), "chat-messages");
    expect(chat["2025-06-11"]).toBe(2);
  });

  it("keeps each day's peak of concurrent streams across processes, and 90 days of it", async () => {
    const { db } = site.services.database;
    await recordViewerSample(db, "node-a", 5, new Date("2025-06-14T09:10:00Z"));
    await recordViewerSample(db, "node-a", 3, new Date("2025-06-14T09:40:00Z"));
    await recordViewerSample(db, "node-b", 4, new Date("2025-06-14T09:20:00Z"));
    await recordViewerSample(db, "node-a", 7, new Date("2025-06-14T15:00:00Z"));
    const trends = await trendsFor("operator", "UTC");
    // Nine at once in the 09:00 hour (five on one process, four on the other) beats seven at 15:00.
    expect(valuesOf(trends, "live-viewers")["2025-06-14"]).toBe(9);
    expect(trends.find((trend) => trend.key === "live-viewers")).toMatchObject({ summary: "peak", total: 9 });
    expect(await pruneViewerPeaks(db, new Date("2025-09-12T14:30:00Z"))).toBe(2);
    const left = await db.select().from(liveViewerPeaks).where(sql`${liveViewerPeaks.node} like 'node-%'`);
    expect(left).toEqual([{ hour: new Date("2025-06-14T15:00:00Z"), node: "node-a", peak: 7 }]);
  });

  it("samples a process's open streams into its hourly peak and schedules the daily prune", async () => {
    const { db } = site.services.database;
    let open = 4;
    const peaks = createViewerPeaks({
      db,
      jobs: site.services.jobs,
      logger: site.services.logger,
      connections: () => open,
      node: "sampled-node",
    });
    const stop = await peaks.start();
    await peaks.sample();
    open = 2;
    await peaks.sample();
    const rows = await db
      .select()
      .from(liveViewerPeaks)
      .where(sql`${liveViewerPeaks.node} = 'sampled-node'`)
      .orderBy(liveViewerPeaks.hour);
    // One row for the hour (two if the clock struck between the samples); the lower count never lowers it.
    expect(rows[0]!.peak).toBe(4);
    expect(await site.services.jobs.schedules()).toContainEqual(
      expect.objectContaining({ kind: "viewer-peaks-prune", cron: "23 3 * * *" }),
    );
    await stop();
  });

  it("shows each role only the trends its scopes open: moderators see no revenue", async () => {
    const keys = async (role: string) => (await trendsFor(role, "UTC")).map((trend) => trend.key);
    expect(await keys("admin")).toEqual(["sign-ups", "revenue", "chat-messages", "live-viewers"]);
    expect(await keys("operator")).toEqual(["sign-ups", "chat-messages", "live-viewers"]);
    expect(await keys("moderator")).toEqual(["sign-ups", "chat-messages"]);
    expect(await keys("editor")).toEqual([]);
  });

  it("accepts 7 to 90 days", async () => {
    expect((await trendsFor("admin", "UTC", 90))[0]!.points).toHaveLength(90);
    await expect(trendsFor("admin", "UTC", 6)).rejects.toMatchObject({ code: "invalid-days" });
    await expect(trendsFor("admin", "UTC", 91)).rejects.toMatchObject({ code: "invalid-days" });
  });
});

describe("GET /api/cms/dashboard/trends", () => {
  const get = async (query: string, headers: Record<string, string> = automation) => {
    const response = await fetch(`${site.url}/api/cms/dashboard/trends${query}`, { headers });
    return { status: response.status, body: await response.json() };
  };

  it("answers 30 days up to today in the asked zone, in the list envelope", async () => {
    const { status, body } = await get("?tz=Pacific/Auckland");
    expect(status).toBe(200);
    expect(body.data.map((trend: Trend) => trend.key)).toEqual([
      "sign-ups",
      "revenue",
      "chat-messages",
      "live-viewers",
    ]);
    const points = body.data[0].points;
    expect(points).toHaveLength(30);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    expect(points.at(-1).day).toBe(today);
  });

  it("refuses a days count outside 7 to 90 with invalid-days", async () => {
    for (const days of ["6", "91", "thirty", "7.5"]) {
      const { status, body } = await get(`?days=${days}`);
      expect([days, status, body.error.code]).toEqual([days, 400, "invalid-days"]);
    }
    expect((await get("?days=7")).body.data[0].points).toHaveLength(7);
  });

  it("passes the dashboard's guard: signed-out callers get 401, fans 403", async () => {
    expect((await get("", {})).status).toBe(401);
    const fan = await site.services.auth.register(
      { email: "trend-fan@example.com", password: "correct horse battery staple", displayName: "Fan" },
      { ip: null, device: "test" },
    );
    const refused = await get("", { Authorization: `Bearer ${fan.data.token.access_token}` });
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden-role"]);
  });
});
