import { TIME_ZONE_COOKIE } from "./time.ts";

type ZonePage = {
  document: Pick<Document, "cookie"> & { documentElement: { dataset: DOMStringMap } };
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "protocol" | "reload">;
  setTimeout: (work: () => void, ms: number) => unknown;
};

/**
 * How long a page drawn in another zone waits, hidden, for its scripts to draw it again in the
 * fan's zone before it is asked for again as a whole (scripts that never come, a stalled network).
 */
export const ZONE_REDRAW_WAIT_MS = 6_000;

/**
 * Stores the browser's zone in the `tz` cookie, which the server renders every later page in; when
 * this page was rendered in another zone (a first visit, or a fan who has travelled) it marks the
 * page `data-zone-pending`, which hides its content (app.css) until the page's scripts have asked
 * for its data again in the fan's zone and drawn it (`TimeZoneProvider`). So the day, the counts and
 * the times a fan first sees are already theirs, in one page load
 * (docs/decisions/052-first-paint-in-the-visitors-zone.md); a page whose scripts do not take over
 * in time is asked for again.
 *
 * It runs as an inline script at the top of the head, so it must not refer to anything outside itself.
 */
export function rememberTimeZone(
  page: ZonePage,
  {
    cookie,
    askedKey,
    zone,
    renderedIn,
    asked,
    waitMs,
  }: {
    cookie: string;
    /** Where the tab notes the zone it last asked again for. */
    askedKey: string;
    zone: string | undefined;
    /** The zone the server drew the page in. */
    renderedIn: string;
    /** The zone the request's cookie named, usable or not. */
    asked: string | null;
    /** ZONE_REDRAW_WAIT_MS: how long the hidden page waits for its scripts. */
    waitMs: number;
  },
): void {
  if (!zone) return;
  const stored = `${cookie}=${encodeURIComponent(zone)}`;
  const cookies = () => page.document.cookie.split("; ");
  if (!cookies().includes(stored)) {
    const secure = page.location.protocol === "https:" ? "; Secure" : "";
    page.document.cookie = `${stored}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }
  // A server that was asked for this zone and drew another cannot render in it: asking again would
  // loop, and the page's own providers correct the times after hydration. With cookies refused,
  // the next answer would be the same too.
  if (zone === renderedIn || zone === asked || !cookies().includes(stored)) return;
  // A page drawn on the same clock (Berlin's for a browser in Paris, decision 076) already shows the
  // fan's days and times: weekly over two months either side, the two zones' offsets agree.
  const clockOf = (timeZone: string) => {
    try {
      const format = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" });
      const now = Date.now();
      return Array.from({ length: 19 }, (_, week) => format.format(now + (week - 9) * 604_800_000)).join();
    } catch {
      return null;
    }
  };
  const clock = clockOf(zone);
  if (clock !== null && clock === clockOf(renderedIn)) return;
  // Once per zone and tab: a copy kept elsewhere (an offline cache) may keep answering in UTC.
  try {
    if (page.sessionStorage.getItem(askedKey) === zone) return;
    page.sessionStorage.setItem(askedKey, zone);
  } catch {
    return;
  }
  const root = page.document.documentElement;
  root.dataset.zonePending = zone;
  page.setTimeout(() => {
    if (root.dataset.zonePending !== undefined && root.dataset.hydrated === undefined) page.location.reload();
  }, waitMs);
}

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

// The cookie is the visitor's own text: it must not be able to end the script element.
const literal = (value: string | null) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The script for a page drawn in `renderedIn` for a request whose cookie asked for `asked`. */
export const timeZoneScript = (
  renderedIn: string,
  asked: string | null,
) => `(${rememberTimeZone.toString()})(window, {
  cookie: ${literal(TIME_ZONE_COOKIE)},
  askedKey: "goalline:tz-asked",
  zone: (${browserZone.toString()})(),
  renderedIn: ${literal(renderedIn)},
  asked: ${literal(asked)},
  waitMs: ${ZONE_REDRAW_WAIT_MS},
});`;
