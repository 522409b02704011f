import type { RouterContextProvider } from "react-router";
import type { PaymentView } from "../../../server/billing/service.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { forPage } from "../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { requireAuthenticated } from "../../lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

export const billingOf = (context: Context) => requestScopeOf(context).services.billing;

/** The signed-in buyer's id; pages using it sit behind the `auth` guard. */
export const buyerOf = (context: Context) => requireAuthenticated(context).user.id;

/** A payment id from the address; anything else is the 404 page. */
export function paymentIdOf(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw pageNotFound();
  return Number(value);
}

/** The buyer's own payment; someone else's is as absent as a missing one. */
export async function buyersPayment(context: Context, id: number): Promise<PaymentView> {
  return forPage(billingOf(context).payment(buyerOf(context), id));
}

/** The plan a payment was for, as the pricing page shows it (null when it is no longer on sale). */
export async function planOfPayment(context: Context, payment: PaymentView) {
  return (await billingOf(context).plans()).find((plan) => plan.id === payment.plan_id) ?? null;
}

export const supportEmailOf = (context: Context) =>
  requestScopeOf(context).services.config.SUPPORT_EMAIL ?? null;
