import { data, redirect } from "react-router";
import type { PaymentMethod } from "../../../../server/billing/service.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { staffTranslator } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

const m = defineMessages({
  applied: {
    id: "cms.unmatched.applied",
    defaultMessage: "The transfer was applied to payment {reference}.",
  },
  enterReference: {
    id: "cms.unmatched.enter-reference",
    defaultMessage: "Enter the reference of the payment this money was for.",
  },
  noPayment: { id: "cms.unmatched.no-payment", defaultMessage: "No payment has the reference {reference}." },
});

const PAGE = 50;

/** Money no open payment took, oldest first, each with a form to say which payment it was for. */
export async function billingUnmatchedLoader({ request, context }: { request: Request; context: Context }) {
  const { admin } = await billingPage(context);
  const url = new URL(request.url);
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  const page = await admin.unmatched({ limit: PAGE, offset });
  const assigned = url.searchParams.get("assigned");
  return {
    events: page.data.map(({ payload: _payload, ...event }) => event),
    total: page.total,
    offset,
    limit: PAGE,
    notice: assigned ? staffTranslator(context)(m.applied, { reference: assigned }) : null,
  };
}

/**
 * Applies one kept transfer to the payment whose reference staff typed (the reference is what the
 * payer got wrong, so it is what staff look up), exactly as its webhook would have.
 */
export async function billingUnmatchedAction({ request, context }: { request: Request; context: Context }) {
  const { admin, who } = await billingPage(context);
  const form = await readForm(request);
  const eventId = formText(form, "event_id").slice(0, 200);
  const { PAYMENT_METHODS } = requestScopeOf(context).services.billing;
  const gateway = PAYMENT_METHODS.find((method) => method === formText(form, "gateway")) as
    | PaymentMethod
    | undefined;
  const reference = formText(form, "reference").slice(0, 100);
  const refusal = (message: string, status: number) =>
    data({ eventId, error: { code: "invalid-input", message, field: "reference" } }, { status });
  const t = staffTranslator(context);
  if (!reference) return refusal(t(m.enterReference), 400);
  const found = await admin.payments({ reference, limit: 1, offset: 0 });
  const payment = found.data[0];
  if (!payment) return refusal(t(m.noPayment, { reference }), 404);
  try {
    await admin.assign(who, { eventId, gateway, paymentId: payment.id });
  } catch (error) {
    const failure = failureOf(error);
    return data(
      { eventId, error: { ...failure.error, field: "reference" } },
      { status: refusalStatus(error) },
    );
  }
  return redirect(`/cms/billing/unmatched?assigned=${encodeURIComponent(payment.reference)}`);
}
