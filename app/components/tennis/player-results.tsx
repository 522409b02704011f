import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { outcomeFor, setsSeenBy } from "../../lib/match-status.ts";
import { useRoundName } from "../../lib/round-name.ts";
import type { MatchView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";

const m = defineMessages({
  ranking: { id: "tennis.player.ranking", defaultMessage: "World ranking" },
  unranked: {
    id: "tennis.player.unranked",
    defaultMessage: "Unranked",
    description: "A tennis player without a world ranking",
  },
  season: {
    id: "tennis.player.season",
    defaultMessage: "This season",
    description: "Heading over the player's wins and losses this season",
  },
  record: {
    id: "tennis.player.record",
    defaultMessage: "Won {won} · Lost {lost}",
    description: "A tennis player's matches won and lost this season",
  },
  noMatches: {
    id: "tennis.player.no-matches",
    defaultMessage: "No matches",
    description: "No record this season",
  },
  noResults: { id: "tennis.results.none", defaultMessage: "No results yet this season." },
  wonShort: {
    id: "tennis.results.won.short",
    defaultMessage: "W",
    description: "A badge: the match was won",
  },
  lostShort: {
    id: "tennis.results.lost.short",
    defaultMessage: "L",
    description: "A badge: the match was lost",
  },
  wonAgainst: {
    id: "tennis.results.won-against",
    defaultMessage: "Won against {opponent}",
    description: "Said by screen readers for a result in a player's last matches",
  },
  lostTo: {
    id: "tennis.results.lost-to",
    defaultMessage: "Lost to {opponent}",
    description: "Said by screen readers for a result in a player's last matches",
  },
  versus: {
    id: "tennis.results.versus",
    defaultMessage: "v {opponent}",
    description: "A result in a player's last matches: the opponent's name (v for versus)",
  },
  set: {
    id: "tennis.results.set",
    defaultMessage: "{mine}-{theirs}",
    description: "Said by screen readers for a set: the player's games, then the opponent's",
  },
  setTieBreak: {
    id: "tennis.results.set-tie-break",
    defaultMessage: "{mine}-{theirs} ({points})",
    description: "A set decided in a tie-break, with the loser's tie-break points",
  },
  matchTieBreak: {
    id: "tennis.results.match-tie-break",
    defaultMessage: "match tie-break {mine}-{theirs}",
    description: "A deciding set played as a tie-break to 10, said by screen readers",
  },
});

const SHOWN = 5;

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
    .map(({ games: [mine, theirs], tieBreak, matchTieBreak }) =>
      matchTieBreak
        ? t(m.matchTieBreak, { mine, theirs })
        : tieBreak === null
          ? t(m.set, { mine, theirs })
          : t(m.setTieBreak, { mine, theirs, points: tieBreak }),
    )
    .join(", ");
  return (
    <>
      <span className="sr-only">{spoken}</span>
      <span aria-hidden className="flex shrink-0 gap-1.5 tabular-nums" data-sets>
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
  const roundName = useRoundName();
  const dates = useDates();
  // A tennis match is won or lost; one without a winner recorded is left out rather than guessed.
  const shown = matches
    .filter((match) => {
      const outcome = outcomeFor(playerId, match);
      return outcome === "W" || outcome === "L";
    })
    .slice(0, SHOWN);
  if (shown.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.noResults)}</p>;
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
                {t(won ? m.wonShort : m.lostShort)}
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
                  {match.round ? `${roundName(match.round)} · ` : ""}
                  {day}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
