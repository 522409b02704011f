import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanLength as browserCount } from "../../../shared/characters.ts";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../../auth/testing/smtp-receiver.ts";
import { contactMessages } from "../schema.ts";
import { createContactService } from "./contact.ts";
import { characterCount, cleanText } from "./text.ts";

// Mail goes over real SMTP to a receiver on loopback, as a mail server would take it.
let smtp: SmtpReceiver;
let site: TestSite;
const SUPPORT = "support@goalline.test";

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  site = await startTestSite({
    env: {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: SUPPORT,
      SITE_URL: "http://localhost:3390",
      // Each test speaks from its own address, so the per-address limit counts only its own posts.
      TRUST_PROXY: "true",
      DATA_DIR: "/tmp/goalline-contact-tests",
    },
  });
}, 60_000);
afterAll(async () => {
  await site.close();
  await smtp.close();
});

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;

async function send(body: unknown, headers: Record<string, string> = {}, from = freshAddress()) {
  const response = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": from, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "billing" as const,
  message: "Charged twice?",
};
const stored = (id: number) =>
  site.services.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));

describe("sending the contact form", () => {
  it("stores the message, mails it to support (answerable to the sender) and sends a receipt", async () => {
    const from = freshAddress();
    const answer = await send(
      { ...valid, name: "  Ada Lovelace ", message: "Was I\r\ncharged twice?  " },
      {},
      from,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ data: { id: expect.any(Number), status: "new" } });
    const [row] = await stored(answer.body.data.id);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "billing",
      message: "Was I\ncharged twice?",
      status: "new",
      userId: null,
      ip: from,
    });

    const toSupport = await smtp.waitFor(SUPPORT, /\[Billing\] Message from Ada Lovelace/);
    expect(toSupport.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>/m);
    expect(toSupport.text).toContain("charged twice?");
    expect(toSupport.text).toContain(`http://localhost:3390/cms/inbox/${row!.id}`);
    const receipt = await smtp.waitFor("ada@example.com", /^Your message to Goalline \(billing\)$/);
    expect(receipt.raw).toMatch(/^Reply-To: support@goalline\.test/m);
    expect(receipt.raw).toMatch(new RegExp(`^Message-ID: <contact-${row!.id}@localhost>`, "m"));
    // The receipt does not repeat the visitor's words.
    expect(receipt.text).not.toContain("charged twice");
  });

  it("keeps the signed-in sender's account with the message", async () => {
    const signedIn = await site.services.auth.register(
      { email: "fan@example.com", password: "correct horse battery staple", displayName: "Fan" },
      { ip: null, device: "test" },
    );
    const answer = await send(
      { ...valid, email: "fan@example.com" },
      { Authorization: `Bearer ${signedIn.data.token.access_token}` },
    );
    expect(answer.status).toBe(201);
    expect((await stored(answer.body.data.id))[0]?.userId).toBe(signedIn.data.id);
  });

  it("names every wrong field at once, the code naming the first", async () => {
    const answer = await send({ name: " ", email: "not-an-address", topic: "sales", message: "\n \n" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("invalid-name");
    expect(answer.body.error.details.fields).toEqual({
      name: "Enter your name.",
      email: "Enter a valid e-mail address, like name@example.com.",
      topic: "Choose what your message is about.",
      message: "Write your message.",
    });
  });

  it.each([
    ["name", { name: "x".repeat(101) }, "Keep your name to 100 characters."],
    [
      "name",
      { name: "Ada\nBcc: everyone@example.com" },
      "Your name cannot hold line breaks or control characters.",
    ],
    ["name", { name: 42 }, "Enter your name."],
    ["email", { email: "" }, "Enter your e-mail address."],
    [
      "email",
      { email: `${"a".repeat(245)}@example.com` },
      "Enter a valid e-mail address, like name@example.com.",
    ],
    ["topic", { topic: undefined }, "Choose what your message is about."],
    ["message", { message: undefined }, "Write your message."],
    ["message", { message: "bell \u0007 here" }, "Your message holds characters we cannot store."],
  ])("refuses a wrong %s: %j", async (field, change, message) => {
    const answer = await send({ ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: `invalid-${field}`, message });
    expect(Object.keys(answer.body.error.details.fields)).toEqual([field]);
  });

  it("never reaches the form with a NUL: the edge refuses it for every route, and nothing is sent", async () => {
    const count = async () =>
      (await site.services.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]?.n;
    const before = await count();
    const answer = await send({ ...valid, message: "null byte \u0000 here" });
    expect([answer.status, answer.body.error.code]).toEqual([400, "invalid-character"]);
    expect(await count()).toBe(before);
  });

  it("counts code points after NFC, as the page's counter does: 5000 pass, 5001 do not", async () => {
    // 4990 emoji (two UTF-16 units each), five accents typed as combining marks, a CRLF line break.
    const text = `  ${"👍".repeat(4990)}${"e\u0301".repeat(5)}x\r\ny!?  `;
    expect(characterCount(cleanText(text))).toBe(5000);
    expect(browserCount(text)).toBe(5000);
    const exact = await send({ ...valid, message: text });
    expect(exact.status).toBe(201);
    const [row] = await stored(exact.body.data.id);
    expect(row?.message).toBe(`${"👍".repeat(4990)}${"é".repeat(5)}x\ny!?`);

    const over = await send({ ...valid, message: `${text.trim()}é` });
    expect(browserCount(`${text.trim()}é`)).toBe(5001);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: "invalid-message",
      message: "Keep your message to 5000 characters; it has 5001.",
    });
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const real = await send({ ...valid, email: "real@example.com" });
    await smtp.waitFor("real@example.com", /Your message to/);
    const trap = await send({ ...valid, email: "robot@example.com", website: "https://spam.example" });
    expect(trap.status).toBe(201);
    expect(trap.body).toEqual({ data: { id: expect.any(Number), status: "new" } });
    expect(trap.body.data.id).toBeGreaterThan(real.body.data.id);
    expect(await stored(trap.body.data.id)).toEqual([]);
    const robots = await site.services.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "robot@example.com"));
    expect(robots).toEqual([]);
    await expect(smtp.waitFor("robot@example.com", /.*/, 500)).rejects.toThrow(/no mail/);
  });

  it("takes five messages an hour from one address, honeypot hits included; the sixth is 429", async () => {
    const from = freshAddress();
    for (let i = 0; i < 4; i += 1) expect((await send(valid, {}, from)).status).toBe(201);
    expect((await send({ ...valid, website: "x" }, {}, from)).status).toBe(201);
    const sixth = await send(valid, {}, from);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("too-many-requests");
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address still gets through.
    expect((await send(valid)).status).toBe(201);
  });

  it("replays a retried post with the same Idempotency-Key instead of sending twice", async () => {
    const from = freshAddress();
    const body = { ...valid, email: "retry@example.com" };
    const headers = { "Idempotency-Key": "contact-retry-0001" };
    const first = await send(body, headers, from);
    const again = await send(body, headers, from);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const rows = await site.services.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "retry@example.com"));
    expect(rows).toHaveLength(1);
    await smtp.waitFor("retry@example.com", /Your message to/);
    await expect(smtp.waitFor("retry@example.com", /Your message to/, 500)).rejects.toThrow(/no mail/);
  });

  it("keeps the message, new in the inbox, when mail cannot be sent", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const contact = createContactService({
      db: site.services.database.db,
      config: { SUPPORT_EMAIL: SUPPORT, SITE_NAME: "Goalline", SITE_URL: "http://localhost:3390" },
      logger,
      mailer: { send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")) },
      i18n: site.services.i18n,
    });
    const answer = await contact.submit(
      { ...valid, email: "unlucky@example.com", topic: "support" },
      { userId: null, ip: freshAddress() },
    );
    expect(answer.status).toBe("new");
    const listed = await site.services.contact.list({ status: "new", q: "unlucky@", limit: 10, offset: 0 });
    expect(listed.data.map((m) => m.id)).toEqual([answer.id]);
    expect(lines.join("\n")).toMatch(/not mailed to support; it waits in the inbox/);
  });

  it("stores only, warning once, when no support address is configured", async () => {
    const lines: string[] = [];
    const sent: string[] = [];
    const contact = createContactService({
      db: site.services.database.db,
      config: { SITE_NAME: "Goalline", SITE_URL: "http://localhost:3390" },
      logger: pino({ level: "info" }, { write: (line: string) => lines.push(line) }),
      mailer: { send: async (mail) => void sent.push(mail.to) },
      i18n: site.services.i18n,
    });
    for (let i = 0; i < 2; i += 1) {
      await contact.submit(
        { ...valid, email: "nosupport@example.com" },
        { userId: null, ip: freshAddress() },
      );
    }
    expect(sent).toEqual(["nosupport@example.com", "nosupport@example.com"]);
    expect(lines.filter((line) => line.includes("SUPPORT_EMAIL is not set"))).toHaveLength(1);
    const [count] = await site.services.database.db
      .execute(sql`select count(*)::int as n from contact_messages where email = 'nosupport@example.com'`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count?.n).toBe(2);
  });
});
