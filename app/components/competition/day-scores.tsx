import { useFavourites } from "../../lib/favourites.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import { DateStrip, dayHref } from "../match/date-strip.tsx";
import { GamblingNotice } from "../odds/gambling-notice.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Scoreboard } from "./scoreboard.tsx";
import { scoreboardOrder } from "./scoreboard-order.ts";
import { scoresMessages } from "./scores-messages.ts";
import { SportSwitcher } from "./sport-switcher.tsx";

const m = defineMessages({
  count: {
    id: "scores.day.count",
    defaultMessage: "{day} · {count, plural, one {# match} other {# matches}}",
    description: "Under the scores' title: the day shown (Today or a date) and how many matches it has",
  },
  mineCount: {
    id: "scores.day.mine-count",
    defaultMessage: "{day} · {count, plural, other {# of your matches}}",
    description: "Under the scores' title with My matches on: the day and how many of the visitor's matches",
  },
  liveCount: {
    id: "scores.day.live-count",
    defaultMessage: "{count, plural, one {# match} other {# matches}} live now",
    description: "Under the scores' title with the Live filter on",
  },
  liveMineCount: {
    id: "scores.day.live-mine-count",
    defaultMessage: "{count, plural, other {# of your matches}} live now",
    description: "Under the scores' title with Live and My matches on",
  },
  nothingLive: { id: "scores.day.nothing-live", defaultMessage: "Nothing live right now" },
  nothingLiveHint: {
    id: "scores.day.nothing-live-hint",
    defaultMessage: "Live matches appear here the moment they kick off.",
  },
  noMatches: { id: "scores.day.no-matches", defaultMessage: "No matches on this day" },
  noMatchesHint: {
    id: "scores.day.no-matches-hint",
    defaultMessage: "Pick another day in the strip above.",
    description: "The strip of days above the scores",
  },
});

type ScoreboardProps = Parameters<typeof Scoreboard>[0];

/**
 * A sport's scores for one day or everything live: the header with the count, the date strip and the
 * rows by competition. The home page shows football's; /sport/{slug} every other sport's.
 */
export function DayScores({
  title,
  sport,
  base = "/",
  today,
  date,
  live,
  mine,
  fixtures,
  favourites,
  priced,
}: {
  title: string;
  /** The sport's slug, marked in the switcher. */
  sport: string;
  base?: string;
  today: string;
  date: string;
  live: boolean;
  mine: boolean;
  fixtures: ScoreboardProps["fixtures"];
  favourites: string;
  priced: boolean;
}) {
  const t = useT();
  const dates = useDates();
  const followed = useFavourites(favourites);
  const count = fixtures.reduce((total, group) => total + group.matches.length, 0);
  // "My matches" counts what it lists: the visitor's, not the day's.
  const shown = mine
    ? scoreboardOrder(fixtures, followed, true).pinned.reduce(
        (total, group) => total + group.matches.length,
        0,
      )
    : count;
  // "1 of your matches", as English counts one among several; "1 match" on its own.
  const day = date === today ? t(scoresMessages.today) : dates.shortDay(date);
  const subtitle = live
    ? t(mine ? m.liveMineCount : m.liveCount, { count: shown })
    : t(mine ? m.mineCount : m.count, { day, count: shown });
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} dense actions={<SportSwitcher current={sport} />} />
      <DateStrip today={today} selected={date} live={live} mine={mine} base={base} />
      {count === 0 ? (
        <EmptyState title={t(live ? m.nothingLive : m.noMatches)} icon="ball">
          {t(live ? m.nothingLiveHint : m.noMatchesHint)}
        </EmptyState>
      ) : (
        <Scoreboard
          fixtures={fixtures}
          serverFavourites={favourites}
          mine={mine}
          everyMatchHref={live ? `${base}?live=1` : dayHref(date, today, false, base)}
        />
      )}
      {priced ? (
        <div className="mt-3">
          <GamblingNotice />
        </div>
      ) : null}
    </>
  );
}
