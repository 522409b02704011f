import type { Config } from "./config.ts";

type DemoSettings = Pick<
  Config,
  "NODE_ENV" | "PAYMENT_SANDBOX" | "SIMULATOR" | "SMTP_URL" | "SMS_URL" | "AUTH_METHODS" | "DEMO_NOW"
>;

/**
 * The demo switches that are on where a public site would not want them, one warning each, logged
 * right after the ready line (docs/deploy.md lists every switch). The sandbox is named wherever it
 * runs; the others only in production, where development expects them.
 */
export function demoSwitchWarnings(config: DemoSettings): string[] {
  const warnings: string[] = [];
  if (config.PAYMENT_SANDBOX === "on") {
    warnings.push(
      'PAYMENT_SANDBOX is on: the demo checkout gives a paid plan to anyone who presses "Pay"; set PAYMENT_SANDBOX=off before selling to real fans',
    );
  }
  if (config.NODE_ENV !== "production") return warnings;
  if (config.DEMO_NOW) {
    warnings.push(
      "DEMO_NOW is set: a new demo world is planned as at another moment, for tests and benchmarks; unset it for a site fans use",
    );
  }
  if (config.SIMULATOR === "on") {
    warnings.push(
      "SIMULATOR is on: invented goals and cards are played into every match that is due or in play; set SIMULATOR=off for real fixtures",
    );
  }
  if (!config.SMTP_URL) {
    warnings.push("SMTP_URL is not set: e-mails are written to DATA_DIR/outbox instead of being sent");
  }
  if (!config.SMS_URL && config.AUTH_METHODS.includes("phone")) {
    warnings.push("SMS_URL is not set: sign-in codes are written to DATA_DIR/sms instead of being texted");
  }
  return warnings;
}
