import { Form, useLoaderData } from "react-router";
import { SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/payment-sandbox";
import { sandboxAction, sandboxData } from "./payment.server.ts";

export const middleware = named("auth");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Demo checkout");

export const loader = (args: Route.LoaderArgs) => sandboxData(args);

export const action = (args: Route.ActionArgs) => sandboxAction(args);

/** The sandbox gateway's own payment page: choose what the "bank" does with this payment. */
export default function SandboxCheckoutPage() {
  const { payment, plan } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Demo checkout" subtitle="A test payment page: no card, no money." />
      <section
        aria-labelledby="sandbox-heading"
        className="max-w-lg rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="sandbox-heading" className="text-lg font-semibold">
          {plan?.name ?? "Your plan"}: {formatMoney(payment.amount, payment.currency)}
        </h2>
        <p className="mt-1 text-sm text-muted">Reference {payment.reference}</p>
        <p className="mt-3 text-sm">
          Pick an outcome. As with a real payment provider, you return to the site at once and the provider
          confirms the payment to us separately.
        </p>
        <Form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row">
          <SubmitButton name="outcome" value="paid">
            Pay {formatMoney(payment.amount, payment.currency)}
          </SubmitButton>
          <SubmitButton name="outcome" value="declined" tone="plain">
            Decline
          </SubmitButton>
          <SubmitButton name="outcome" value="abandoned" tone="plain">
            Cancel and go back
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}
