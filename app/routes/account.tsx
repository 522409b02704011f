import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Your account");

export default function AccountPage() {
  return (
    <>
      <PageHeader title="Your account" />
      <EmptyState title="Account details are not available yet" icon="👤">
        Your profile, sessions and plan will be managed here.
      </EmptyState>
    </>
  );
}
