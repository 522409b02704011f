import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { named } from "../lib/middleware.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sign in");

export const middleware = named("guest");

export const loader = () => null;

export default function LoginPage() {
  return (
    <>
      <PageHeader title="Sign in" subtitle="Welcome back" />
      <EmptyState title="Sign-in is not open yet" icon="🔑">
        Accounts are coming soon; scores, fixtures and results are free to view without one.
      </EmptyState>
    </>
  );
}
