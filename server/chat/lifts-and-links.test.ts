import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { makeStaff } from "../auth/testing/staff.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { auditLog } from "../platform/audit/schema.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches } from "../sports/schema.ts";
import { call, type Fan, signUp } from "./testing.ts";

let database: Database;
let site: TestSite;
let live: number;
let other: number;
let mod: Fan;
let operator: Fan;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date() });
  site = await startTestSite({
    database,
    env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-chat-lift-tests" },
  });
  const rows = await database.db.select({ id: matches.id }).from(matches).limit(2);
  [live, other] = [rows[0]!.id, rows[1]!.id];
  for (const id of [live, other]) {
    await database.db
      .update(matches)
      .set({ status: "live", kickoffAt: new Date() })
      .where(eq(matches.id, id));
  }
  mod = await signUp(site, { role: "moderator", name: "Referee" });
  operator = await signUp(site, { role: "operator", name: "Groundsman" });
  // Operators reach the admin area with two-step sign-in on.
  await makeStaff(database.db, { id: operator.userId }, "operator");
}, 60_000);

afterAll(async () => {
  await site.close();
  await database.close();
});

let n = 0;
const send = (fan: Fan, text: string, match = live) =>
  call(site, "POST", `/matches/${match}/chat/messages`, {
    token: fan.token,
    body: { text, client_id: `lift-${++n}-${Date.now()}` },
  });
const audits = (action: string, target: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(target))));
type Sanctions = {
  data: Array<{
    id: number;
    user_name: string;
    match_id: number | null;
    reason: string;
    until: string | null;
    by: { name: string };
  }>;
};

describe("time-out durations", () => {
  it("times out for the length the moderator chose", async () => {
    const fan = await signUp(site);
    const before = Date.now();
    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: fan.userId, match_id: live, seconds: 300, reason: "Calm down" },
    });
    expect(timeout.status).toBe(201);
    const until = Date.parse(timeout.body.data.until as string);
    expect(until - before).toBeGreaterThanOrEqual(299_000);
    expect(until - before).toBeLessThan(360_000);
  });

  it("refuses other lengths with invalid-duration", async () => {
    const fan = await signUp(site);
    for (const seconds of [30, 86_401, 90.5, -600]) {
      const answer = await call(site, "POST", "/chat/timeouts", {
        token: mod.token,
        body: { user_id: fan.userId, match_id: live, seconds },
      });
      expect(answer.status, String(seconds)).toBe(400);
      expect(answer.body.error?.code).toBe("invalid-duration");
    }
    const ban = await call(site, "POST", "/chat/bans", {
      token: mod.token,
      body: { user_id: fan.userId, seconds: 10 },
    });
    expect(ban.body.error?.code).toBe("invalid-duration");
    expect((await send(fan, "still allowed to talk")).status).toBe(201);
  });
});

describe("lifting sanctions", () => {
  it("lists a room time-out, lifts it once and lets the fan talk again", async () => {
    const fan = await signUp(site, { name: "Hothead" });
    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: fan.userId, match_id: live, seconds: 3600, reason: "Shouting" },
    });
    const id = timeout.body.data.id as number;
    const list = await call<Sanctions>(site, "GET", "/chat/sanctions", { token: mod.token });
    expect(list.body.data.find((s) => s.id === id)).toMatchObject({
      user_name: "Hothead",
      match_id: live,
      reason: "Shouting",
      until: timeout.body.data.until,
      by: { name: "Referee" },
    });
    expect((await send(fan, "let me in")).body.error?.code).toBe("chat-timeout");
    for (let i = 0; i < 2; i++) {
      expect((await call(site, "DELETE", `/chat/timeouts/${id}`, { token: mod.token })).status).toBe(204);
    }
    expect(await audits("chat.timeout.lift", fan.userId)).toHaveLength(1);
    expect((await send(fan, "thank you ref")).status).toBe(201);
    const after = await call<Sanctions>(site, "GET", "/chat/sanctions", { token: mod.token });
    expect(after.body.data.map((s) => s.id)).not.toContain(id);
  });

  it("lifts a ban from every room", async () => {
    const fan = await signUp(site);
    const ban = await call(site, "POST", "/chat/bans", {
      token: mod.token,
      body: { user_id: fan.userId, reason: "Spam" },
    });
    const id = ban.body.data.id as number;
    expect((await send(fan, "hello", other)).body.error?.code).toBe("chat-banned");
    expect((await call(site, "DELETE", `/chat/bans/${id}`, { token: mod.token })).status).toBe(204);
    expect((await send(fan, "hello again", other)).status).toBe(201);
    expect((await send(fan, "and here", live)).status).toBe(201);
    expect(await audits("chat.ban.lift", fan.userId)).toHaveLength(1);
  });

  it("answers sanction-not-found for an unknown or mismatched id, and 403 to fans", async () => {
    const fan = await signUp(site);
    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: fan.userId, seconds: 600 },
    });
    const wrongKind = await call(site, "DELETE", `/chat/bans/${timeout.body.data.id}`, { token: mod.token });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.error?.code).toBe("sanction-not-found");
    expect(
      (await call(site, "DELETE", "/chat/timeouts/2000000000", { token: mod.token })).body.error?.code,
    ).toBe("sanction-not-found");
    expect(
      (await call(site, "DELETE", `/chat/timeouts/${timeout.body.data.id}`, { token: fan.token })).status,
    ).toBe(403);
    expect((await call(site, "GET", "/chat/sanctions", { token: fan.token })).status).toBe(403);
  });
});

describe("sanctioning a reported author", () => {
  it("times out the author by account id after the message is deleted, and lists their sanctions alone", async () => {
    const [author, reporter, bystander] = [
      await signUp(site, { name: "Gone" }),
      await signUp(site),
      await signUp(site),
    ];
    const message = (await send(author, "a remark to regret")).body.data.id as number;
    await call(site, "POST", `/chat/messages/${message}/report`, {
      token: reporter.token,
      body: { reason: "Rude" },
    });
    expect((await call(site, "DELETE", `/chat/messages/${message}`, { token: mod.token })).status).toBe(204);

    // The closed report still names the author, so the moderator can still act on them.
    type Queue = { data: Array<{ message: { id: number; deleted: boolean; user: { id: number } } | null }> };
    const actioned = await call<Queue>(site, "GET", "/chat/reports?status=actioned", { token: mod.token });
    const closed = actioned.body.data.find((r) => r.message?.id === message);
    expect(closed?.message).toMatchObject({ deleted: true, user: { id: author.userId } });

    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: author.userId, match_id: live, seconds: 600, reason: "Rude" },
    });
    expect(timeout.status).toBe(201);
    expect(await audits("chat.timeout", author.userId)).toHaveLength(1);
    await call(site, "POST", "/chat/bans", { token: mod.token, body: { user_id: bystander.userId } });

    const theirs = await call<Sanctions>(site, "GET", `/chat/sanctions?user_id=${author.userId}`, {
      token: mod.token,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((s) => s.id)).toEqual([timeout.body.data.id]);
    expect((await send(author, "sorry")).body.error?.code).toBe("chat-timeout");
  });

  it("refuses a role without chat moderation, whichever moderation route it uses", async () => {
    const editor = await signUp(site, { role: "editor" });
    const fan = await signUp(site);
    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: fan.userId, seconds: 600 },
    });
    const refusals = [
      await call(site, "POST", "/chat/timeouts", {
        token: editor.token,
        body: { user_id: fan.userId, seconds: 600 },
      }),
      await call(site, "POST", "/chat/bans", { token: editor.token, body: { user_id: fan.userId } }),
      await call(site, "DELETE", `/chat/timeouts/${timeout.body.data.id}`, { token: editor.token }),
      await call(site, "GET", `/chat/sanctions?user_id=${fan.userId}`, { token: editor.token }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("forbidden-role");
    }
    expect(await audits("chat.ban", fan.userId)).toHaveLength(0);
    expect(await audits("chat.timeout.lift", fan.userId)).toHaveLength(0);
  });
});

describe("links in the chat", () => {
  type Settings = { data: { allow_links: boolean; version: number } };
  const settings = () => call<Settings>(site, "GET", "/cms/chat/settings", { token: mod.token });
  const change = (allow: boolean, version: number, token = operator.token) =>
    call<Settings>(site, "PATCH", "/cms/chat/settings", { token, body: { allow_links: allow, version } });

  it("keeps addresses as text while the operator's switch is off (the default)", async () => {
    const fan = await signUp(site);
    const current = await settings();
    expect(current.body.data.allow_links).toBe(false);
    for (const text of ["free stream https://example.com/live", "tickets at bit.ly/derby"]) {
      const sent = await send(fan, text);
      expect(sent.status, text).toBe(201);
      expect(sent.body.data.text).toBe(text);
    }
    const page = await call<{ room: { links_allowed: boolean } }>(
      site,
      "GET",
      `/matches/${live}/chat/messages`,
    );
    expect(page.body.room.links_allowed).toBe(false);
    expect((await send(fan, "2.5 goals tonight, e.g. 3-1")).body.data.links).toEqual([]);
  });

  it("lets only operators switch links on; the change is versioned and audited", async () => {
    const { version } = (await settings()).body.data;
    const byModerator = await change(true, version, mod.token);
    expect(byModerator.status).toBe(403);
    const on = await change(true, version);
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ allow_links: true, version: version + 1 });
    expect((await change(false, version)).body.error?.code).toBe("edit-conflict");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "chat-settings.update"));
    expect(audit.at(-1)!.after).toMatchObject({ allow_links: true });

    const fan = await signUp(site);
    const sent = await send(fan, "highlights: https://example.com/goals");
    expect(sent.status).toBe(201);
    expect(sent.body.data.links).toEqual([
      { text: "https://example.com/goals", href: "https://example.com/goals" },
    ]);
    const page = await call<{ room: { links_allowed: boolean } }>(
      site,
      "GET",
      `/matches/${live}/chat/messages`,
    );
    expect(page.body.room.links_allowed).toBe(true);

    expect((await change(false, version + 1)).status).toBe(200);
    const after = await call<{ room: { links_allowed: boolean } }>(
      site,
      "GET",
      `/matches/${live}/chat/messages`,
    );
    expect(after.body.room.links_allowed).toBe(false);
  });
});
