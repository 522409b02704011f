import { describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { loadConfig } from "../config/config.ts";
import { securityHeaderValues } from "./security-headers.ts";

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_securityHeaders0001",
  STRIPE_WEBHOOK_SECRET: "whsec_securityHeaders0001",
};

/** The form-action directive a page is served with on a site configured with `env`. */
function formActionOf(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...testSecrets, ...env });
  const headers = securityHeaderValues(config, { dev: false })("nonce0", 200);
  const policy = headers.find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
  return /(?:^|; )form-action ([^;]+)/.exec(policy)?.[1];
}

describe("the pages' form-action", () => {
  it("lets forms go only to this site while card payments are off", () => {
    expect(formActionOf({})).toBe("'self'");
  });

  it("also lets the checkout form's answer send the fan to Stripe's hosted Checkout once Stripe is configured", () => {
    expect(formActionOf(STRIPE_KEYS)).toBe("'self' https://checkout.stripe.com");
    // A stand-in for Stripe (tests) serves its hosted pages at its own origin.
    expect(formActionOf({ ...STRIPE_KEYS, STRIPE_API_BASE: "http://127.0.0.1:12111" })).toBe(
      "'self' https://checkout.stripe.com http://127.0.0.1:12111",
    );
  });
});
