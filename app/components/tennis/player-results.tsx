import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { outcomeFor, setsSeenBy } from "../../lib/match-status.ts";
import type { MatchView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";

const SHOWN = 5;

const m = defineMessages({
  ranking: { id: "player.tennis.ranking", defaultMessage: "World ranking" },
  unranked: {
    id: "player.tennis.unranked",
    defaultMessage: "Unranked",
    description: "A player without a ranking",
  },
  season: { id: "player.tennis.season", defaultMessage: "This season" },
  record: {
    id: "player.tennis.record",
    defaultMessage: "Won {won} · Lost {lost}",
    description: "A tennis player's matches won and lost this season",
  },
  noMatches: {
    id: "player.tennis.no-matches",
    defaultMessage: "No matches",
    description: "No win-loss record this season",
  },
  empty: { id: "player.tennis.empty", defaultMessage: "No results yet this season." },
  won: { id: "player.tennis.won.short", defaultMessage: "W", description: "One letter for a match won" },
  lost: { id: "player.tennis.lost.short", defaultMessage: "L", description: "One letter for a match lost" },
  wonAgainst: {
    id: "player.tennis.won-against",
    defaultMessage: "Won against {opponent}",
    description: "Read by screen readers for a result",
  },
  lostTo: {
    id: "player.tennis.lost-to",
    defaultMessage: "Lost to {opponent}",
    description: "Read by screen readers for a result",
  },
  versus: {
    id: "player.tennis.versus",
    defaultMessage: "v {opponent}",
    description: "Shown before the opponent's name in a player's results",
  },
  setTieBreak: {
    id: "player.tennis.set-tie-break-spoken",
    defaultMessage: "{games} ({points})",
    description: "A set decided by a tie-break, read by screen readers: 7-6 (5); points are the loser's",
  },
  matchTieBreak: {
    id: "player.tennis.match-tie-break-spoken",
    defaultMessage: "match tie-break {points}",
    description: "A deciding match tie-break in place of a final set, read by screen readers: 10-8",
  },
  roundAndDay: {
    id: "player.tennis.round-and-day",
    defaultMessage: "{round} · {day}",
    description: "Under a result: the round of the draw and the day played",
  },
});

/**
 * A tennis player's ranking and this season's wins and losses, as a strip of two figures under the
 * header. The ranking reads "Unranked" when there is none.
 */
export function PlayerFigures({
  ranking,
  record,
}: {
  ranking: number | null;
  record: { won: number; lost: number } | null;
}) {
  const t = useT();
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2" data-player-figures>
      <div className="rounded-xl border border-line bg-surface px-3 py-2">
        <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t(m.ranking)}</dt>
        <dd className="text-lg font-bold tabular-nums" data-ranking>
          {ranking === null ? t(m.unranked) : ranking}
        </dd>
      </div>
      <div className="rounded-xl border border-line bg-surface px-3 py-2">
        <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t(m.season)}</dt>
        <dd className="text-lg font-bold tabular-nums" data-record>
          {record ? t(m.record, { won: record.won, lost: record.lost }) : t(m.noMatches)}
        </dd>
      </div>
    </dl>
  );
}

/** "6-4 3-6 7-6⁵" from the player's side; the words a screen reader says for it. */
function SetLine({ match, side }: { match: MatchView; side: "home" | "away" }) {
  const t = useT();
  const sets = setsSeenBy(match.scores, side);
  const spoken = sets
    .map(({ games, tieBreak, matchTieBreak }) => {
      const score = `${games[0]}-${games[1]}`;
      if (matchTieBreak) return t(m.matchTieBreak, { points: score });
      return tieBreak === null ? score : t(m.setTieBreak, { games: score, points: tieBreak });
    })
    .join(", ");
  return (
    <>
      <span className="sr-only">{spoken}</span>
      <span aria-hidden dir="ltr" className="flex shrink-0 gap-1.5 tabular-nums" data-sets>
        {sets.map(({ set, games, tieBreak, matchTieBreak }) => (
          <span key={set} className="whitespace-nowrap">
            {matchTieBreak ? `[${games[0]}-${games[1]}]` : `${games[0]}-${games[1]}`}
            {tieBreak === null ? null : <sup>{tieBreak}</sup>}
          </span>
        ))}
      </span>
    </>
  );
}

/**
 * A tennis player's last five results, newest first: won or lost, the opponent, the round as the draw
 * names it, the score by sets from the player's side and the day; each links to its match.
 */
export function PlayerResults({ playerId, matches }: { playerId: number; matches: MatchView[] }) {
  const t = useT();
  const dates = useDates();
  // A tennis match is won or lost; one without a winner recorded is left out rather than guessed.
  const shown = matches
    .filter((match) => {
      const outcome = outcomeFor(playerId, match);
      return outcome === "W" || outcome === "L";
    })
    .slice(0, SHOWN);
  if (shown.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
  }
  return (
    <ol className="divide-y divide-line" data-player-results>
      {shown.map((match) => {
        const side = match.home.id === playerId ? "home" : "away";
        const opponent = side === "home" ? match.away : match.home;
        const won = outcomeFor(playerId, match) === "W";
        const day = dates.shortDate(match.kickoffAt);
        return (
          <li key={match.id} data-match-id={match.id} data-outcome={won ? "W" : "L"}>
            <Link
              to={`/match/${match.id}`}
              className="flex items-center gap-3 px-3 py-2 text-sm hover:bg-raised focus-visible:bg-raised"
            >
              <span
                aria-hidden
                className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-xs font-bold text-white ${
                  won ? "bg-emerald-700" : "bg-red-700"
                }`}
              >
                {t(won ? m.won : m.lost)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate font-semibold">
                    <span className="sr-only">
                      {t(won ? m.wonAgainst : m.lostTo, { opponent: opponent.name })}
                    </span>
                    <span aria-hidden>{t(m.versus, { opponent: opponent.name })}</span>
                  </span>
                  <SetLine match={match} side={side} />
                </span>
                <span className="block truncate text-xs text-muted">
                  {match.round ? t(m.roundAndDay, { round: match.round, day }) : day}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
