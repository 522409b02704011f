import { randomUUID } from "node:crypto";
import { type RouterContextProvider, redirect } from "react-router";
import { isAppError } from "../../../shared/errors.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { pageNotFound } from "../../lib/middleware.ts";
import { translatorOf } from "../account/page-language.server.ts";
import { billingOf, buyerOf } from "./billing.server.ts";

const m = defineMessages({
  chooseMethod: { id: "billing.checkout.choose-method", defaultMessage: "Choose how you would like to pay." },
  expired: {
    id: "billing.checkout.form-expired",
    defaultMessage: "This form has expired; reload the page and try again.",
  },
});

type Args = { request: Request; params: { plan?: string }; context: Readonly<RouterContextProvider> };

async function planFor({ params, context }: Args) {
  const plan = (await billingOf(context).plans()).find((candidate) => candidate.slug === params.plan);
  if (!plan || plan.amount === 0) throw pageNotFound();
  return plan;
}

/**
 * The plan, the ways to pay it, and a fresh key that makes a double submit start one payment;
 * for a pass the fan's plan already gives in full, what covers it (checkout would refuse it);
 * whether the fan has just cancelled a payment page.
 */
export async function checkoutData(args: Args) {
  const userId = buyerOf(args.context);
  const plan = await planFor(args);
  const billing = billingOf(args.context);
  const [covered] = await billing.coveredPasses(userId, [plan]);
  // Set when the fan came back from a payment page with "Cancel and go back".
  const cancelled = new URL(args.request.url).searchParams.has("cancelled");
  return { plan, methods: billing.methods(), checkoutKey: randomUUID(), covered: covered ?? null, cancelled };
}

export async function checkoutAction(args: Args) {
  const userId = buyerOf(args.context);
  const plan = await planFor(args);
  const form = await args.request.formData();
  const method = String(form.get("method") ?? "");
  const key = String(form.get("checkout_key") ?? "");
  if (method !== "card" && method !== "sandbox" && method !== "bank-transfer")
    return { error: translatorOf(args.context)(m.chooseMethod) };
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) return { error: translatorOf(args.context)(m.expired) };
  try {
    const answer = await billingOf(args.context).checkout({
      userId,
      planId: plan.id,
      method,
      idempotencyKey: key,
    });
    return redirect(answer.redirect_url ?? `/payment/result?payment=${answer.payment.id}`);
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { error: error.message };
    throw error;
  }
}
