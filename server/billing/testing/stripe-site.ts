import { expect } from "vitest";
import { fileFixture, standIn } from "../../testing/file-fixture.ts";
import { type BillingSite, checkout, signUpFan, startBillingSite } from "../testing.ts";
import { type FakeStripe, startFakeStripe } from "./fake-stripe.ts";

/** Test keys in Stripe's formats; the fake accepts any `sk_test_` key. */
export const TEST_STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_goallineFakeStripeKey0001",
  STRIPE_WEBHOOK_SECRET: "whsec_goallineFakeStripeSigning0001",
};

/** The whole API with card payments on, its Stripe SDK pointed at a fake Stripe on loopback. */
export async function startStripeSite(): Promise<{
  site: BillingSite;
  stripe: FakeStripe;
  close(): Promise<void>;
}> {
  let site: BillingSite | undefined;
  const stripe = await startFakeStripe({
    webhookSecret: TEST_STRIPE.STRIPE_WEBHOOK_SECRET,
    webhookUrl: () => `${site?.url}/api/billing/webhooks/stripe`,
  });
  site = await startBillingSite({ ...TEST_STRIPE, STRIPE_API_BASE: stripe.url });
  const started = site;
  return {
    site: started,
    stripe,
    close: async () => {
      await started.close();
      await stripe.close();
    },
  };
}

/** This test file's Stripe site (startStripeSite), started before its tests and closed after them. */
export function stripeSiteForFile(): { site: BillingSite; stripe: FakeStripe } {
  const started = fileFixture(startStripeSite, (both) => both.close());
  return { site: standIn(() => started.site), stripe: standIn(() => started.stripe) };
}

/** A fan who started paying for a plan by card: their token, account, payment and Checkout Session. */
export async function cardCheckout(site: BillingSite, stripe: FakeStripe, slug: string) {
  const fan = await signUpFan(site);
  const started = await checkout(site, fan.token, { plan_id: site.plans[slug]!.id, method: "card" });
  expect(started.status).toBe(201);
  const url = started.body.data.redirect_url!;
  const sessionId = url.slice(url.lastIndexOf("/") + 1);
  expect(stripe.sessions.has(sessionId)).toBe(true);
  return { ...fan, paymentId: started.body.data.payment.id, sessionId, url };
}

/** The Stripe subscription a paid subscription checkout made. */
export const subscriptionOf = (stripe: FakeStripe, sessionId: string) =>
  stripe.sessions.get(sessionId)!.subscription as string;

/** A fan whose card checkout for the plan Stripe has paid, its events delivered: with their Stripe subscription. */
export async function cardSubscriber(site: BillingSite, stripe: FakeStripe, slug: string) {
  const fan = await cardCheckout(site, stripe, slug);
  for (const event of stripe.pay(fan.sessionId)) await stripe.deliver(event);
  return { ...fan, subscriptionId: subscriptionOf(stripe, fan.sessionId) };
}
