import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "News");

export default function BlogsPage() {
  return (
    <>
      <PageHeader title="News" subtitle="Stories, previews and analysis" />
      <EmptyState title="No articles yet" icon="news">
        Articles will be published here.
      </EmptyState>
    </>
  );
}
