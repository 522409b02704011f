import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { validate } from "../../lib/middleware.ts";
import type { Route } from "./+types/blog-article";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Article");

export const middleware = validate(({ slug }) => /^[a-z0-9-]{1,120}$/.test(slug ?? ""));

export const loader = () => null;

export default function BlogArticlePage() {
  return (
    <>
      <PageHeader title="Article" />
      <EmptyState title="Article not published yet" icon="news">
        This article is not available.
      </EmptyState>
    </>
  );
}
