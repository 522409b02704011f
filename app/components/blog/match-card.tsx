import { Link } from "react-router";
import { useRoundName } from "../../lib/round-name.ts";
import type { CompetitionView, MatchView } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";

export type EmbeddedMatch = MatchView & { competition: CompetitionView };

/**
 * A match inside an article: its competition over the live row the scores pages use, so the
 * score and clock follow the page's live stream.
 */
export function MatchCard({ match }: { match: EmbeddedMatch }) {
  const roundName = useRoundName();
  return (
    <div className="not-prose overflow-hidden rounded-xl border border-line bg-surface">
      <p className="border-b border-line bg-raised px-3 py-1.5 text-xs font-semibold text-muted">
        <Link to={`/league/${match.competition.id}`} className="hover:underline">
          {match.competition.name}
        </Link>
        {match.round ? <span> · {roundName(match.round)}</span> : null}
      </p>
      <ul>
        <MatchRow match={match} />
      </ul>
    </div>
  );
}
