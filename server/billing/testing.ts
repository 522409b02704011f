import { expect } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { siteWithMailForFile } from "../auth/testing/smtp-receiver.ts";
import { fileFixture } from "../testing/file-fixture.ts";
import { signatureOf } from "./gateways/signature.ts";
import type { CheckoutAnswer, PlanView } from "./types.ts";
import type { EventOutcome } from "./webhooks.ts";

/** A bank account for tests: its secret signs the bank's notifications. */
export const TEST_BANK = {
  BANK_WEBHOOK_SECRET: "test-bank-webhook-secret-0123456789",
  BANK_NAME: "Riverside Savings Bank",
  BANK_ACCOUNT_NAME: "Goalline Media Ltd",
  BANK_ACCOUNT_NUMBER: "DE89370400440532013000",
  BANK_QR_SCHEME_ID: "A000000727",
  BANK_CODE: "COBADEFF",
  BANK_COUNTRY: "DE",
  BANK_CITY: "Berlin",
};

export type BillingSite = TestSite & { plans: Record<string, PlanView> };

/**
 * The whole API with the demo price list, bank transfers and the sandbox checkout on (a real
 * gateway turns the sandbox off unless it is asked for); registration limits lifted.
 */
export async function startBillingSite(env: Record<string, string> = {}): Promise<BillingSite> {
  // The sandbox delivers its notifications to this very site, whose port is known only once it listens.
  const billing = {
    get sandboxWebhookUrl() {
      return `${site.url}/api/billing/webhooks/sandbox`;
    },
  };
  const site: TestSite = await startTestSite({
    env: {
      SIMULATOR: "off",
      PAYMENT_SANDBOX: "on",
      DATA_DIR: "/tmp/goalline-billing-tests",
      ...TEST_BANK,
      ...env,
    },
    services: { authLimits: { registerPerIp: { max: 10_000, windowSeconds: 60 } }, billing },
  });
  await site.services.billing.seedDemoPlans();
  const plans = Object.fromEntries((await site.services.billing.plans()).map((plan) => [plan.slug, plan]));
  return Object.assign(site, { plans });
}

/** This test file's billing site (startBillingSite), started before its tests and closed after them. */
export const billingSiteForFile = (env: Record<string, string> = {}) =>
  fileFixture(
    () => startBillingSite(env),
    (site) => site.close(),
  );

/**
 * This test file's billing site mailing to a real SMTP receiver on loopback: both start before the
 * file's tests and close after them.
 */
export const billingSiteWithMailForFile = () =>
  siteWithMailForFile((smtpUrl) => startBillingSite({ SMTP_URL: smtpUrl }));

let fans = 0;

/** Registers a fan and answers their access token and account id. */
export async function signUpFan(site: TestSite): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `buyer${++fans}-${process.pid}@example.com`,
      password: "correct horse battery staple",
      display_name: "Buyer",
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; token: { access_token: string } } };
  return { token: data.token.access_token, userId: data.id };
}

type Failure = { error: { code: string; message: string } };

/** One API call; `T` is the answer's shape on success (errors carry `error.code`). */
export async function api<T = object>(
  site: TestSite,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body:
      typeof init.body === "string"
        ? init.body
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T & Failure };
}

export const checkout = (site: TestSite, token: string, body: unknown, key = `key-${crypto.randomUUID()}`) =>
  api<{ data: CheckoutAnswer }>(site, "/billing/checkout", {
    token,
    body,
    headers: { "Idempotency-Key": key },
  });

/** Posts a bank notification signed like the bank does (or with the signature given). */
export function postBankNotice(site: TestSite, notice: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(notice);
  return api<{ data: { outcome: EventOutcome } }>(site, "/billing/webhooks/bank-transfer", {
    body: raw,
    headers: { "X-Signature": signature ?? signatureOf(TEST_BANK.BANK_WEBHOOK_SECRET, raw) },
  });
}

/** Buys a plan by bank transfer, the bank's notification posted at once; answers the paid payment's id. */
export async function buyByTransfer(site: BillingSite, token: string, slug: string): Promise<number> {
  const started = await checkout(site, token, { plan_id: site.plans[slug]!.id, method: "bank-transfer" });
  expect(started.status).toBe(201);
  const { payment } = started.body.data;
  const paid = await postBankNotice(site, {
    id: `bank-${crypto.randomUUID()}`,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    paid_at: new Date().toISOString(),
  });
  expect(paid.body.data.outcome).toBe("paid");
  return payment.id;
}
