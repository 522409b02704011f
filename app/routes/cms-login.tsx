import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { named } from "../lib/middleware.ts";
import type { Route } from "./+types/cms-login";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Staff sign-in");

export const middleware = named("guest");

export const loader = () => null;

export default function CmsLoginPage() {
  return (
    <>
      <PageHeader title="Staff sign-in" subtitle="Goalline admin area" />
      <EmptyState title="Staff sign-in is not open yet" icon="🛠️">
        The admin area opens with accounts.
      </EmptyState>
    </>
  );
}
