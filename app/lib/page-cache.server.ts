import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "./request-scope.server.ts";

/** A page showing a match in play: its minute and score move, so it is shared for a second at most. */
export const LIVE_PAGE_SECONDS = 1;
/** Scores, tables and fixtures with nothing in play: events drop them sooner when something happens. */
export const SCORES_PAGE_SECONDS = 30;
/** Articles and prices: edited in the admin area, which drops every shared page. */
export const CONTENT_PAGE_SECONDS = 60;

/**
 * Says this render may be served to other anonymous visitors for `seconds`, tagged with what it
 * shows so the events that change those drop it (docs/decisions/036-page-cache.md). Several calls
 * in one request (layout and page) keep every tag and the shortest time. A signed-in or
 * personalised request is never shared, whatever its loaders say.
 */
export function sharePage(
  context: Readonly<RouterContextProvider>,
  seconds: number,
  ...tags: string[]
): void {
  const hint = requestScopeOf(context).page;
  if (!hint) return;
  hint.maxAgeSeconds = hint.maxAgeSeconds === null ? seconds : Math.min(hint.maxAgeSeconds, seconds);
  for (const tag of tags) hint.tags.add(tag);
}
