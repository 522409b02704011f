import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";
import { loadScrollPositions, saveScrollPositions } from "../../lib/scroll-positions.ts";

/** Spec: wait this long for a closing overlay (menu, sheet) to release the page before restoring. */
export const OVERLAY_CLOSE_DELAY_MS = 200;

/** `handle: { scrollToTop: false }` keeps the scroll position when navigating to that route. */
type ScrollHandle = { scrollToTop?: boolean } | undefined;

const arrivedBy = () =>
  (performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;

/**
 * Manual scroll restoration: new pages start at the top (unless the route opts
 * out), a hash scrolls to its element, and back/forward returns to where the
 * visitor was on that history entry, even across a reload.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepPosition = useMatches().some((match) => (match.handle as ScrollHandle)?.scrollToTop === false);
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const saved = positions.current ?? loadScrollPositions(sessionStorage);
    positions.current = saved;
    // Scroll events after a navigation commits belong to the new entry: the old one keeps its last value.
    const onScroll = () => {
      // Re-inserting keeps the map in recency order, so the oldest entries are trimmed first.
      saved.delete(currentKey.current);
      saved.set(currentKey.current, window.scrollY);
    };
    // Leaving (a reload, another site) keeps where the page is now: a scroll just before it may not
    // have had its event yet. An open overlay holds the page still, so its place is the one kept.
    const onPageHide = () => {
      if (!document.body.hasAttribute("data-overlay-open")) onScroll();
      saveScrollPositions(sessionStorage, saved);
    };
    // A visitor may scroll the server-rendered page before it is interactive: that place counts too.
    if (window.scrollY > 0) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  // Runs once per history entry; the values it reads all belong to that entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the entry on purpose
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const initial = firstRender.current;
    firstRender.current = false;
    positions.current ??= loadScrollPositions(sessionStorage);
    // Every document's first entry has the key "default": a position kept for it belongs to this
    // document only when it was reloaded or reached by back/forward, not opened afresh.
    const fresh = initial && arrivedBy() === "navigate";
    const saved = navigationType === "POP" && !fresh ? positions.current.get(location.key) : undefined;

    const place = () => {
      if (saved !== undefined) return window.scrollTo(0, saved);
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
      if (target) return target.scrollIntoView();
      if (!initial && !keepPosition) window.scrollTo(0, 0);
    };
    if (document.body.hasAttribute("data-overlay-open")) {
      const timer = setTimeout(place, OVERLAY_CLOSE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    place();
  }, [location.key]);

  return null;
}
