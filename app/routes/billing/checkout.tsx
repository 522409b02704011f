import { Form, Link, useActionData, useLoaderData } from "react-router";
import { METHOD_NAMES } from "../../components/billing/billing-messages.ts";
import { Price } from "../../components/billing/price.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/checkout";
import { checkoutAction, checkoutData } from "./checkout.server.ts";

export const middleware = named("auth");

const m = defineMessages({
  title: { id: "billing.checkout.title", defaultMessage: "Checkout" },
  subtitle: {
    id: "billing.checkout.subtitle",
    defaultMessage: "{plan}: {description}",
    description: "A plan's name and its description",
  },
  cardHint: {
    id: "billing.checkout.card-hint",
    defaultMessage: "Pay on Stripe's secure page. Plans renew by themselves until you cancel.",
  },
  transferHint: {
    id: "billing.checkout.transfer-hint",
    defaultMessage: "Scan a QR code with your banking app. Access starts when the money arrives.",
  },
  sandboxHint: {
    id: "billing.checkout.sandbox-hint",
    defaultMessage: "A test payment page: nothing is charged.",
  },
  nothingToBuy: { id: "billing.checkout.nothing-to-buy", defaultMessage: "Nothing to buy" },
  covered: {
    id: "billing.checkout.covered",
    defaultMessage:
      "Your {covering} plan already gives you everything in the {plan} until {until}, longer than the pass would last. It is on sale again once your plan has less time to run than a pass.",
    description: "{covering} is the fan's plan, {plan} the pass on this page, {until} a date and time",
  },
  backToPlans: { id: "billing.checkout.back-to-plans", defaultMessage: "Back to the plans" },
  cancelled: {
    id: "billing.checkout.cancelled",
    defaultMessage: "Payment cancelled; you have not been charged.",
  },
  how: { id: "billing.checkout.how", defaultMessage: "How would you like to pay?" },
  noMethod: { id: "billing.checkout.no-method", defaultMessage: "No way to pay is set up on this site yet." },
  continue: { id: "billing.checkout.continue", defaultMessage: "Continue to payment" },
  summary: { id: "billing.checkout.summary", defaultMessage: "Order summary" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => checkoutData(args);

export const action = (args: Route.ActionArgs) => checkoutAction(args);

const METHODS: Record<
  "card" | "bank-transfer" | "sandbox",
  { label: MessageDescriptor; hint: MessageDescriptor }
> = {
  card: { label: METHOD_NAMES.card, hint: m.cardHint },
  "bank-transfer": { label: METHOD_NAMES["bank-transfer"], hint: m.transferHint },
  sandbox: { label: METHOD_NAMES.sandbox, hint: m.sandboxHint },
};

export default function CheckoutPage() {
  const formatInstant = useInstantFormat();
  const t = useT();
  const { plan, methods, checkoutKey, covered, cancelled } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const offered = methods.filter((method): method is keyof typeof METHODS => method in METHODS);
  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle, { plan: plan.name, description: plan.description })}
      />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        {covered ? (
          <section role="status" className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold">{t(m.nothingToBuy)}</h2>
            <p className="text-sm">
              {t(m.covered, {
                covering: covered.covered_by,
                plan: plan.name,
                until: formatInstant(covered.covered_until),
              })}
            </p>
            <Link to="/pricing" className="inline-block text-sm font-semibold underline">
              {t(m.backToPlans)}
            </Link>
          </section>
        ) : (
          <Form method="post" className="space-y-4 rounded-2xl border border-line bg-surface p-5">
            <input type="hidden" name="checkout_key" value={checkoutKey} />
            <FormNotice message={cancelled && !failure ? t(m.cancelled) : null} />
            <fieldset className="space-y-3">
              <legend className="text-lg font-semibold">{t(m.how)}</legend>
              {offered.map((method, index) => (
                <label
                  key={method}
                  className="flex gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent"
                >
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    defaultChecked={index === 0}
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-semibold">{t(METHODS[method].label)}</span>
                    <span className="block text-sm text-muted">{t(METHODS[method].hint)}</span>
                  </span>
                </label>
              ))}
              {offered.length === 0 ? <p className="text-sm text-muted">{t(m.noMethod)}</p> : null}
            </fieldset>
            <FormError message={failure?.error} />
            {offered.length > 0 ? <SubmitButton>{t(m.continue)}</SubmitButton> : null}
          </Form>
        )}
        <aside aria-label={t(m.summary)} className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="font-semibold">{plan.name}</h2>
          <div className="mt-2">
            <Price plan={plan} />
          </div>
          <ul className="mt-3 space-y-1 text-sm text-muted">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
