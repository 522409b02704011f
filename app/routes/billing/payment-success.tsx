import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment succeeded");

export default function PaymentSuccessPage() {
  return (
    <>
      <PageHeader title="Payment succeeded" />
      <EmptyState title="Nothing to confirm" icon="check">
        No payment has been made in this session.
      </EmptyState>
    </>
  );
}
