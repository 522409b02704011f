import { Link } from "react-router";
import { DayScores } from "../../components/competition/day-scores.tsx";
import { HotMatchList } from "../../components/match/hot-match-list.tsx";
import { RowOddsContext } from "../../components/odds/row-price.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { DESCRIPTION, HOME_TITLE, pageMeta } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/home";
import { loadScores } from "./home.server.ts";

const m = defineMessages({
  allHot: {
    id: "hot.aside.all",
    defaultMessage: "All hot matches",
    description: "Link from the scores' side column to the page of the day's hottest matches",
  },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, HOME_TITLE, DESCRIPTION, canonical(matches, "/"));

export const loader = ({ request, context }: Route.LoaderArgs) => loadScores(request, context);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { today, date, live, mine, fixtures, favourites, timeZone, hot, rowOdds } = loaderData;
  const t = useT();
  // One notice for the page when live rows may carry prices, not one per row.
  const priced = rowOdds !== null && fixtures.some((group) => group.matches.some((m) => m.status === "live"));
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <RowOddsContext value={rowOdds}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17.5rem]">
          <div className="min-w-0" data-testid="day-matches">
            <DayScores
              title={t(navMessages.scores)}
              sport="football"
              today={today}
              date={date}
              live={live}
              mine={mine}
              fixtures={fixtures}
              favourites={favourites}
              priced={priced}
            />
          </div>
          {hot.length > 0 ? <HotMatchesAside matches={hot} /> : null}
        </div>
      </RowOddsContext>
    </TimeZoneProvider>
  );
}

/** Wide screens: the day's hottest matches beside the scores; phones reach them from the tab bar. */
function HotMatchesAside({ matches }: { matches: Parameters<typeof HotMatchList>[0]["matches"] }) {
  const t = useT();
  return (
    <aside aria-labelledby="hot-aside" className="hidden lg:block">
      <div className="sticky top-20 space-y-2">
        <div className="flex items-baseline justify-between">
          <h2 id="hot-aside" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t(navMessages.hotToday)}
          </h2>
          <Link to="/hot-match-today" className="text-xs font-semibold text-accent hover:underline">
            {t(m.allHot)}
          </Link>
        </div>
        {/* The column is too narrow for prices beside the names; the scores beside it carry them. */}
        <RowOddsContext value={null}>
          <HotMatchList matches={matches} />
        </RowOddsContext>
      </div>
    </aside>
  );
}
