import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/payment-result";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Payment result");

export default function PaymentResultPage() {
  return (
    <>
      <PageHeader title="Payment result" />
      <EmptyState title="No payment to show" icon="receipt">
        Payment results appear here after checkout.
      </EmptyState>
    </>
  );
}
