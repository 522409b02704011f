import { Link } from "react-router";
import type { ScorerView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";

/** Goals per player, penalties in brackets. */
export function TopScorers({ scorers }: { scorers: ScorerView[] }) {
  if (scorers.length === 0) return <p className="px-3 py-6 text-center text-sm text-muted">No goals yet.</p>;
  return (
    <table className="w-full text-sm tabular-nums">
      <thead className="text-[11px] uppercase text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="w-8 py-1.5 text-center font-medium">
            #
          </th>
          <th scope="col" className="py-1.5 text-left font-medium">
            Player
          </th>
          <th scope="col" className="w-14 text-center font-medium" title="Penalties">
            Pen
          </th>
          <th scope="col" className="w-14 pr-2 text-center font-semibold">
            Goals
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {scorers.map((scorer) => (
          <tr key={`${scorer.name}-${scorer.team?.id ?? 0}`}>
            <td className="py-1.5 text-center text-muted">{scorer.rank}</td>
            <td className="max-w-0 py-1.5">
              {scorer.playerId ? (
                <Link
                  to={`/player/${scorer.playerId}`}
                  // Two links stacked in a cell: each at least 24 px tall, so a thumb finds the one it means.
                  className="block min-h-6 truncate leading-6 font-medium hover:underline"
                >
                  {scorer.name}
                </Link>
              ) : (
                <span className="block truncate font-medium">{scorer.name}</span>
              )}
              {scorer.team ? (
                <Link
                  to={`/team/${scorer.team.id}`}
                  className="flex min-h-6 items-center gap-1 text-xs text-muted hover:underline"
                >
                  <TeamCrest team={scorer.team} />
                  <span className="truncate">{scorer.team.name}</span>
                </Link>
              ) : null}
            </td>
            <td className="text-center text-muted">{scorer.penalties || ""}</td>
            <td className="pr-2 text-center font-bold">{scorer.goals}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
