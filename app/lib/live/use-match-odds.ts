import { useEffect, useRef, useState } from "react";
import type { MatchOdds } from "../../../server/odds/view.ts";
import { usePublicConfig } from "../../components/shell/public-config.tsx";
import type { OddsHistoryPoint } from "../odds.server.ts";

const pointOf = (odds: MatchOdds): OddsHistoryPoint => ({
  at: odds.updated_at,
  status: odds.status,
  minute: odds.minute,
  probabilities: Object.fromEntries(
    odds.markets.map((market) => [
      market.key,
      Object.fromEntries(market.selections.map((s) => [s.key, s.probability])),
    ]),
  ),
});

/**
 * The match's prices as they change: the odds topic's own stream (not the live
 * log's) sends the whole market set after every event and minute; each update
 * also extends the history the chart draws.
 */
export function useMatchOdds(
  matchId: number,
  initial: MatchOdds,
  history: OddsHistoryPoint[],
  follow: boolean,
) {
  const { apiPath } = usePublicConfig();
  const [state, setState] = useState({ odds: initial, history });
  const first = useRef(initial);
  // A navigation to another match hands over new loader data.
  if (first.current !== initial) {
    first.current = initial;
    setState({ odds: initial, history });
  }
  useEffect(() => {
    if (!follow || typeof EventSource === "undefined") return;
    const source = new EventSource(`${apiPath}/matches/${matchId}/odds/stream`);
    const take = (odds: MatchOdds | null) => {
      if (!odds || odds.match_id !== matchId) return;
      setState((previous) => ({ odds, history: [...previous.history, pointOf(odds)].slice(-240) }));
    };
    source.addEventListener("odds", (event) =>
      take(JSON.parse((event as MessageEvent<string>).data) as MatchOdds),
    );
    source.addEventListener("ready", (event) => {
      take((JSON.parse((event as MessageEvent<string>).data) as { odds: MatchOdds | null }).odds);
    });
    return () => source.close();
  }, [apiPath, matchId, follow]);
  return state;
}
