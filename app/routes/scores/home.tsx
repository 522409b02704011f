import { Scoreboard } from "../../components/competition/scoreboard.tsx";
import { DateStrip, dayHref } from "../../components/match/date-strip.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { DESCRIPTION, HOME_TITLE, siteNameOf } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { shortDay } from "../../lib/time.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/home";
import { loadScores } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${HOME_TITLE} | ${siteNameOf(matches)}` },
  { name: "description", content: DESCRIPTION },
  { property: "og:title", content: `${HOME_TITLE} | ${siteNameOf(matches)}` },
  { property: "og:description", content: DESCRIPTION },
  ...canonical(matches, "/"),
];

export const loader = ({ request, context }: Route.LoaderArgs) => loadScores(request, context);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { today, date, live, mine, fixtures, favourites, timeZone } = loaderData;
  const count = fixtures.reduce((total, group) => total + group.matches.length, 0);
  const subtitle = live
    ? `${count} ${count === 1 ? "match" : "matches"} live now`
    : `${date === today ? "Today" : shortDay(date)} · ${count} ${count === 1 ? "match" : "matches"}`;
  return (
    <TimeZoneProvider serverTimeZone={timeZone} reloadOnChange>
      <PageHeader title="Scores" subtitle={subtitle} />
      <DateStrip today={today} selected={date} live={live} mine={mine} />
      {count === 0 ? (
        <EmptyState title={live ? "Nothing live right now" : "No matches on this day"} icon="ball">
          {live
            ? "Live matches appear here the moment they kick off."
            : "Pick another day in the strip above."}
        </EmptyState>
      ) : (
        <Scoreboard
          fixtures={fixtures}
          serverFavourites={favourites}
          mine={mine}
          everyMatchHref={live ? "/?live=1" : dayHref(date, today, false)}
        />
      )}
    </TimeZoneProvider>
  );
}
