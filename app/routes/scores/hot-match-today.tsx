import { scoresMessages } from "../../components/competition/scores-messages.ts";
import { HotMatchList } from "../../components/match/hot-match-list.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/hot-match-today";
import { loadHotMatches } from "./hot-match-today.server.ts";

const m = defineMessages({
  description: {
    id: "hot.page.description",
    defaultMessage:
      "Today's most watchable matches, ranked by competition, team strength, closeness and live state.",
    description: "Search engines' description of the hot matches page",
  },
  subtitle: {
    id: "hot.page.subtitle",
    defaultMessage:
      "Ranked out of 100: competition tier, team strength, how close it is, and whether it is live",
    description: "Under the hot matches page's title: how the score is worked out",
  },
  empty: { id: "hot.page.empty", defaultMessage: "No matches today" },
  emptyHint: {
    id: "hot.page.empty-hint",
    defaultMessage: "The most interesting matches of the day are ranked here.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, scoresMessages.hotTitle, m.description, canonical(matches, "/hot-match-today"));

export const loader = ({ request, context }: Route.LoaderArgs) => loadHotMatches(request, context);

export default function HotMatchTodayPage({ loaderData }: Route.ComponentProps) {
  const { hot, timeZone } = loaderData;
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader title={t(scoresMessages.hotTitle)} subtitle={t(m.subtitle)} />
      {hot.length === 0 ? (
        <EmptyState title={t(m.empty)} icon="flame">
          {t(m.emptyHint)}
        </EmptyState>
      ) : (
        <HotMatchList matches={hot} />
      )}
    </TimeZoneProvider>
  );
}
