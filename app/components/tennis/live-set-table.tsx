import { useLiveMatch } from "../../lib/live/use-live.ts";
import type { MatchView } from "../../lib/sports-view.ts";
import { SetTable } from "./set-table.tsx";

/** The match centre's set table, kept current point by point from the page's live stream. */
export function LiveSetTable({ match: initial }: { match: MatchView }) {
  const match = useLiveMatch(initial.id, initial);
  const live = match.status === "live" ? match.play : null;
  return (
    <SetTable
      home={match.home.name}
      away={match.away.name}
      scores={match.scores}
      sets={[match.homeScore ?? 0, match.awayScore ?? 0]}
      point={live?.point ?? null}
      serving={live?.serving ?? null}
    />
  );
}
