import { type RouterContextProvider, redirect } from "react-router";
import { pageNotFound } from "../../lib/middleware.ts";
import {
  billingOf,
  buyerOf,
  buyersPayment,
  paymentIdOf,
  planOfPayment,
  supportEmailOf,
} from "./billing.server.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

const paymentParam = (request: Request) => paymentIdOf(new URL(request.url).searchParams.get("payment"));

/**
 * Where a payment stands, read-only: reloading never charges or grants anything. Settled
 * payments move on to their success or failure page; open ones show what is still needed.
 */
export async function resultData({ request, context }: Args) {
  const payment = await buyersPayment(context, paymentParam(request));
  if (payment.status === "paid") throw redirect(`/payment/success?payment=${payment.id}`);
  if (payment.status !== "pending" && payment.status !== "underpaid") {
    throw redirect(`/payment/failure?payment=${payment.id}`);
  }
  const start = await billingOf(context).paymentStart(buyerOf(context), payment.id);
  const transfer = start.bank_transfer;
  const qrSvg = transfer ? await billingOf(context).transferQrSvg(transfer.qr_payload) : null;
  return {
    payment,
    plan: await planOfPayment(context, payment),
    transfer,
    qrSvg,
    payUrl: start.redirect_url ?? null,
  };
}

export async function successData({ request, context }: Args) {
  const payment = await buyersPayment(context, paymentParam(request));
  if (payment.status !== "paid") throw redirect(`/payment/result?payment=${payment.id}`);
  const subscription = await billingOf(context).subscriptionOf(buyerOf(context));
  return { payment, plan: await planOfPayment(context, payment), subscription };
}

export async function failureData({ request, context }: Args) {
  const payment = await buyersPayment(context, paymentParam(request));
  if (payment.status === "paid") throw redirect(`/payment/success?payment=${payment.id}`);
  if (payment.status === "pending") throw redirect(`/payment/result?payment=${payment.id}`);
  return { payment, plan: await planOfPayment(context, payment), supportEmail: supportEmailOf(context) };
}

/** The sandbox's own checkout page: only for the buyer's pending sandbox payments. */
export async function sandboxData({ params, context }: Args) {
  const payment = await buyersPayment(context, paymentIdOf(params.id));
  if (payment.method !== "sandbox") throw pageNotFound();
  if (payment.status !== "pending") throw redirect(`/payment/result?payment=${payment.id}`);
  return { payment, plan: await planOfPayment(context, payment) };
}

export async function sandboxAction({ request, params, context }: Args) {
  const payment = await buyersPayment(context, paymentIdOf(params.id));
  const id = payment.id;
  const outcome = String((await request.formData()).get("outcome") ?? "");
  if (outcome !== "paid" && outcome !== "declined" && outcome !== "abandoned") throw pageNotFound();
  await billingOf(context).completeSandbox(buyerOf(context), id, outcome);
  if (outcome === "abandoned") {
    // Going back is the fan's own choice, not a failure: the checkout they left says nothing was charged.
    const plan = await planOfPayment(context, payment);
    return redirect(plan ? `/checkout/${plan.slug}?cancelled=1` : "/pricing");
  }
  // Like a real gateway, the browser returns at once; the signed notification follows on its own.
  return redirect(`/payment/result?payment=${id}`);
}
