import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { tickingClock } from "../../../shared/clock.ts";
import type { MatchView } from "../sports-view.ts";
import { useLiveStreamUrl } from "./live-scope.tsx";
import { type LiveStore, sharedLiveStore } from "./live-store.ts";

/** The fields a live update changes; any row or header carrying them can go live. */
export type LiveMatchFields = Pick<
  MatchView,
  "id" | "status" | "period" | "minute" | "stoppage" | "homeScore" | "awayScore"
> & { periodStartedAt?: string | null };

const never = () => () => {};
const serverStore = () => undefined;

function useStore(): LiveStore | null {
  const url = useLiveStreamUrl();
  return typeof window === "undefined" ? null : sharedLiveStore(url);
}

/**
 * `initial` from the page data, kept current by the page's live stream; the minute as last reported
 * (`useTickingClock` runs it on). A list row takes this and ticks only its clock, so the row
 * itself redraws on an event, not every time the clock moves.
 */
export function useLiveState<T extends LiveMatchFields>(id: number, initial: T): T {
  const store = useStore();
  const revalidator = useRevalidator();
  const subscribe = useCallback(
    (notify: () => void) => (store ? store.watch(id, notify) : () => {}),
    [store, id],
  );
  const delta = useSyncExternalStore(subscribe, () => store?.delta(id), serverStore);
  useEffect(() => {
    if (store) store.onReset = () => void revalidator.revalidate();
  }, [store, revalidator]);
  if (!delta) return initial;
  return {
    ...initial,
    status: delta.status,
    period: delta.period,
    minute: delta.minute,
    stoppage: delta.stoppage,
    periodStartedAt: delta.periodStartedAt,
    homeScore: delta.home,
    awayScore: delta.away,
    // Sets' games and the point (tennis), quarters and the clock (basketball).
    ...(delta.scores ? { scores: delta.scores } : {}),
    ...(delta.play !== undefined ? { play: delta.play } : {}),
  };
}

/** A live match with its clock run on to now, ticking while its period is under way. */
export function useTickingClock<T extends LiveMatchFields>(match: T): T {
  const store = useStore();
  const ticks = match.status === "live" && Boolean(match.periodStartedAt);
  const watchClock = useCallback(
    (notify: () => void) => (store ? store.watchClock(notify) : () => {}),
    [store],
  );
  // A clock that is not running reads 0 in the browser too: after hydration React redraws each
  // part whose reading differs from the server's, and a page's kick-off times and results need none.
  const now = useSyncExternalStore(
    ticks ? watchClock : never,
    () => (ticks ? (store?.now() ?? 0) : 0),
    () => 0,
  );
  // The server and the hydrating render both see `now` 0 and show the reported minute, so the two
  // always agree; the clock starts ticking at the store's first tick, just after hydration.
  if (!ticks || now === 0) return match;
  // A basketball clock counts down from when its period started; football's minute counts up.
  const play = (match as { play?: MatchView["play"] }).play;
  if (play?.periodSeconds !== undefined && match.periodStartedAt) {
    const clockLeft = Math.max(0, play.periodSeconds - (now - Date.parse(match.periodStartedAt)) / 1000);
    return { ...match, play: { ...play, clockLeft } };
  }
  return { ...match, ...tickingClock(match, now) };
}

/** `initial` from the page data, kept current by the page's live stream, with a ticking minute. */
export function useLiveMatch<T extends LiveMatchFields>(id: number, initial: T): T {
  return useTickingClock(useLiveState(id, initial));
}

/**
 * Briefly lights up the element holding the score when a goal goes in (not on
 * first render, and not when a goal is taken back).
 */
export function useGoalHighlight<E extends HTMLElement>(
  match: Pick<LiveMatchFields, "homeScore" | "awayScore"> & { sport?: string },
) {
  const ref = useRef<E>(null);
  const previous = useRef<number | null>(null);
  // A basketball score moves every possession: lighting it up each time would only be noise.
  const goals = match.sport === "basketball" ? 0 : (match.homeScore ?? 0) + (match.awayScore ?? 0);
  useEffect(() => {
    const before = previous.current;
    previous.current = goals;
    const element = ref.current;
    if (before === null || goals <= before || !element) return;
    element.dataset.goal = "";
    element.animate?.([{ backgroundColor: "rgb(250 204 21 / 0.45)" }, { backgroundColor: "transparent" }], {
      duration: 2_500,
      easing: "ease-out",
    });
    const timer = setTimeout(() => delete element.dataset.goal, 2_500);
    return () => clearTimeout(timer);
  }, [goals]);
  return ref;
}
