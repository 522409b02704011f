import { favouritesCookieValue } from "./favourites.ts";
import { timeZoneFromCookie } from "./time.ts";

/** What the sports pages read from the visitor's cookies: their time zone and pinned favourites. */
export function visitorPreferences(request: Request) {
  const cookie = request.headers.get("Cookie");
  return { timeZone: timeZoneFromCookie(cookie), favourites: favouritesCookieValue(cookie) };
}
