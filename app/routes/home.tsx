import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { DESCRIPTION, HOME_TITLE, siteNameOf } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${HOME_TITLE} | ${siteNameOf(matches)}` },
  { name: "description", content: DESCRIPTION },
];

export default function HomePage() {
  return (
    <>
      <PageHeader title="Scores" subtitle="Live scores, fixtures and results" />
      <EmptyState title="No matches yet" icon="⚽">
        Matches appear here as soon as competitions are loaded.
      </EmptyState>
    </>
  );
}
