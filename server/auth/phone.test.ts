import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../platform/logger.ts";
import { createSmsGateway } from "./sms.ts";
import { authTestServerForFile, keptTexts } from "./testing/test-server.ts";

const server = authTestServerForFile({
  env: { SMS_DAILY_QUOTA: "12" },
  limits: {
    phoneCodePerNumber: { max: 3, windowSeconds: 3600 },
    phoneCodePerIp: { max: 100, windowSeconds: 3600 },
  },
});
const texts = keptTexts(server);

let numbers = 0;
/** UK mobile numbers libphonenumber accepts as valid (texts only ever reach the test's own gateway). */
const freshNumber = () => `+4479111${String(++numbers).padStart(5, "0")}`;
const lastCodeTo = (to: string) =>
  texts
    .filter((t) => t.to === to)
    .at(-1)
    ?.text.match(/\b\d{6}\b/)?.[0] ?? "";
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function sendCode(phone_number: string) {
  const sent = await server.call("POST", "/auth/phone/send", { phone_number });
  expect(sent.status).toBe(202);
  return lastCodeTo(sent.body.data.phone_number as unknown as string);
}

describe("sign-in by phone", () => {
  it("texts a 6-digit code that signs in once, making the account on first use", async () => {
    const number = freshNumber();
    const sent = await server.call("POST", "/auth/phone/send", { phone_number: "+44 7911 123456" });
    expect(sent.body.data).toMatchObject({ phone_number: "+447911123456", expires_in: 300 });
    const code = await sendCode(number);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await server.call("POST", "/auth/phone", { phone_number: number, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ phone_number: number, email: null, anonymous: false });
    const again = await server.call("POST", "/auth/phone", { phone_number: number, code });
    expect(again.body.error.code).toBe("code-expired");
    // The same number later lands in the same account.
    const next = await server.call("POST", "/auth/phone", {
      phone_number: number,
      code: await sendCode(number),
    });
    expect(next.body.data.id).toBe(signedIn.body.data.id);
  });

  it("refuses numbers that are not valid international numbers", async () => {
    for (const phone_number of ["07700900123", "+1555", "+44 12", "not a number"]) {
      const bad = await server.call("POST", "/auth/phone/send", { phone_number });
      expect([bad.status, bad.body.error.code]).toEqual([400, "invalid-phone-number"]);
    }
  });

  it("ends the attempt after five wrong codes, even for the right one", async () => {
    const number = freshNumber();
    const code = await sendCode(number);
    for (let left = 4; left >= 0; left--) {
      const wrong = await server.call("POST", "/auth/phone", { phone_number: number, code: wrongCode(code) });
      expect([wrong.status, wrong.body.error.code]).toEqual([400, "invalid-verification-code"]);
      expect(wrong.body.error.details?.attempts_left).toBe(left);
    }
    const right = await server.call("POST", "/auth/phone", { phone_number: number, code });
    expect([right.status, right.body.error.code]).toEqual([429, "too-many-requests"]);
  });

  it("expires codes after 5 minutes, and a new code replaces the old one", async () => {
    const number = freshNumber();
    const first = await sendCode(number);
    const second = await sendCode(number);
    const old = await server.call("POST", "/auth/phone", { phone_number: number, code: first });
    expect(old.body.error.code).toBe(first === second ? "code-expired" : "invalid-verification-code");
    const realNow = server.auth.context.now;
    server.auth.context.now = () => new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      const late = await server.call("POST", "/auth/phone", { phone_number: number, code: second });
      expect([late.status, late.body.error.code]).toEqual([400, "code-expired"]);
    } finally {
      server.auth.context.now = realNow;
    }
  });

  it("limits sends per number, then stops texting at the daily quota", async () => {
    const number = freshNumber();
    for (let i = 0; i < 3; i++) await sendCode(number);
    const over = await server.call("POST", "/auth/phone/send", { phone_number: number });
    expect([over.status, over.body.error.code]).toEqual([429, "too-many-requests"]);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    let quota = await server.call("POST", "/auth/phone/send", { phone_number: freshNumber() });
    while (quota.status === 202)
      quota = await server.call("POST", "/auth/phone/send", { phone_number: freshNumber() });
    expect([quota.status, quota.body.error.code]).toEqual([429, "quota-exceeded"]);
  });
});

describe("the SMS outbox", () => {
  it("writes each text to DATA_DIR/sms when no gateway is configured", async () => {
    const dataDir = "/tmp/goalline-sms-outbox-test";
    await rm(dataDir, { recursive: true, force: true });
    const gateway = createSmsGateway({
      dataDir,
      logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test", LOG_FORMAT: undefined }),
    });
    await gateway.send({ to: "+447700900123", text: "123456 is your code" });
    const files = await readdir(join(dataDir, "sms"));
    expect(files).toHaveLength(1);
    expect(await readFile(join(dataDir, "sms", files[0] ?? ""), "utf8")).toContain("123456 is your code");
  });
});
