import { describe, expect, it } from "vitest";
import { timeZoneFromCookie } from "./time.ts";
import { rememberTimeZone, timeZoneScript } from "./time-zone-script.ts";

/** A browser tab: a cookie jar that keeps `name=value` as a document does (or refuses every cookie). */
function tab({ cookies = [] as string[], refuses = false, protocol = "https:" } = {}) {
  const jar = new Map(cookies.map((pair) => pair.split("=") as [string, string]));
  const written: string[] = [];
  const events: string[] = [];
  const session = new Map<string, string>();
  const page = {
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
    },
    document: {
      documentElement: { dataset: {} as DOMStringMap },
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(line: string) {
        written.push(line);
        if (refuses) return;
        const [name, value] = line.split(";")[0]!.split("=") as [string, string];
        jar.set(name, value);
      },
    },
    location: { protocol, reload: () => events.push("reload") },
    setTimeout: (work: () => void, ms: number) => timers.push({ work, ms }),
  };
  const timers: Array<{ work: () => void; ms: number }> = [];
  const dataset = () => page.document.documentElement.dataset;
  return {
    page,
    jar,
    written,
    events,
    timers,
    header: () => page.document.cookie,
    /** The zone the page waits hidden to be drawn in, if it does. */
    hiddenFor: () => dataset().zonePending,
    hydrate: () => {
      dataset().hydrated = "";
    },
    /** The page's scripts drew it again in the fan's zone (TimeZoneProvider). */
    redrawn: () => {
      delete dataset().zonePending;
    },
    /** The wait for the page's scripts runs out. */
    waitRunsOut: () => {
      for (const { work } of timers.splice(0)) work();
    },
  };
}

/** `Intl` as a browser in Tokyo answers the one question the script asks. */
const tokyo = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: "Asia/Tokyo" }) }) };

const remember = (
  page: ReturnType<typeof tab>["page"],
  zone: string | undefined,
  renderedIn: string,
  asked: string | null = null,
) => rememberTimeZone(page, { cookie: "tz", askedKey: "asked", zone, renderedIn, asked, waitMs: 6_000 });

describe("the visitor's time zone", () => {
  it("is stored on a first visit, and a page drawn in UTC waits hidden to be drawn again in it, in one load", () => {
    const browser = tab({ cookies: ["theme=dark"] });
    remember(browser.page, "Pacific/Kiritimati", "UTC");
    expect(browser.written).toEqual([
      "tz=Pacific%2FKiritimati; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    ]);
    expect(browser.hiddenFor()).toBe("Pacific/Kiritimati");
    expect(timeZoneFromCookie(browser.header())).toBe("Pacific/Kiritimati");
    // Its scripts take over and draw it again: the wait running out changes nothing.
    browser.hydrate();
    browser.redrawn();
    browser.waitRunsOut();
    expect(browser.events).toEqual([]);
  });

  it("is asked for again as a whole when its scripts do not take over in time", () => {
    const browser = tab();
    remember(browser.page, "Asia/Tokyo", "UTC");
    expect(browser.timers.map(({ ms }) => ms)).toEqual([6_000]);
    browser.waitRunsOut();
    expect(browser.events).toEqual(["reload"]);
    // Hydrated but still being drawn again (a slow answer): the page's scripts show it when done.
    const slow = tab();
    remember(slow.page, "Asia/Tokyo", "UTC");
    slow.hydrate();
    slow.waitRunsOut();
    expect(slow.events).toEqual([]);
  });

  it("is stored without reloading when the page was already drawn in it", () => {
    const browser = tab({ protocol: "http:" });
    remember(browser.page, "UTC", "UTC");
    expect(browser.written).toEqual(["tz=UTC; Path=/; Max-Age=31536000; SameSite=Lax"]);
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("follows a fan who has travelled: the old zone is replaced and the page drawn again", () => {
    const browser = tab({ cookies: ["tz=Europe%2FBerlin"] });
    remember(browser.page, "Asia/Tokyo", "Europe/Berlin", "Europe/Berlin");
    expect(browser.jar.get("tz")).toBe("Asia%2FTokyo");
    expect(browser.hiddenFor()).toBeDefined();
  });

  it("never loops: a stored zone the server would not render in is left to the page", () => {
    const browser = tab({ cookies: ["tz=Mars%2FOlympus"] });
    remember(browser.page, "Mars/Olympus", "UTC", "Mars/Olympus");
    expect(browser.written).toEqual([]);
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("asks again when the cookie was stored after this page was asked for, as by another tab", () => {
    const browser = tab({ cookies: ["tz=Asia%2FTokyo"] });
    remember(browser.page, "Asia/Tokyo", "UTC", null);
    expect(browser.written).toEqual([]);
    expect(browser.hiddenFor()).toBeDefined();
  });

  it("asks again once per tab, even if an offline copy keeps answering in UTC", () => {
    const browser = tab();
    remember(browser.page, "Asia/Tokyo", "UTC");
    expect(browser.hiddenFor()).toBe("Asia/Tokyo");
    browser.redrawn();
    // The next page of the tab, drawn in UTC again, is shown as it is: its times follow the browser.
    remember(browser.page, "Asia/Tokyo", "UTC");
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("does not reload when cookies are refused, since the server would answer the same", () => {
    const browser = tab({ refuses: true });
    remember(browser.page, "Asia/Tokyo", "UTC");
    expect(browser.written).toHaveLength(1);
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("keeps a page drawn in another zone on the same clock, as one guessed from the browser's language", () => {
    const browser = tab();
    remember(browser.page, "Europe/Paris", "Europe/Berlin");
    expect(browser.jar.get("tz")).toBe("Europe%2FParis");
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("asks again for a page drawn on another clock, however near", () => {
    const browser = tab();
    remember(browser.page, "Europe/Lisbon", "Europe/Madrid");
    expect(browser.hiddenFor()).toBeDefined();
  });

  it("does nothing when the browser names no zone", () => {
    const browser = tab();
    remember(browser.page, undefined, "UTC");
    expect(browser.written).toEqual([]);
    expect(browser.hiddenFor()).toBeUndefined();
  });

  it("runs on its own as the inline script of a page drawn in UTC", () => {
    const browser = tab();
    new Function("window", "Intl", timeZoneScript("UTC", null))(browser.page, tokyo);
    expect(browser.jar.get("tz")).toBe("Asia%2FTokyo");
    expect(browser.hiddenFor()).toBeDefined();
  });

  it("cannot be ended early by the zone it is written with", () => {
    expect(timeZoneScript("UTC", "</script><script>alert(1)")).not.toContain("</script>");
  });
});
