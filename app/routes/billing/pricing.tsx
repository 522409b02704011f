import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Premium");

export default function PricingPage() {
  return (
    <>
      <PageHeader title="Premium" subtitle="Plans for fans who want more" />
      <EmptyState title="No plans on sale yet" icon="star">
        Paid plans will be listed here.
      </EmptyState>
    </>
  );
}
