import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { entityId } from "../../../lib/entity-id.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { parseMajorUnits } from "../../../lib/money.ts";
import { forPage, refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, validateForm } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

const m = defineMessages({
  recorded: { id: "cms.payment.recorded", defaultMessage: "Refund recorded." },
  recordedEnded: {
    id: "cms.payment.recorded-ended",
    defaultMessage: "Refund recorded. The access it bought has ended.",
  },
  typeReference: {
    id: "cms.payment.type-reference",
    defaultMessage: "Type {reference} to confirm the refund.",
  },
});

type Args = { request: Request; params: { id?: string }; context: Context };

/** A payment with its gateway trail and refunds, and a fresh key for the refund form. */
export async function billingPaymentLoader({ request, params, context }: Args) {
  const { admin } = await billingPage(context);
  const id = entityId(params.id);
  const payment = await forPage(admin.payment(id));
  const url = new URL(request.url);
  const refunded = url.searchParams.get("refunded");
  const staffIds = payment.refunds.map((refund) => Number(refund.refunded_by));
  const people = await requestScopeOf(context).services.auth.peopleOf(staffIds);
  return {
    payment,
    refunders: Object.fromEntries([...people].map(([staffId, person]) => [staffId, person.name])),
    refundable: (payment.received_amount ?? payment.amount) - payment.refunded_amount,
    refundKey: randomUUID(),
    notice: refunded
      ? staffTranslator(context)(url.searchParams.get("ended") ? m.recordedEnded : m.recorded)
      : null,
  };
}

const refundRefusal = (field: string, message: string) => ({
  error: { code: "invalid-input", message, field },
  fields: { [field]: message },
});

/**
 * A refund, made once per form however often it is sent, in the payment's currency's own unit and
 * only once the payment's reference is typed; refusals come back as the form's error.
 */
export async function billingPaymentAction({ request, params, context }: Args) {
  const { staff, admin, who, schemas } = await billingPage(context);
  const id = entityId(params.id);
  const form = await readForm(request);
  const payment = await forPage(admin.payment(id));
  // Money leaves: staff type the payment's reference, so a refund is never one click on the wrong row.
  if (formText(form, "confirm_reference").toUpperCase() !== payment.reference.toUpperCase()) {
    return data(
      refundRefusal(
        "confirm_reference",
        staffTranslator(context)(m.typeReference, { reference: payment.reference }),
      ),
      { status: 400 },
    );
  }
  const typed = formText(form, "amount");
  const price = typed === "" ? null : parseMajorUnits(typed, payment.currency);
  if (price && !price.ok) return data(refundRefusal("amount", price.message), { status: 400 });
  const checked = validateForm(
    schemas.refundBody,
    {
      amount: price?.ok ? price.minor : undefined,
      confirm_sent: form.get("confirm_sent") === "on",
    },
    staffTranslator(context),
  );
  if (!checked.ok) return data(checked.failure, { status: 400 });
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-refund-form", staffId: staff.auth.user.id, form, keyField: "refund_key" },
      async () => {
        const done = await admin.refund(who, {
          paymentId: id,
          amount: checked.value.amount,
          confirmSent: checked.value.confirm_sent,
        });
        return {
          location: `/cms/billing/payments/${id}?refunded=${done.refund.id}${done.access_ended ? "&ended=1" : ""}`,
        };
      },
    );
    return redirect(location);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.error.code === "payment-not-found") throw pageNotFound();
    return data(failure, { status: refusalStatus(error) });
  }
}
