import { useEffect, useRef, useState } from "react";
import type { MatchOdds } from "../../../server/odds/view.ts";
import type { OddsHistoryPoint } from "../odds.server.ts";
import { useLiveStreamUrl } from "./live-scope.tsx";
import { sharedLiveStream } from "./live-stream.ts";

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
 * The match's prices as they change: the odds topic (not the live log's) rides on the page's one
 * live stream, the match's own, and sends the whole market set after every event and minute; each
 * update also extends the history the chart draws.
 */
export function useMatchOdds(
  matchId: number,
  initial: MatchOdds,
  history: OddsHistoryPoint[],
  follow: boolean,
) {
  const url = useLiveStreamUrl();
  const [state, setState] = useState({ odds: initial, history });
  const first = useRef(initial);
  // A navigation to another match hands over new loader data.
  if (first.current !== initial) {
    first.current = initial;
    setState({ odds: initial, history });
  }
  useEffect(() => {
    if (!follow) return;
    return sharedLiveStream(url).subscribe({
      odds(odds) {
        if (odds.match_id !== matchId) return;
        setState((previous) => ({ odds, history: [...previous.history, pointOf(odds)].slice(-240) }));
      },
    });
  }, [url, matchId, follow]);
  return state;
}
