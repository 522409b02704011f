/**
 * The fake Stripe the end-to-end server pays cards with (server/billing/testing/fake-stripe.ts), on a
 * port next to the web server's so two runs on one machine do not share it.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const E2E_STRIPE_PORT = e2ePort + 3;
export const E2E_STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_goallineEndToEnd0001",
  STRIPE_WEBHOOK_SECRET: "whsec_goallineEndToEndSigning0001",
  STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
};
/** Where the fake delivers its signed webhooks: the web server's own endpoint. */
export const e2eStripeWebhookUrl = () => `http://localhost:${e2ePort}/api/billing/webhooks/stripe`;
