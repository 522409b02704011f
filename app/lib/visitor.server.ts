import type { RouterContextProvider } from "react-router";
import { favouritesCookieValue, serializeFavourites } from "./favourites.ts";
import { requestScopeOf } from "./request-scope.server.ts";
import { visitorTimeZone } from "./time.ts";
import { viewerContext } from "./viewer.ts";

/** What the sports pages read from the visitor's cookies: their time zone and pinned favourites. */
export function visitorPreferences(request: Request) {
  const cookie = request.headers.get("Cookie");
  return { timeZone: visitorTimeZone(request), favourites: favouritesCookieValue(cookie) };
}

/**
 * The time zone, and the favourites the page renders pinned: the account's for a signed-in
 * fan, else the guest's cookie mirror.
 */
export async function visitorFollowing(request: Request, context: Readonly<RouterContextProvider>) {
  const preferences = visitorPreferences(request);
  const viewer = context.get(viewerContext);
  if (!viewer) return preferences;
  const stored = await requestScopeOf(context).services.follow.favourites(viewer.id);
  return { ...preferences, favourites: serializeFavourites(stored) };
}
