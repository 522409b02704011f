import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { named } from "../lib/middleware.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Create your account");

export const middleware = named("guest");

export const loader = () => null;

export default function RegisterPage() {
  return (
    <>
      <PageHeader title="Create your account" subtitle="Follow your teams everywhere" />
      <EmptyState title="Registration is not open yet" icon="📝">
        Accounts are coming soon; everything on the site is free to view meanwhile.
      </EmptyState>
    </>
  );
}
