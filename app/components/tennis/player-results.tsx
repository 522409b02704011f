import { Link } from "react-router";
import { outcomeFor, setsSeenBy } from "../../lib/match-status.ts";
import type { MatchView } from "../../lib/sports-view.ts";
import { shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";

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
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2" data-player-figures>
      <div className="rounded-xl border border-line bg-surface px-3 py-2">
        <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">World ranking</dt>
        <dd className="text-lg font-bold tabular-nums" data-ranking>
          {ranking === null ? "Unranked" : ranking}
        </dd>
      </div>
      <div className="rounded-xl border border-line bg-surface px-3 py-2">
        <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">This season</dt>
        <dd className="text-lg font-bold tabular-nums" data-record>
          {record ? `Won ${record.won} · Lost ${record.lost}` : "No matches"}
        </dd>
      </div>
    </dl>
  );
}

/** "6-4 3-6 7-6⁵" from the player's side; the words a screen reader says for it. */
function SetLine({ match, side }: { match: MatchView; side: "home" | "away" }) {
  const sets = setsSeenBy(match.scores, side);
  const spoken = sets
    .map(({ games, tieBreak, matchTieBreak }) =>
      matchTieBreak
        ? `match tie-break ${games[0]}-${games[1]}`
        : `${games[0]}-${games[1]}${tieBreak === null ? "" : ` (${tieBreak})`}`,
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
  const timeZone = useTimeZone();
  // A tennis match is won or lost; one without a winner recorded is left out rather than guessed.
  const shown = matches
    .filter((match) => {
      const outcome = outcomeFor(playerId, match);
      return outcome === "W" || outcome === "L";
    })
    .slice(0, SHOWN);
  if (shown.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">No results yet this season.</p>;
  }
  return (
    <ol className="divide-y divide-line" data-player-results>
      {shown.map((match) => {
        const side = match.home.id === playerId ? "home" : "away";
        const opponent = side === "home" ? match.away : match.home;
        const won = outcomeFor(playerId, match) === "W";
        const day = shortDate(match.kickoffAt, timeZone);
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
                {won ? "W" : "L"}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate font-semibold">
                    <span className="sr-only">{won ? "Won against " : "Lost to "}</span>
                    <span aria-hidden>v </span>
                    {opponent.name}
                  </span>
                  <SetLine match={match} side={side} />
                </span>
                <span className="block truncate text-xs text-muted">
                  {match.round ? `${match.round} · ` : ""}
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
