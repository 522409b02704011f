import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import { validate } from "../lib/middleware.ts";
import type { Route } from "./+types/sport";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sports");

export const middleware = validate(({ slug }) => slug === undefined || /^[a-z0-9-]{1,60}$/.test(slug));

export const loader = () => null;

export default function SportPage() {
  return (
    <>
      <PageHeader title="Sports" subtitle="Every sport we cover" />
      <EmptyState title="No sports yet" icon="🏅">
        Sports will be listed here.
      </EmptyState>
    </>
  );
}
