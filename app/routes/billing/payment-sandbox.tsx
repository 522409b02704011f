import { Form, useLoaderData } from "react-router";
import { billingWords, METHOD_NAMES } from "../../components/billing/billing-messages.ts";
import { SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-sandbox";
import { sandboxAction, sandboxData } from "./payment.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  subtitle: { id: "billing.sandbox.subtitle", defaultMessage: "A test payment page: no card, no money." },
  heading: {
    id: "billing.sandbox.heading",
    defaultMessage: "{plan}: {price}",
    description: "The plan's name and its price",
  },
  explain: {
    id: "billing.sandbox.explain",
    defaultMessage:
      "Pick an outcome. As with a real payment provider, you return to the site at once and the provider confirms the payment to us separately.",
  },
  pay: { id: "billing.sandbox.pay", defaultMessage: "Pay {price}" },
  decline: { id: "billing.sandbox.decline", defaultMessage: "Decline" },
  cancel: { id: "billing.sandbox.cancel", defaultMessage: "Cancel and go back" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, METHOD_NAMES.sandbox);

export const loader = (args: Route.LoaderArgs) => sandboxData(args);

export const action = (args: Route.ActionArgs) => sandboxAction(args);

/** The sandbox gateway's own payment page: choose what the "bank" does with this payment. */
export default function SandboxCheckoutPage() {
  const { payment, plan } = useLoaderData<typeof loader>();
  const t = useT();
  const price = formatMoney(payment.amount, payment.currency, t.locale);
  return (
    <>
      <PageHeader title={t(METHOD_NAMES.sandbox)} subtitle={t(m.subtitle)} />
      <section
        aria-labelledby="sandbox-heading"
        className="max-w-lg rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="sandbox-heading" className="text-lg font-semibold">
          {t(m.heading, { plan: plan?.name ?? t(billingWords.yourPlan), price })}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t(billingWords.reference, { reference: payment.reference })}
        </p>
        <p className="mt-3 text-sm">{t(m.explain)}</p>
        <Form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row">
          <SubmitButton name="outcome" value="paid">
            {t(m.pay, { price })}
          </SubmitButton>
          <SubmitButton name="outcome" value="declined" tone="plain">
            {t(m.decline)}
          </SubmitButton>
          <SubmitButton name="outcome" value="abandoned" tone="plain">
            {t(m.cancel)}
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}
