import { describe, expect, it } from "vitest";
import { TEST_STRIPE } from "../billing/testing/stripe-site.ts";
import { TEST_BANK } from "../billing/testing.ts";
import { parseConfig } from "./config.ts";
import { demoSwitchWarnings } from "./demo.ts";

const switches = (env: Record<string, string>) => {
  const { PAYMENT_SANDBOX, SIMULATOR } = parseConfig(env);
  return { PAYMENT_SANDBOX, SIMULATOR };
};

describe("the demo switches' defaults", () => {
  it("keeps the sandbox checkout and the simulator off in production, whatever the database", () => {
    const off = { PAYMENT_SANDBOX: "off", SIMULATOR: "off" };
    expect(switches({ NODE_ENV: "production" })).toEqual(off);
    expect(switches({ NODE_ENV: "production", ...TEST_BANK })).toEqual(off);
    expect(switches({ NODE_ENV: "production", ...TEST_STRIPE })).toEqual(off);
    expect(
      switches({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://localhost/goalline",
        SESSION_SECRET: "s".repeat(32),
        PASSWORD_PEPPER: "p".repeat(32),
      }),
    ).toEqual(off);
  });

  it("turns them on where asked for, production included", () => {
    expect(switches({ NODE_ENV: "production", PAYMENT_SANDBOX: "on", SIMULATOR: "on" })).toEqual({
      PAYMENT_SANDBOX: "on",
      SIMULATOR: "on",
    });
    expect(switches({ NODE_ENV: "development", PAYMENT_SANDBOX: "off", SIMULATOR: "off" })).toEqual({
      PAYMENT_SANDBOX: "off",
      SIMULATOR: "off",
    });
  });

  it("offers the sandbox in development, and on a test site only while no real gateway is set", () => {
    expect(switches({}).PAYMENT_SANDBOX).toBe("on");
    expect(switches({ NODE_ENV: "development", ...TEST_BANK }).PAYMENT_SANDBOX).toBe("on");
    expect(switches({ NODE_ENV: "test" }).PAYMENT_SANDBOX).toBe("on");
    expect(switches({ NODE_ENV: "test", ...TEST_BANK }).PAYMENT_SANDBOX).toBe("off");
    expect(switches({ NODE_ENV: "test", ...TEST_STRIPE }).PAYMENT_SANDBOX).toBe("off");
    expect(switches({ NODE_ENV: "test" }).SIMULATOR).toBe("on");
  });
});

describe("the warnings under the ready line", () => {
  const warnings = (env: Record<string, string>) => demoSwitchWarnings(parseConfig(env));

  it("names the sandbox checkout wherever it is on", () => {
    expect(
      warnings({
        NODE_ENV: "production",
        PAYMENT_SANDBOX: "on",
        SMTP_URL: "smtp://mail",
        AUTH_METHODS: "password",
      }),
    ).toEqual([
      'PAYMENT_SANDBOX is on: the demo checkout gives a paid plan to anyone who presses "Pay"; set PAYMENT_SANDBOX=off before selling to real fans',
    ]);
    expect(warnings({ NODE_ENV: "development" })).toHaveLength(1);
    expect(warnings({ NODE_ENV: "development", PAYMENT_SANDBOX: "off" })).toEqual([]);
  });

  it("says in production what is played, written or held instead of sent", () => {
    expect(warnings({ NODE_ENV: "production", SIMULATOR: "on" })).toEqual([
      "SIMULATOR is on: invented goals and cards are played into every match that is due or in play; set SIMULATOR=off for real fixtures",
      "SMTP_URL is not set: e-mails are written to DATA_DIR/outbox instead of being sent",
      "SMS_URL is not set: sign-in codes are written to DATA_DIR/sms instead of being texted",
    ]);
    expect(
      warnings({
        NODE_ENV: "production",
        SMTP_URL: "smtp://mail.example:25",
        SMS_URL: "https://sms.example/send",
      }),
    ).toEqual([]);
  });

  it("names a demo world planned as at another moment in production, and refuses a moment without its zone", () => {
    expect(
      warnings({
        NODE_ENV: "production",
        SMTP_URL: "smtp://mail.example:25",
        SMS_URL: "https://sms.example/send",
        DEMO_NOW: "2026-12-02T03:55Z",
      }),
    ).toEqual([
      "DEMO_NOW is set: a new demo world is planned as at another moment, for tests and benchmarks; unset it for a site fans use",
    ]);
    expect(parseConfig({ DEMO_NOW: "2026-12-02T03:55+09:00" }).DEMO_NOW?.toISOString()).toBe(
      "2026-12-01T18:55:00.000Z",
    );
    expect(() => parseConfig({ DEMO_NOW: "2026-12-02 03:55" })).toThrow(/DEMO_NOW: must be an ISO date/);
    expect(() => parseConfig({ DEMO_NOW: "2026-13-45T03:55Z" })).toThrow(/DEMO_NOW: must be a real date/);
  });
});
