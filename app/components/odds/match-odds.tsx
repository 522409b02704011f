import { useMatchOdds } from "../../lib/live/use-match-odds.ts";
import type { MatchOddsData } from "../../lib/odds.server.ts";
import { OddsHistoryChart } from "./odds-history.tsx";
import { OddsPanel } from "./odds-panel.tsx";

/** The match centre's odds: the markets, following the odds stream while the match can still change, and their history. */
export function MatchOdds({
  matchId,
  data,
  live,
  teams,
}: {
  matchId: number;
  data: MatchOddsData;
  live: boolean;
  teams: { home: string; away: string };
}) {
  const { odds, history } = useMatchOdds(matchId, data.odds, data.history, live);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <OddsPanel odds={odds} format={data.format} teams={teams} />
      <OddsHistoryChart points={history} home={teams.home} />
    </div>
  );
}
