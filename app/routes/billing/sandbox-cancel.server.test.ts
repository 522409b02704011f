import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingSite, signUpFan, startBillingSite } from "../../../server/billing/testing.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { checkoutData } from "./checkout.server.ts";
import { sandboxAction } from "./payment.server.ts";

let site: BillingSite;

beforeAll(async () => {
  site = await startBillingSite();
}, 60_000);

afterAll(() => site.close());

/** A page request's context for a signed-in fan. */
function contextFor(userId: number) {
  const context = new RouterContextProvider(
    new Map([[requestScopeContext, { services: site.services, nonce: "n", requestId: "r" } as never]]),
  );
  context.set(authenticatedContext, {
    user: { id: userId, displayName: "Fan", role: "user" } as never,
    sessionId: "s1",
    authenticatedAt: new Date(),
    lastUsedAt: new Date(),
    signInMethod: null,
  });
  return context;
}

describe("the demo checkout's Cancel and go back", () => {
  it("returns to the plan's checkout saying nothing was charged, not to a failed payment", async () => {
    const { userId } = await signUpFan(site);
    const context = contextFor(userId);
    const plan = site.plans["premium-monthly"]!;
    const { payment } = await site.services.billing.checkout({
      userId,
      planId: plan.id,
      method: "sandbox",
      idempotencyKey: `cancel-${userId}-key`,
    });
    const form = new FormData();
    form.set("outcome", "abandoned");
    const request = new Request(`http://localhost/payment/sandbox/${payment.id}`, {
      method: "POST",
      body: form,
    });
    const answer = await sandboxAction({ request, params: { id: String(payment.id) }, context });
    expect(answer.headers.get("Location")).toBe("/checkout/premium-monthly?cancelled=1");

    const back = new Request(`http://localhost${answer.headers.get("Location")}`);
    const checkout = await checkoutData({ request: back, params: { plan: plan.slug }, context });
    expect(checkout.cancelled).toBe(true);
    const fresh = new Request("http://localhost/checkout/premium-monthly");
    expect((await checkoutData({ request: fresh, params: { plan: plan.slug }, context })).cancelled).toBe(
      false,
    );
  });
});
