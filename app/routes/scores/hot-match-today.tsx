import { HotMatchList } from "../../components/match/hot-match-list.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/hot-match-today";
import { loadHotMatches } from "./hot-match-today.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Hot matches today",
    "Today's most watchable matches, ranked by competition, team strength, closeness and live state.",
    canonical(matches, "/hot-match-today"),
  );

export const loader = ({ request, context }: Route.LoaderArgs) => loadHotMatches(request, context);

export default function HotMatchTodayPage({ loaderData }: Route.ComponentProps) {
  const { hot, timeZone } = loaderData;
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title="Hot matches today"
        subtitle="Ranked out of 100: competition tier, team strength, how close it is, and whether it is live"
      />
      {hot.length === 0 ? (
        <EmptyState title="No matches today" icon="flame">
          The most interesting matches of the day are ranked here.
        </EmptyState>
      ) : (
        <HotMatchList matches={hot} />
      )}
    </TimeZoneProvider>
  );
}
