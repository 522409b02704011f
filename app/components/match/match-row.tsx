import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useGoalHighlight, useLiveState, useTickingClock } from "../../lib/live/use-live.ts";
import { hasScore, isLive, matchClock, setGames, winnerSide } from "../../lib/match-status.ts";
import type { MatchView, TeamView } from "../../lib/sports-view.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import { FavouriteStar } from "../competition/favourite-star.tsx";
import { RowPriceColumn } from "../odds/row-price.tsx";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  name: {
    id: "scores.row.name",
    defaultMessage: "{home} v {away}",
    description: "A match named by its two sides, home first",
  },
  spoken: {
    id: "scores.row.spoken",
    defaultMessage: "{home} v {away}, {clock}",
    description:
      "What a screen reader says for a match row before a score: the clock is the kick-off time or the state",
  },
  spokenScore: {
    id: "scores.row.spoken-score",
    defaultMessage: "{home} v {away}, {homeScore}-{awayScore}, {clock}",
    description:
      "What a screen reader says for a match row with a score; clock is the minute or the state (FT)",
  },
  spokenPoint: {
    id: "scores.row.spoken-point",
    defaultMessage: "{home} v {away}, {homeScore}-{awayScore}, {homePoint}-{awayPoint}, {clock}",
    description: "Tennis in play: the sets won, the point score in the game, then the set being played",
  },
});

/** Tennis beside the sets won: each set's games, and while live the point and who serves. */
type TennisLine = { games: Array<{ set: string; games: number }>; point?: string; serving: boolean };

// Below this width of the two lines (a phone's narrowest, the Hot card beside the scores) a tennis
// row prints family names without badges, and keeps sets, point, server and the games of the set in
// play, dropping the games of the sets before it.
const narrowHidden = "@max-[15rem]:hidden";
const narrowShown = "@max-[15rem]:inline";

/**
 * Whether a club's name is cut where it stands: then the row prints its short name, whole, as
 * scoreboards do, in the same 18 px line (prices beside a live row take room; Mexico's and Brazil's
 * clubs have long names). Measured when drawn and whenever the line's width changes; the server's
 * HTML prints the full name.
 */
function useNameCut(enabled: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // The full name's width, measured while it was shown: the short one gives way to it when it fits again.
  const fullWidth = useRef(0);
  useLayoutEffect(() => {
    const name = ref.current;
    if (!enabled || !name) return;
    const check = () => {
      if (!cut) {
        fullWidth.current = name.scrollWidth;
        if (name.scrollWidth > name.clientWidth) setCut(true);
      } else if (name.clientWidth >= fullWidth.current) setCut(false);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(name);
    return () => observer.disconnect();
  }, [enabled, cut]);
  return { ref, cut };
}

/** One side of the row: spans only, as it sits inside the row's spans. */
function TeamLine({
  team,
  score,
  strong,
  player,
  tennis,
}: {
  team: TeamView;
  score: string;
  strong: boolean;
  /** A tennis player rather than a club: a narrow row prints the family name. */
  player: boolean;
  tennis?: TennisLine;
}) {
  const club = useNameCut(!player && team.shortName !== team.name);
  return (
    <span className="flex h-[18px] items-center gap-1.5">
      {player ? (
        // A player's badge only repeats the initials of the name beside it: a narrow row gives its room to the name.
        <span className={`shrink-0 ${narrowHidden}`}>
          <TeamCrest team={team} size="xs" />
        </span>
      ) : (
        <TeamCrest team={team} size="xs" />
      )}
      {/* A name keeps its own direction, so a long Latin name is cut at its end on an Arabic page too;
          it still sits beside its crest. */}
      <span
        ref={club.ref}
        dir="auto"
        className={`min-w-0 flex-1 truncate rtl:text-right ${strong ? "font-semibold" : ""}`}
        data-team-name
        data-short-name={club.cut || undefined}
      >
        {player ? (
          <>
            {/* A narrow row (the hot matches beside the scores) has room for the family name only,
                as scoreboards print it: the whole name would be cut to its first letter. */}
            <span className={narrowHidden}>{team.name}</span>
            <span className={`hidden ${narrowShown}`}>{team.shortName}</span>
          </>
        ) : (
          // The short name is a new element, not the long one's text replaced: a name aligned to its
          // end (right to left) would otherwise be seen to move as it changed length.
          <span key={club.cut ? "short" : "full"}>{club.cut ? team.shortName : team.name}</span>
        )}
      </span>
      {tennis ? (
        <>
          <span
            className={`h-1.5 w-1.5 shrink-0 rounded-full ${tennis.serving ? "bg-live" : ""}`}
            data-serving={tennis.serving || undefined}
          />
          {tennis.games.map(({ set, games }, index) => (
            <span
              key={set}
              className={`w-4 text-center text-xs tabular-nums text-muted ${
                index < tennis.games.length - 1 ? narrowHidden : ""
              }`}
              data-set-games={set}
            >
              {games}
            </span>
          ))}
          {tennis.point !== undefined ? (
            <span className="w-6 text-center text-xs font-semibold tabular-nums" data-point>
              {tennis.point}
            </span>
          ) : null}
        </>
      ) : null}
      <span className={`w-5 shrink-0 text-end tabular-nums ${strong ? "font-bold" : ""}`} data-score>
        {score}
      </span>
    </span>
  );
}

function tennisLines(match: MatchView): [TennisLine, TennisLine] | undefined {
  if (match.sport !== "tennis" || !hasScore(match)) return undefined;
  const live = match.status === "live" ? match.play : null;
  const side = (which: "home" | "away", i: 0 | 1): TennisLine => ({
    games: setGames(match.scores, which),
    point: live?.point?.[i],
    serving: live?.serving === which,
  });
  return [side("home", 0), side("away", 1)];
}

/**
 * The row's clock or kick-off, and the sentence a screen reader says for the row (which names the
 * clock): the only part of a row that moves with the minute, so a tick redraws it alone.
 */
function RowClock({
  match: reported,
  tennis,
  note,
}: {
  match: MatchView;
  tennis?: [TennisLine, TennisLine];
  note?: string;
}) {
  const match = useTickingClock(reported);
  const timeZone = useTimeZone();
  const t = useT();
  const clock = matchClock(match, timeZone, t);
  const sides = { home: match.home.name, away: match.away.name, clock };
  const score = { homeScore: String(match.homeScore), awayScore: String(match.awayScore) };
  const spoken = !hasScore(match)
    ? t(m.spoken, sides)
    : tennis?.[0].point === undefined
      ? t(m.spokenScore, { ...sides, ...score })
      : t(m.spokenPoint, {
          ...sides,
          ...score,
          homePoint: tennis[0].point,
          awayPoint: tennis[1].point ?? "",
        });
  return (
    <>
      {/* One sentence for screen readers; the columns beside it say the same to the eye. */}
      <span className="sr-only">{spoken}</span>
      {/* The column keeps the row's height whatever it says, and a clock that reads differently is
          a new label: "HT" or "Set 2" wrapping to two lines in a narrow language would otherwise
          move the label up and down in its row, a layout shift. */}
      <span
        aria-hidden
        className={`order-first me-auto flex w-10 shrink-0 flex-col justify-center self-stretch text-center text-[11px] leading-tight tabular-nums ${
          isLive(match) ? "font-bold text-live" : "text-muted"
        }`}
        data-clock
      >
        <span key={clock}>
          {/* "45+2'" keeps its minute mark after the number right to left too. */}
          <span dir="ltr">{clock}</span>
          {note ? <span className="block text-[10px] font-normal text-muted">{note}</span> : null}
        </span>
      </span>
    </>
  );
}

/**
 * One fixture in a list: clock or kickoff, both teams, the score. Links to the match centre;
 * with `favourites` (the server's favourites value) a star beside it follows the match.
 */
export function MatchRow({
  match: initial,
  note,
  trailing,
  favourites,
}: {
  match: MatchView;
  note?: string;
  trailing?: ReactNode;
  favourites?: string;
}) {
  const match = useLiveState(initial.id, initial);
  const goal = useGoalHighlight<HTMLSpanElement>(match);
  const t = useT();
  const live = isLive(match);
  const scored = hasScore(match);
  const winner = winnerSide(match);
  const tennis = tennisLines(match);
  return (
    <li
      data-match-id={match.id}
      data-status={match.status}
      // The star's column is kept from the first paint: a row painted before its star has arrived
      // would be wider, and its score and prices would move aside when the star came.
      className={favourites === undefined ? undefined : "grid grid-cols-[minmax(0,1fr)_1.75rem] items-center"}
    >
      <Link
        to={`/match/${match.id}`}
        // Two 18 px team lines and 2 px either side: a 40 px row, dense yet a whole finger tall. The
        // row is that tall and its lines start at its top from the first paint, even one painted while
        // the row's HTML is still arriving: nothing in it moves when the rest of it comes.
        className="flex min-h-10 min-w-0 items-center gap-2 px-2 py-0.5 text-sm leading-[18px] hover:bg-raised focus-visible:bg-raised"
      >
        <RowClock match={match} tennis={tennis} note={note} />
        {/* The HTML brings the teams last, so that nothing after them can narrow them once painted (the
            score at their end would move): the prices and the trailing mark are parsed first and sit at
            the row's end, the clock's auto margin holding them there until the teams come between. The
            teams are hidden from screen readers, so the row still reads the clock's sentence first. */}
        <RowPriceColumn
          matchId={match.id}
          live={live}
          teams={{ home: match.home.name, away: match.away.name }}
        />
        {trailing}
        <span
          ref={goal}
          aria-hidden
          className={`@container -order-1 min-w-0 flex-1 self-start ${live ? "[&_[data-score]]:text-live" : ""}`}
        >
          <TeamLine
            team={match.home}
            score={scored ? String(match.homeScore) : ""}
            strong={winner === "home"}
            player={match.sport === "tennis"}
            tennis={tennis?.[0]}
          />
          <TeamLine
            team={match.away}
            score={scored ? String(match.awayScore) : ""}
            strong={winner === "away"}
            player={match.sport === "tennis"}
            tennis={tennis?.[1]}
          />
        </span>
      </Link>
      {favourites === undefined ? null : (
        <FavouriteStar
          kind="matches"
          id={match.id}
          name={t(m.name, { home: match.home.name, away: match.away.name })}
          serverFavourites={favourites}
          className="me-1 h-6.5 w-6"
        />
      )}
    </li>
  );
}
