import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/payment-failure";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment failed");

export default function PaymentFailurePage() {
  return (
    <>
      <PageHeader title="Payment failed" />
      <EmptyState title="Nothing to report" icon="alert">
        No payment has been attempted in this session.
      </EmptyState>
    </>
  );
}
