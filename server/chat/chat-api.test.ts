import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { users } from "../auth/schema.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { readSse, type SseMessage } from "../live/sse-reader.ts";
import { auditLog } from "../platform/audit/schema.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches } from "../sports/schema.ts";
import { chatMessages } from "./schema.ts";
import { call, type Fan, signUp } from "./testing.ts";

let database: Database;
let site: TestSite;
let live: number;
let finished: number;
let ada: Fan;
let ben: Fan;
let mod: Fan;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date() });
  site = await startTestSite({ database, env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-chat-tests" } });
  const [a, b] = await database.db.select({ id: matches.id }).from(matches).limit(2);
  live = a!.id;
  finished = b!.id;
  await database.db
    .update(matches)
    .set({ status: "live", kickoffAt: new Date() })
    .where(eq(matches.id, live));
  await database.db
    .update(matches)
    .set({ status: "finished", kickoffAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(matches.id, finished));
  ada = await signUp(site, { name: "Ada" });
  ben = await signUp(site, { name: "Ben" });
  mod = await signUp(site, { role: "moderator", name: "Marshal" });
}, 60_000);

afterAll(async () => {
  await site.close();
  await database.close();
});

let n = 0;
const clientId = () => `client-${++n}-${Date.now()}`;
const send = (fan: Fan, text: string, extra: Record<string, unknown> = {}, match = live) =>
  call(site, "POST", `/matches/${match}/chat/messages`, {
    token: fan.token,
    body: { text, client_id: clientId(), ...extra },
  });

describe("writing in a match's chat", () => {
  it("posts a message once, however often the client retries", async () => {
    const body = { text: "Come on you Hoops!", client_id: clientId() };
    const path = `/matches/${live}/chat/messages`;
    const [first, ...retries] = await Promise.all(
      [1, 2, 3].map(() => call(site, "POST", path, { token: ada.token, body })),
    );
    expect(first!.status).toBe(201);
    expect(first!.body.data).toMatchObject({ text: body.text, user: { id: ada.userId, name: "Ada" } });
    for (const retry of retries) expect(retry.body.data.id).toBe(first!.body.data.id);
    const rows = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientId, body.client_id));
    expect(rows).toHaveLength(1);
  });

  it("stores replies and resolves mentions to accounts", async () => {
    const question = await send(ben, "Who scored?");
    const answer = await send(ada, "@Ben it was the captain", { reply_to: question.body.data.id });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      reply_to: { id: question.body.data.id, text: "Who scored?", user: { name: "Ben" } },
      mentions: [{ id: ben.userId, name: "Ben" }],
    });
  });

  it("refuses long, unverified, anonymous and closed-room writes with their codes", async () => {
    expect((await send(ada, "x".repeat(501))).body.error?.code).toBe("message-too-long");
    expect((await send(ada, "⚽".repeat(500))).status).toBe(201);
    const unverified = await signUp(site, { verified: false });
    expect((await send(unverified, "hello")).body.error?.code).toBe("email-not-verified");
    const anonymous = await call(site, "POST", `/matches/${live}/chat/messages`, {
      body: { text: "hi", client_id: clientId() },
    });
    expect(anonymous.status).toBe(401);
    const closed = await send(ada, "late to the party", {}, finished);
    expect(closed.status).toBe(403);
    expect(closed.body.error?.code).toBe("chat-closed");
    const read = await call<{ room: { open: boolean } }>(site, "GET", `/matches/${finished}/chat/messages`);
    expect(read.body.room.open).toBe(false);
  });

  it("masks blocked words, however they are spelt", async () => {
    const sent = await send(ben, "what a $ h 1 t pass from Scunthorpe");
    expect(sent.body.data.text).toBe("what a ******* pass from Scunthorpe");
  });

  it("strips bidirectional overrides from chat text and writers' names", async () => {
    const fan = await signUp(site, { name: "Cal" });
    const renamed = await call(site, "PATCH", "/auth/me", {
      token: fan.token,
      body: { display_name: "\u202eCal\u2066 the Keeper\u2069" },
    });
    expect(renamed.body.data).toMatchObject({ display_name: "Cal the Keeper" });
    const sent = await send(fan, "Great save \u202e!lanif eht ni\u202c what a game");
    expect(sent.body.data).toMatchObject({
      text: "Great save !lanif eht ni what a game",
      user: { name: "Cal the Keeper" },
    });
    // A name kept from before the rule does not carry its overrides into the room either.
    await database.db.update(users).set({ displayName: "Old\u202dName" }).where(eq(users.id, fan.userId));
    expect((await send(fan, "still here")).body.data.user).toMatchObject({ name: "OldName" });
    expect((await send(fan, "\u202a\u202e\u2067")).body.error?.code).toBe("message-empty");
  });

  it("limits a writer to a burst of five, then answers chat-rate-limited with Retry-After", async () => {
    const eager = await signUp(site);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(eager, `goal number ${i}`));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body.error?.code).toBe("chat-rate-limited");
    expect(Number(answers[5]!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });

  it("refuses the same text twice in a row", async () => {
    const parrot = await signUp(site);
    expect((await send(parrot, "referee!")).status).toBe(201);
    const again = await send(parrot, "referee!");
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("chat-duplicate");
  });
});

describe("reading a room", () => {
  it("pages back through history with the cursor", async () => {
    const room = (await database.db.select({ id: matches.id }).from(matches).limit(3))[2]!.id;
    await database.db.insert(chatMessages).values(
      Array.from({ length: 250 }, (_, i) => ({
        matchId: room,
        userId: ada.userId,
        userName: "Ada",
        clientId: `seed-${i}`,
        text: `message ${i}`,
      })),
    );
    type Page = { data: Array<{ text: string }>; next_cursor: string | null };
    const first = await call<Page>(site, "GET", `/matches/${room}/chat/messages`);
    expect(first.body.data).toHaveLength(200);
    expect(first.body.data.at(-1)!.text).toBe("message 249");
    expect(first.body.data[0]!.text).toBe("message 50");
    const older = await call<Page>(
      site,
      "GET",
      `/matches/${room}/chat/messages?before=${first.body.next_cursor}`,
    );
    expect(older.body.data.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i}`));
    expect(older.body.next_cursor).toBeNull();
    // A cursor is opaque: a message id or a garbled cursor is refused, not read.
    for (const forged of ["50", `${first.body.next_cursor}~`, "bm90LWEtY3Vyc29y"]) {
      const refused = await call<{ error: { code: string } }>(
        site,
        "GET",
        `/matches/${room}/chat/messages?before=${encodeURIComponent(forged)}`,
      );
      expect([refused.status, refused.body.error.code], forged).toEqual([400, "invalid-before"]);
    }
  });

  it("streams new messages and resumes after a reconnect without repeats", async () => {
    const { body } = await call<{ seq: number }>(site, "GET", `/matches/${live}/chat/messages`);
    const seen: SseMessage[] = [];
    const first = readSse(`${site.url}/api/matches/${live}/chat/stream?lastEventId=${body.seq}`, (m) =>
      seen.push(m),
    );
    expect(await first.status).toBe(200);
    const sent = await send(ben, "streamed one");
    await expect.poll(() => seen.filter((m) => m.event === "message").length).toBe(1);
    first.cut();
    const lastId = seen.filter((m) => m.event === "message").at(-1)!.id!;
    await send(ada, "sent while away");
    const again: SseMessage[] = [];
    const second = readSse(`${site.url}/api/matches/${live}/chat/stream`, (m) => again.push(m), {
      "Last-Event-ID": lastId,
    });
    await expect.poll(() => again.some((m) => m.event === "ready")).toBe(true);
    const texts = again.filter((m) => m.event === "message").map((m) => JSON.parse(m.data).text);
    expect(texts).toEqual(["sent while away"]);
    expect(JSON.parse(seen.find((m) => m.event === "message")!.data).id).toBe(sent.body.data.id);
    second.cut();
  });
});

describe("the match's own stream with its chat", () => {
  const chatSeqOf = (id: string | null) => Number(/chat:(\d+)/.exec(id ?? "")?.[1]);
  const changes = (messages: SseMessage[]) =>
    messages
      .filter((m) => ["message", "message-deleted", "reactions", "room", "cleared"].includes(m.event))
      .map((m) => `${m.event} ${m.data}`);

  it("carries the room to every reader the chat stream carries it to, and nothing of other rooms", async () => {
    const [, , , fourth] = await database.db.select({ id: matches.id }).from(matches).limit(4);
    const room = fourth!.id;
    await database.db
      .update(matches)
      .set({ status: "live", kickoffAt: new Date() })
      .where(eq(matches.id, room));
    const banned = await signUp(site);
    await call(site, "POST", "/chat/bans", {
      token: mod.token,
      body: { user_id: banned.userId, reason: "Abuse" },
    });
    const premium = await call(site, "PATCH", `/matches/${room}/chat/room`, {
      token: mod.token,
      body: { premium_only: true, slow_mode_seconds: 30 },
    });
    expect(premium.status).toBe(200);

    // A guest and a banned fan: each on the room's own stream and on the match's.
    const guest: Record<string, string> = {};
    const readers = [guest, { Authorization: `Bearer ${banned.token}` }].flatMap((headers) =>
      [`/matches/${room}/chat/stream`, `/live/matches/${room}?with=chat`].map((path) => {
        const heard: SseMessage[] = [];
        return { heard, stream: readSse(`${site.url}/api${path}`, (m) => heard.push(m), headers) };
      }),
    );
    for (const { stream } of readers) expect(await stream.status).toBe(200);
    for (const { heard } of readers) {
      await expect.poll(() => heard.some((m) => m.event === "ready" || m.event === "chat-ready")).toBe(true);
    }
    // A fan may not write in a premium-only room; a moderator may, and what is said elsewhere stays there.
    expect((await send(ben, "not premium", {}, room)).body.error?.code).toBe("chat-premium-only");
    expect((await send(banned, "still banned", {}, room)).body.error?.code).toBe("chat-banned");
    await send(ada, "another room", {}, live);
    const said = await send(mod, "Premium room, calm please", {}, room);
    await call(site, "DELETE", `/chat/messages/${said.body.data.id}`, { token: mod.token });
    await call(site, "PATCH", `/matches/${room}/chat/room`, {
      token: mod.token,
      body: { slow_mode_seconds: 0 },
    });

    for (const { heard } of readers) {
      await expect.poll(() => changes(heard).length).toBe(3);
    }
    const [own] = readers;
    expect(changes(own!.heard).map((line) => line.split(" ")[0])).toEqual([
      "message",
      "message-deleted",
      "room",
    ]);
    for (const { heard } of readers) expect(changes(heard)).toEqual(changes(own!.heard));
    expect(changes(own!.heard).join("\n")).not.toContain("another room");
    for (const { stream } of readers) stream.cut();
  });

  it("resumes the room and the match from one composite id, without repeats", async () => {
    // Fans of their own: the writers above have used up their burst.
    const [cal, dee] = [await signUp(site, { name: "Cal" }), await signUp(site, { name: "Dee" })];
    const { body } = await call<{ seq: number }>(site, "GET", `/matches/${live}/chat/messages`);
    const seen: SseMessage[] = [];
    const first = readSse(
      `${site.url}/api/live/matches/${live}?with=chat&lastEventId=chat:${body.seq}`,
      (m) => seen.push(m),
    );
    expect(await first.status).toBe(200);
    expect((await send(cal, "on the match stream")).status).toBe(201);
    await expect.poll(() => seen.filter((m) => m.event === "message").length).toBe(1);
    first.cut();
    const lastId = seen.filter((m) => m.event === "message").at(-1)!.id!;
    expect(lastId).toMatch(/^live:\d+,(odds:\d+,)?chat:\d+$/);
    expect((await send(dee, "said while the page was away")).status).toBe(201);
    const again: SseMessage[] = [];
    const second = readSse(`${site.url}/api/live/matches/${live}?with=chat`, (m) => again.push(m), {
      "Last-Event-ID": lastId,
    });
    await expect.poll(() => again.some((m) => m.event === "chat-ready")).toBe(true);
    const replayed = again.filter((m) => m.event === "message");
    expect(replayed.map((m) => JSON.parse(m.data).text)).toEqual(["said while the page was away"]);
    expect(chatSeqOf(replayed[0]!.id)).toBeGreaterThan(chatSeqOf(lastId));
    second.cut();
  });

  it("answers a room that does not exist with 404 and an unknown topic with 400", async () => {
    const missing = await call(site, "GET", "/live/matches/2147483000?with=chat");
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe("match-not-found");
    const unknown = await call(site, "GET", `/live/matches/${live}?with=everything`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toMatch(/^invalid-/);
  });
});

describe("moderation", () => {
  it("times a user out and tells them why and until when; audited", async () => {
    const loud = await signUp(site);
    const timeout = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: loud.userId, match_id: live, seconds: 600, reason: "Shouting" },
    });
    expect(timeout.status).toBe(201);
    const refused = await send(loud, "let me speak");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "chat-timeout",
      details: { reason: "Shouting", until: timeout.body.data.until },
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "chat.timeout"));
    expect(audit.map((row) => row.targetId)).toContain(String(loud.userId));
  });

  it("bans everywhere, refuses fans the moderator tools and bounds time-outs", async () => {
    const troll = await signUp(site);
    const ban = await call(site, "POST", "/chat/bans", {
      token: mod.token,
      body: { user_id: troll.userId, reason: "Abuse" },
    });
    expect(ban.body.data).toMatchObject({ until: null, match_id: null });
    const refused = await send(troll, "hi");
    expect(refused.body.error).toMatchObject({
      code: "chat-banned",
      details: { everywhere: true, until: null },
    });
    expect(
      (await call(site, "POST", "/chat/bans", { token: ada.token, body: { user_id: ben.userId } })).status,
    ).toBe(403);
    const tooLong = await call(site, "POST", "/chat/timeouts", {
      token: mod.token,
      body: { user_id: ben.userId, seconds: 86_401 },
    });
    expect(tooLong.status).toBe(400);
  });

  it("queues reports with context for the moderators, who delete the message", async () => {
    const [cyd, dot] = [await signUp(site), await signUp(site)];
    await send(cyd, "before the bad one");
    const bad = await send(dot, "a nasty remark");
    await send(cyd, "after the bad one");
    const report = await call(site, "POST", `/chat/messages/${bad.body.data.id}/report`, {
      token: ada.token,
      body: { reason: "Rude" },
    });
    expect(report.status).toBe(201);
    type Queue = { data: Array<{ id: number; message: { id: number }; context: Array<{ text: string }> }> };
    const queue = await call<Queue>(site, "GET", "/chat/reports", { token: mod.token });
    const queued = queue.body.data.find((r) => r.message.id === bad.body.data.id)!;
    expect(queued.context.map((m) => m.text)).toEqual(
      expect.arrayContaining(["before the bad one", "a nasty remark", "after the bad one"]),
    );
    expect((await call(site, "GET", "/chat/reports", { token: ada.token })).status).toBe(403);
    expect(
      (await call(site, "DELETE", `/chat/messages/${bad.body.data.id}`, { token: mod.token })).status,
    ).toBe(204);
    const after = await call<Queue>(site, "GET", "/chat/reports", { token: mod.token });
    expect(after.body.data.find((r) => r.id === queued.id)).toBeUndefined();
    const history = await call<{ data: Array<{ id: number }> }>(
      site,
      "GET",
      `/matches/${live}/chat/messages`,
    );
    expect(history.body.data.map((m) => m.id)).not.toContain(bad.body.data.id);
  });

  it("dismisses many reports at once, one audit entry each; a retry changes nothing more", async () => {
    const writer = await signUp(site);
    const reported: number[] = [];
    for (const text of ["first grumble", "second grumble", "third grumble"]) {
      const message = await send(writer, text);
      const report = await call<{ data: { id: number } }>(
        site,
        "POST",
        `/chat/messages/${message.body.data.id}/report`,
        {
          token: ada.token,
          body: { reason: "Spam" },
        },
      );
      reported.push(report.body.data.id);
    }
    const bulk = (body: unknown, token = mod.token) =>
      call(site, "POST", "/chat/reports/bulk", { token, body });
    const chosen = [reported[2]!, reported[0]!];
    const dismissed = await bulk({ action: "dismiss", ids: chosen });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ data: { changed: chosen, unchanged: [] } });
    type Queue = { data: Array<{ id: number }> };
    const open = (await call<Queue>(site, "GET", "/chat/reports", { token: mod.token })).body.data.map(
      (r) => r.id,
    );
    expect(open).toContain(reported[1]);
    expect(open).not.toContain(reported[0]);
    const closed = await call<Queue>(site, "GET", "/chat/reports?status=dismissed", { token: mod.token });
    expect(closed.body.data.map((r) => r.id)).toEqual(expect.arrayContaining(chosen));
    // A retry with one more: the two already closed are unchanged.
    expect((await bulk({ action: "dismiss", ids: reported })).body).toEqual({
      data: { changed: [reported[1]!], unchanged: [reported[0]!, reported[2]!] },
    });
    const audited = await database.db
      .select({ action: auditLog.action, target: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.targetType, "chat-report"));
    for (const id of reported) {
      expect(audited.filter((row) => row.target === String(id)).map((row) => row.action)).toEqual([
        "chat.report.dismiss",
      ]);
    }
    const unknown = await bulk({ action: "dismiss", ids: [reported[0]!, 999_999] });
    expect([unknown.status, unknown.body]).toMatchObject([
      422,
      { error: { code: "reports-not-found", details: { missing: [999_999] } } },
    ]);
    expect((await bulk({ action: "ban", ids: [reported[0]!] })).status).toBe(400);
    expect((await bulk({ action: "dismiss", ids: [] })).status).toBe(400);
    expect((await bulk({ action: "dismiss", ids: [reported[0]!] }, ada.token)).status).toBe(403);
  });

  it("toggles reactions and slows the room down", async () => {
    const keeper = await signUp(site);
    const message = await send(keeper, "what a save");
    const react = () =>
      call(site, "POST", `/chat/messages/${message.body.data.id}/reactions`, {
        token: ben.token,
        body: { emoji: "🔥" },
      });
    expect((await react()).body.data).toMatchObject({ reactions: { "🔥": 1 }, reacted: true });
    expect((await react()).body.data).toMatchObject({ reactions: {}, reacted: false });
    const slow = await call(site, "PATCH", `/matches/${live}/chat/room`, {
      token: mod.token,
      body: { slow_mode_seconds: 60, pinned_message_id: message.body.data.id },
    });
    expect(slow.body.data).toMatchObject({ slow_mode_seconds: 60, pinned: { id: message.body.data.id } });
    const calm = await signUp(site);
    expect((await send(calm, "first")).status).toBe(201);
    const second = await send(calm, "second");
    expect(second.body.error?.code).toBe("chat-slow-mode");
    await call(site, "PATCH", `/matches/${live}/chat/room`, {
      token: mod.token,
      body: { slow_mode_seconds: 0 },
    });
  });

  it("refuses a room save based on settings another moderator has changed since", async () => {
    type Room = { slow_mode_seconds: number; premium_only: boolean; version: number };
    const change = (body: Record<string, unknown>) =>
      call<{ data: Room }>(site, "PATCH", `/matches/${live}/chat/room`, { token: mod.token, body });
    const opened = (await change({ premium_only: true })).body.data;
    expect(opened.premium_only).toBe(true);
    // Two moderators open the form at the same version; the first saves slow mode.
    const first = await change({ slow_mode_seconds: 30, premium_only: true, version: opened.version });
    expect(first.status).toBe(200);
    expect(first.body.data.version).not.toBe(opened.version);
    const stale = await change({ slow_mode_seconds: 0, premium_only: false, version: opened.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: "edit-conflict",
      details: { current: { slow_mode_seconds: 30, premium_only: true } },
    });
    // Nothing of the stale save landed.
    const read = await call<{ room: { settings: Room } }>(site, "GET", `/matches/${live}/chat/messages`);
    expect(read.body.room.settings).toMatchObject({ slow_mode_seconds: 30, premium_only: true });
    await change({ slow_mode_seconds: 0, premium_only: false, version: first.body.data.version });
  });
});
