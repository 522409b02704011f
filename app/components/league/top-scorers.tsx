import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { ScorerView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  empty: { id: "league.scorers.empty", defaultMessage: "No goals yet." },
  player: { id: "league.scorers.player", defaultMessage: "Player", description: "Column heading" },
  penalties: {
    id: "league.scorers.penalties",
    defaultMessage: "Penalties",
    description: "Column's full name: goals scored from the penalty spot",
  },
  penaltiesShort: {
    id: "league.scorers.penalties.short",
    defaultMessage: "Pen",
    description: "Column heading: goals scored from the penalty spot",
  },
  goals: { id: "league.scorers.goals", defaultMessage: "Goals", description: "Column heading" },
});

/** Goals per player, penalties in brackets. */
export function TopScorers({ scorers }: { scorers: ScorerView[] }) {
  const t = useT();
  if (scorers.length === 0) return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
  return (
    <table className="w-full text-sm tabular-nums">
      <thead className="text-[11px] uppercase text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="w-8 py-1.5 text-center font-medium">
            #
          </th>
          <th scope="col" className="py-1.5 text-start font-medium">
            {t(m.player)}
          </th>
          <th scope="col" className="w-14 text-center font-medium" title={t(m.penalties)}>
            {t(m.penaltiesShort)}
          </th>
          <th scope="col" className="w-14 pe-2 text-center font-semibold">
            {t(m.goals)}
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
            <td className="pe-2 text-center font-bold">{scorer.goals}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
