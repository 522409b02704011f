import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/policy-refund";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Refund policy");

export default function PolicyRefundPage() {
  return (
    <>
      <PageHeader title="Refund policy" />
      <Prose>
        <p>
          If a paid plan does not work for you, ask for a refund within 14 days of the first payment and we
          will refund it in full. Renewals can be refunded within 48 hours if the plan was not used since.
        </p>
        <h2>How refunds are paid</h2>
        <p>
          Refunds go back to the payment method you used, online or local. Card refunds usually arrive within
          5 to 10 working days, depending on your bank.
        </p>
      </Prose>
    </>
  );
}
