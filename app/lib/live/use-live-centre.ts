import { startTransition, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { MatchStats, MomentumPoint } from "../../../server/sports/centre/stats.ts";
import { useLiveStreamUrl } from "./live-scope.tsx";
import { sharedLiveStream } from "./live-stream.ts";

export type CentreNumbers = { stats: MatchStats | null; momentum: MomentumPoint[] };

/**
 * While a match is live, follows it on the page's one live stream (its own, inside
 * `LiveMatchScope`): `stats` entries replace the statistics and momentum in place; a new
 * event or a status change reloads the page data, so the timeline, line-up marks and cards follow.
 * With `followPlays` a sport's play (a basketball possession) reloads it too: the play-by-play it shows
 * is read again, from the same stream.
 */
export function useLiveCentre(
  matchId: number,
  live: boolean,
  initial: CentreNumbers,
  { followPlays = false }: { followPlays?: boolean } = {},
): CentreNumbers {
  const url = useLiveStreamUrl();
  const [numbers, setNumbers] = useState(initial);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // Fresh page data (a revalidation, another match) replaces what the stream sent. The same data
  // again (the first render after hydration) changes nothing: a render then would draw the tab's
  // parts still loading their code with their "Loading…" line, and the page below would jump.
  const { stats, momentum } = initial;
  useEffect(
    () =>
      setNumbers((shown) =>
        shown.stats === stats && shown.momentum === momentum ? shown : { stats, momentum },
      ),
    [stats, momentum],
  );
  useEffect(() => {
    if (!live) return;
    return sharedLiveStream(url).subscribe({
      entry(entry) {
        if (entry.matchId !== matchId) return;
        // As a transition: a tab whose code is still loading while the page hydrates keeps the
        // server's HTML until it can draw the new numbers, instead of falling back to "Loading…".
        if (entry.kind === "stats")
          startTransition(() => setNumbers({ stats: entry.stats, momentum: entry.momentum }));
        else if (entry.kind !== "play" || followPlays) void revalidate.current();
      },
      // What was missed could not be replayed: read the page again.
      reset: () => void revalidate.current(),
    });
  }, [url, matchId, live, followPlays]);
  return numbers;
}
