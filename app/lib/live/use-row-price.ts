import { useCallback, useSyncExternalStore } from "react";
import type { RowPrice } from "../../../server/odds/row-prices.ts";
import { useLiveStreamUrl } from "./live-scope.tsx";
import { sharedLiveStore } from "./live-store.ts";

/**
 * A live row's prices: `initial` from the page data, then what the page's one
 * live stream hears (prices ride on it on their own topic); no stream of its own.
 */
export function useRowPrice(matchId: number, initial: RowPrice | undefined, follow: boolean) {
  const url = useLiveStreamUrl();
  const store = follow && typeof window !== "undefined" ? sharedLiveStore(url) : null;
  const subscribe = useCallback(
    (notify: () => void) => (store ? store.watch(matchId, notify) : () => {}),
    [store, matchId],
  );
  const heard = useSyncExternalStore(
    subscribe,
    () => store?.price(matchId),
    () => undefined,
  );
  return heard ?? initial;
}
