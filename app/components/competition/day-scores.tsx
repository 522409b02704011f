import { useFavourites } from "../../lib/favourites.ts";
import { shortDay } from "../../lib/time.ts";
import { DateStrip, dayHref } from "../match/date-strip.tsx";
import { GamblingNotice } from "../odds/gambling-notice.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Scoreboard } from "./scoreboard.tsx";
import { scoreboardOrder } from "./scoreboard-order.ts";
import { SportSwitcher } from "./sport-switcher.tsx";

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
  const matches = mine ? `${shown} of your matches` : `${shown} ${shown === 1 ? "match" : "matches"}`;
  const subtitle = live ? `${matches} live now` : `${date === today ? "Today" : shortDay(date)} · ${matches}`;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} dense actions={<SportSwitcher current={sport} />} />
      <DateStrip today={today} selected={date} live={live} mine={mine} base={base} />
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
