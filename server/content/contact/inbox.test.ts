import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestSite } from "../../app/testing/test-site.ts";
import { siteWithMailForFile } from "../../auth/testing/smtp-receiver.ts";
import { staffAccount } from "../../auth/testing/staff.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { apiCall } from "../../testing/api-call.ts";

// Replies go over real SMTP to a receiver on loopback.
const { site, smtp } = siteWithMailForFile((smtpUrl) =>
  startTestSite({
    env: {
      SMTP_URL: smtpUrl,
      SUPPORT_EMAIL: "support@goalline.test",
      SITE_URL: "http://localhost:3390",
      TRUST_PROXY: "true",
      DATA_DIR: "/tmp/goalline-contact-inbox-tests",
    },
  }),
);

let made = 0;
async function staff(role: string) {
  made += 1;
  return staffAccount(site, role, { email: `inbox${made}@example.com`, displayName: `Inbox ${made}` });
}

const api = apiCall(site);

let visitors = 0;
async function message(
  fields: { name: string; email: string; topic: string; message: string },
  headers: Record<string, string> = {},
) {
  visitors += 1;
  const answer = await api(
    "POST",
    "/contact",
    { "X-Forwarded-For": `198.51.100.${visitors}`, ...headers },
    fields,
  );
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

describe("the contact inbox", () => {
  it("lists newest first, filtered by status, topic and search, paged", async () => {
    const editor = await staff("editor");
    const press = await message({
      name: "Pat Press",
      email: "pat@news.example",
      topic: "press",
      message: "Interview?",
    });
    const billing = await message({
      name: "Bo",
      email: "bo@example.com",
      topic: "billing",
      message: "Refund 50% please",
    });
    const other = await message({
      name: "Cy",
      email: "cy@example.com",
      topic: "other",
      message: "Love the app",
    });

    const all = await api("GET", "/cms/contact-messages", editor.headers);
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    expect(all.body.data.slice(0, 3).map((m: { id: number }) => m.id)).toEqual([other, billing, press]);
    expect(all.body.total).toBe(3);

    const byTopic = await api("GET", "/cms/contact-messages?topic=press", editor.headers);
    expect(byTopic.body.data.map((m: { id: number }) => m.id)).toEqual([press]);
    // Search matches name, address or text, and takes % literally.
    const byText = await api("GET", "/cms/contact-messages?q=50%25", editor.headers);
    expect(byText.body.data.map((m: { id: number }) => m.id)).toEqual([billing]);
    const byAddress = await api("GET", "/cms/contact-messages?q=NEWS.example", editor.headers);
    expect(byAddress.body.data.map((m: { id: number }) => m.id)).toEqual([press]);
    const paged = await api("GET", "/cms/contact-messages?limit=1&offset=1", editor.headers);
    expect(paged.body).toMatchObject({ total: 3, data: [{ id: billing }] });

    expect((await api("GET", "/cms/contact-messages?status=closed", editor.headers)).body.total).toBe(0);
    const fan = await staff("user");
    expect((await api("GET", "/cms/contact-messages", fan.headers)).status).toBe(403);
  });

  it("writes the receipt and every reply in the language the sender wrote from", async () => {
    const editor = await staff("editor");
    const id = await message(
      { name: "Lan", email: "lan@example.com", topic: "billing", message: "Tôi bị trừ tiền hai lần?" },
      { "Accept-Language": "vi-VN,vi;q=0.9" },
    );
    const receipt = await smtp.waitFor("lan@example.com", /^Tin nhắn của bạn gửi Goalline \(thanh toán\)$/);
    expect(receipt.text).toContain("Cảm ơn Lan. Chúng tôi đã nhận được tin nhắn của bạn");
    // The staff member reads the site in English; the sender still gets Vietnamese.
    const sent = await api(
      "POST",
      `/cms/contact-messages/${id}/replies`,
      { ...editor.headers, "Idempotency-Key": "reply-key-vi-0001", "Accept-Language": "en" },
      { body: "Chúng tôi đã hoàn tiền." },
    );
    expect(sent.status).toBe(201);
    const reply = await smtp.waitFor("lan@example.com", /^Re: Tin nhắn của bạn gửi Goalline \(thanh toán\)$/);
    expect(reply.text).toMatch(/Vào .+ UTC, bạn đã viết:/);
    expect(reply.text).toContain("> Tôi bị trừ tiền hai lần?");
  });

  it("replies by e-mail once per key, marks the message answered and audits it", async () => {
    const editor = await staff("editor");
    const id = await message({
      name: "Dee",
      email: "dee@example.com",
      topic: "support",
      message: "Where are\nthe odds?",
    });
    await smtp.waitFor("dee@example.com", /^Your message to Goalline \(support\)$/);
    const reply = (key: string, body: unknown) =>
      api("POST", `/cms/contact-messages/${id}/replies`, { ...editor.headers, "Idempotency-Key": key }, body);

    expect((await reply("reply-key-empty", { body: "   " })).body.error.code).toBe("invalid-body");
    const sent = await reply("reply-key-0001", { body: "Odds arrive next month.\r\nThanks!" });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      id,
      status: "answered",
      replies: [{ body: "Odds arrive next month.\nThanks!", sent_by: String(editor.id) }],
    });
    const mail = await smtp.waitFor("dee@example.com", /^Re: Your message to Goalline \(support\)$/);
    expect(mail.text).toContain("Odds arrive next month.");
    expect(mail.text).toMatch(/> Where are\r?\n> the odds\?/);
    expect(mail.raw).toMatch(new RegExp(`^In-Reply-To: <contact-${id}@localhost>`, "m"));
    expect(mail.raw).toMatch(/^Reply-To: support@goalline\.test/m);

    const retried = await reply("reply-key-0001", { body: "Odds arrive next month.\r\nThanks!" });
    expect(retried.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retried.body.data.replies).toHaveLength(1);
    await expect(smtp.waitFor("dee@example.com", /^Re:/, 500)).rejects.toThrow(/no mail/);

    const detail = await api("GET", `/cms/contact-messages/${id}`, editor.headers);
    expect(detail.body.data).toMatchObject({ status: "answered", message: "Where are\nthe odds?" });
    const audit = await site.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "contact-message"), eq(auditLog.targetId, String(id))));
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([
      [
        "contact-message.reply",
        String(editor.id),
        { status: "answered", reply: detail.body.data.replies[0].id },
      ],
    ]);
    expect(await api("GET", "/cms/contact-messages?status=answered&q=dee@", editor.headers)).toMatchObject({
      body: { total: 1 },
    });
  });

  it("closes and reopens, auditing each change once", async () => {
    const editor = await staff("editor");
    const id = await message({ name: "Eve", email: "eve@example.com", topic: "other", message: "Bye" });
    const patch = (status: string) => api("PATCH", `/cms/contact-messages/${id}`, editor.headers, { status });
    expect((await patch("closed")).body.data.status).toBe("closed");
    expect((await patch("closed")).body.data.status).toBe("closed");
    expect((await patch("new")).body.data.status).toBe("new");
    expect((await patch("spam")).status).toBe(400);
    const audit = await site.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "contact-message"), eq(auditLog.targetId, String(id))));
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ status: "new" }, { status: "closed" }],
      [{ status: "closed" }, { status: "new" }],
    ]);
    expect((await api("GET", "/cms/contact-messages/999999", editor.headers)).body.error.code).toBe(
      "contact-message-not-found",
    );
  });

  it("counts new messages on the dashboard, linking to the inbox", async () => {
    const editor = await staff("editor");
    const before = await api("GET", "/cms/dashboard?tz=UTC", editor.headers);
    const figure = (answer: typeof before) =>
      answer.body.data.find((f: { key: string }) => f.key === "new-messages");
    await message({ name: "Fay", email: "fay@example.com", topic: "support", message: "Hello" });
    const after = await api("GET", "/cms/dashboard?tz=UTC", editor.headers);
    expect(figure(after)).toMatchObject({
      label: "New messages",
      value: figure(before).value + 1,
      href: "/cms/inbox",
      items: expect.arrayContaining([expect.objectContaining({ label: "Fay" })]),
    });
  });
});
