import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { named } from "../lib/middleware.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Reset your password");

export const middleware = named("guest");

export const loader = () => null;

export default function ResetPasswordPage() {
  return (
    <>
      <PageHeader title="Reset your password" />
      <EmptyState title="Password reset is not open yet" icon="🔑">
        Accounts are coming soon.
      </EmptyState>
    </>
  );
}
