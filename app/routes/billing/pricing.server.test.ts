import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingSite,
  buyByTransfer,
  signUpFan,
  startBillingSite,
} from "../../../server/billing/testing.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { viewerContext } from "../../lib/viewer.ts";
import { pricingData } from "./pricing.server.ts";

const sites: BillingSite[] = [];
let site: BillingSite;

beforeAll(async () => {
  site = await startBillingSite();
  sites.push(site);
}, 60_000);

afterAll(() => Promise.all(sites.map((started) => started.close())));

/** /pricing as the visitor (a fan's account id, or nobody) sees it. */
function pricingFor(on: BillingSite, userId: number | null) {
  const context = new RouterContextProvider(
    new Map([[requestScopeContext, { services: on.services, nonce: "n", requestId: "r" } as never]]),
  );
  if (userId !== null) {
    context.set(viewerContext, { id: userId, displayName: "Fan", email: "fan@example.com", roles: [] });
  }
  return pricingData({ request: new Request("http://localhost/pricing"), context });
}

describe("the pricing page", () => {
  it("marks the plans as a demo payment while the sandbox checkout sells them", async () => {
    expect(await pricingFor(site, null)).toMatchObject({ demoPayment: true, realPayment: true, covered: [] });
    const production = await startBillingSite({ NODE_ENV: "production", PAYMENT_SANDBOX: "" });
    sites.push(production);
    expect(await pricingFor(production, null)).toMatchObject({ demoPayment: false, realPayment: true });
  });

  it("itemises the VAT inside the prices only when a rate is configured", async () => {
    expect((await pricingFor(site, null)).vatRate).toBeNull();
    const taxed = await startBillingSite({ VAT_RATE: "20" });
    sites.push(taxed);
    expect((await pricingFor(taxed, null)).vatRate).toBe(20);
  });

  it("shows a Premium fan the match pass as covered, and a fan without a plan as on sale", async () => {
    const premium = await signUpFan(site);
    await buyByTransfer(site, premium.token, "premium-monthly");
    const pass = site.plans["match-pass"]!;
    expect((await pricingFor(site, premium.userId)).covered).toEqual([
      expect.objectContaining({ plan_id: pass.id, covered_by: "Premium" }),
    ]);
    const newcomer = await signUpFan(site);
    expect((await pricingFor(site, newcomer.userId)).covered).toEqual([]);
  });
});
