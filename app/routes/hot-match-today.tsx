import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/hot-match-today";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Hot matches today");

export default function HotMatchTodayPage() {
  return (
    <>
      <PageHeader title="Hot matches today" subtitle="The day's biggest games, ranked" />
      <EmptyState title="No hot matches yet" icon="🔥">
        The most interesting matches of the day are ranked here.
      </EmptyState>
    </>
  );
}
