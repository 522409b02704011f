import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingSite, buyByTransfer, startBillingSite } from "../billing/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches } from "../sports/schema.ts";
import type { ChatStanding } from "./standing.ts";
import { call, type Fan, signUp } from "./testing.ts";

let site: BillingSite;
let live: number;

beforeAll(async () => {
  site = await startBillingSite();
  const { db } = site.services.database;
  await seedDemoWorld(db, { now: new Date() });
  const [match] = await db.select({ id: matches.id }).from(matches).limit(1);
  live = match!.id;
  await db.update(matches).set({ status: "live", kickoffAt: new Date() }).where(eq(matches.id, live));
}, 60_000);

afterAll(() => site.close());

/** What the room's history says the caller may do. */
async function standingOf(token?: string) {
  const read = await call<{ you: ChatStanding }>(site, "GET", `/matches/${live}/chat/messages`, { token });
  expect(read.status).toBe(200);
  return read.body.you;
}

const send = (token: string, text: string) =>
  call(site, "POST", `/matches/${live}/chat/messages`, {
    token,
    body: { text, client_id: `standing-${crypto.randomUUID()}` },
  });

describe("the room tells a reader what stands before writing", () => {
  it("says a visitor is not signed in and a guest account is a guest, who is refused as one", async () => {
    expect(await standingOf()).toEqual({
      signed_in: false,
      guest: false,
      email_verified: false,
      premium: false,
    });
    const guest = await call<{ data: { token: { access_token: string } } }>(site, "POST", "/auth/anonymous");
    expect(guest.status).toBe(201);
    const token = guest.body.data.token.access_token;
    expect(await standingOf(token)).toMatchObject({ signed_in: true, guest: true, premium: false });
    const refused = await send(token, "hello from a guest");
    expect([refused.status, refused.body.error?.code]).toEqual([403, "guest-account"]);
  });

  it("says whether the address is verified, and who may write in a premium-only room", async () => {
    const unverified = await signUp(site, { verified: false });
    expect(await standingOf(unverified.token)).toEqual({
      signed_in: true,
      guest: false,
      email_verified: false,
      premium: false,
    });
    const fan: Fan = await signUp(site);
    expect(await standingOf(fan.token)).toMatchObject({ email_verified: true, premium: false });
    const moderator = await signUp(site, { role: "moderator" });
    expect(await standingOf(moderator.token)).toMatchObject({ premium: true });
    await buyByTransfer(site, fan.token, "premium-monthly");
    expect(await standingOf(fan.token)).toMatchObject({ email_verified: true, premium: true });
  });
});
