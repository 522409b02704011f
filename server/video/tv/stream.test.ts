import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../../app/testing/test-site.ts";
import { type BillingSite, signUpFan, startBillingSite } from "../../billing/testing.ts";
import { videos } from "../schema.ts";
import { linkDemoChannels } from "./demo.ts";
import { tvChannels } from "./schema.ts";

let site: BillingSite;
let onAir: number;
let offAir: number;

beforeAll(async () => {
  site = await startBillingSite({ DATA_DIR: "/tmp/goalline-tv-stream-tests" });
  const { db } = site.services.database;
  // A published video needs only its row to be addressed; these tests never fetch the files.
  const [video] = await db
    .insert(videos)
    .values({ title: "Channel loop", kind: "channel", source: "upload", status: "ready", rev: "r1" })
    .returning({ id: videos.id });
  const rows = await db
    .insert(tvChannels)
    .values([
      { xmltvId: `on-${process.pid}.test`, name: "On Air", streamVideoId: video!.id },
      { xmltvId: `off-${process.pid}.test`, name: "Off Air" },
    ])
    .returning({ id: tvChannels.id });
  [onAir, offAir] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => {
  await site?.close();
});

async function stream(channel: number, token?: string, renew?: string) {
  const query = renew ? `?renew=${encodeURIComponent(renew)}` : "";
  const response = await fetch(`${site.url}/api/tv/channels/${channel}/stream${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as {
    data?: { url: string; expires_at: string };
    error?: { code: string; message: string; details?: Record<string, unknown> };
  };
  return { status: response.status, ...body };
}

async function entitledFan(): Promise<string> {
  const email = `tv-viewer-${crypto.randomUUID()}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: "Viewer" },
    { ip: null, device: "test" },
  );
  const granted = await fetch(`${site.url}/api/cms/subscriptions`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`,
      "Content-Type": "application/json",
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      email,
      plan_id: site.plans["premium-monthly"]!.id,
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  expect(granted.status, await granted.clone().text()).toBeLessThan(300);
  return signedIn.data.token.access_token;
}

const tokenOf = (url: string) => url.split("/")[3]!;

describe("GET /api/tv/channels/{id}/stream", () => {
  it("asks guests to sign in and fans without TV to see the plans", async () => {
    const guest = await stream(onAir);
    expect(guest.status).toBe(401);
    expect(guest.error?.code).toBe("sign-in-required");
    const fan = await signUpFan(site);
    const locked = await stream(onAir, fan.token);
    expect(locked.status).toBe(403);
    expect(locked.error).toMatchObject({ code: "entitlement-required", details: { pricing: "/pricing" } });
  });

  it("says a channel without a stream is off air, and an unknown one is not found", async () => {
    const token = await entitledFan();
    const off = await stream(offAir, token);
    expect(off.status).toBe(404);
    expect(off.error?.code).toBe("channel-off-air");
    expect((await stream(2_000_000_000, token)).error?.code).toBe("channel-not-found");
  });

  it("gives an entitled fan a five-minute address, renews it in place, and stops the oldest of three", async () => {
    const token = await entitledFan();
    const first = await stream(onAir, token);
    expect(first.status).toBe(200);
    expect(first.data?.url).toMatch(/^\/media\/video\/[^/]+\/\d+\/master\.m3u8$/);
    const lasts = Date.parse(first.data!.expires_at) - Date.now();
    expect(lasts).toBeGreaterThan(4 * 60_000);
    expect(lasts).toBeLessThanOrEqual(5 * 60_000);

    // Renewing keeps the stream: the second viewer's stream stays after two renewals.
    const second = await stream(onAir, token);
    let renewed = await stream(onAir, token, tokenOf(first.data!.url));
    renewed = await stream(onAir, token, tokenOf(renewed.data!.url));
    expect(renewed.status).toBe(200);
    expect((await stream(onAir, token, tokenOf(second.data!.url))).status).toBe(200);
    const media = await fetch(`${site.url}${renewed.data!.url}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(media.status).not.toBe(409);

    // A third stream stops the oldest: its renewal says why.
    expect((await stream(onAir, token)).status).toBe(200);
    const replaced = await stream(onAir, token, tokenOf(renewed.data!.url));
    expect(replaced.status).toBe(409);
    expect(replaced.error?.code).toBe("stream-replaced");
    expect(replaced.error?.message).toMatch(/another device/);
  });

  it("links the demo channels to the demo channel video, keeping a stream an editor chose", async () => {
    const { db } = site.services.database;
    const [video] = await db
      .insert(videos)
      .values({
        title: "Goalline TV",
        kind: "channel",
        source: "upload",
        status: "queued",
        createdBy: "demo",
      })
      .returning({ id: videos.id });
    await db.insert(tvChannels).values([
      { xmltvId: "sports1.goalline.demo", name: "Goalline Sports 1" },
      { xmltvId: "classics.goalline.demo", name: "Goalline Classics", streamVideoId: 77 },
    ]);
    await linkDemoChannels(db);
    const linked = await db.select().from(tvChannels).where(eq(tvChannels.name, "Goalline Sports 1"));
    expect(linked[0]?.streamVideoId).toBe(video!.id);
    const kept = await db.select().from(tvChannels).where(eq(tvChannels.name, "Goalline Classics"));
    expect(kept[0]?.streamVideoId).toBe(77);
  });
});
