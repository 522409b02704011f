import { Form, Link, useActionData, useLoaderData } from "react-router";
import { Price } from "../../components/billing/price.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/checkout";
import { checkoutAction, checkoutData } from "./checkout.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Checkout");

export const loader = (args: Route.LoaderArgs) => checkoutData(args);

export const action = (args: Route.ActionArgs) => checkoutAction(args);

const METHODS = {
  card: {
    label: "Card",
    hint: "Pay on Stripe's secure page. Plans renew by themselves until you cancel.",
  },
  "bank-transfer": {
    label: "Bank transfer",
    hint: "Scan a QR code with your banking app. Access starts when the money arrives.",
  },
  sandbox: { label: "Demo checkout", hint: "A test payment page: nothing is charged." },
} as const;

export default function CheckoutPage() {
  const formatInstant = useInstantFormat();
  const { plan, methods, checkoutKey, covered, cancelled } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const offered = methods.filter((method): method is keyof typeof METHODS => method in METHODS);
  return (
    <>
      <PageHeader title="Checkout" subtitle={`${plan.name}: ${plan.description}`} />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        {covered ? (
          <section role="status" className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold">Nothing to buy</h2>
            <p className="text-sm">
              Your {covered.covered_by} plan already gives you everything in the {plan.name} until{" "}
              {formatInstant(covered.covered_until)}, longer than the pass would last. It is on sale again
              once your plan has less time to run than a pass.
            </p>
            <Link to="/pricing" className="inline-block text-sm font-semibold underline">
              Back to the plans
            </Link>
          </section>
        ) : (
          <Form method="post" className="space-y-4 rounded-2xl border border-line bg-surface p-5">
            <input type="hidden" name="checkout_key" value={checkoutKey} />
            <FormNotice
              message={cancelled && !failure ? "Payment cancelled; you have not been charged." : null}
            />
            <fieldset className="space-y-3">
              <legend className="text-lg font-semibold">How would you like to pay?</legend>
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
                    <span className="block font-semibold">{METHODS[method].label}</span>
                    <span className="block text-sm text-muted">{METHODS[method].hint}</span>
                  </span>
                </label>
              ))}
              {offered.length === 0 ? (
                <p className="text-sm text-muted">No way to pay is set up on this site yet.</p>
              ) : null}
            </fieldset>
            <FormError message={failure?.error} />
            {offered.length > 0 ? <SubmitButton>Continue to payment</SubmitButton> : null}
          </Form>
        )}
        <aside aria-label="Order summary" className="rounded-2xl border border-line bg-surface p-5">
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
