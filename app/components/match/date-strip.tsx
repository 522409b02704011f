import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { glossary } from "../../lib/glossary.ts";
import { defineMessages, useDirection, useT } from "../../lib/i18n.tsx";
import { shiftIsoDate } from "../../lib/time.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { scoresMessages } from "../competition/scores-messages.ts";
import { CalendarPicker } from "./calendar-picker.tsx";

const m = defineMessages({
  label: {
    id: "calendar.strip.label",
    defaultMessage: "Match day",
    description: "Accessible name of the strip of days over the scores",
  },
  mine: {
    id: "calendar.strip.mine",
    defaultMessage: "My matches",
    description: "Filter: only the matches, teams and competitions the visitor follows",
  },
});

/** Days shown either side of the selected one. */
const SPAN = 7;

/** The scores address for a day, keeping the "My matches" filter; `base` is a sport's page. */
export function dayHref(date: string, today: string, mine: boolean, base = "/"): string {
  const params = new URLSearchParams();
  if (date !== today) params.set("date", date);
  if (mine) params.set("mine", "1");
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

const formats = new Map<string, { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** The weekday ("Wed", "Th 4") and the day of the month ("2 Dec", "2 thg 12") in a language. */
function dayFormats(locale: AnyLocale) {
  const tag = intlLocaleOf(locale);
  let known = formats.get(tag);
  if (!known) {
    known = {
      weekday: new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }),
      day: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }),
    };
    formats.set(tag, known);
  }
  return known;
}

/** A day's two lines: "Today" (or its weekday) over "2 Dec", in the page's language. */
export function dayLabel(
  date: string,
  today: string,
  t: Translator,
  locale: AnyLocale = t.locale,
): { name: string; day: string } {
  const { weekday, day } = dayFormats(locale);
  const noon = new Date(`${date}T12:00:00Z`);
  const near = {
    [shiftIsoDate(today, -1)]: scoresMessages.yesterday,
    [today]: scoresMessages.today,
    [shiftIsoDate(today, 1)]: scoresMessages.tomorrow,
  };
  const word = near[date];
  return { name: word ? t(word) : weekday.format(noon), day: day.format(noon) };
}

// The chosen day is drawn in the text colour itself: readable in both modes at this small size.
const pill = (active: boolean, tone = "bg-fg text-page", height = "py-1.5") =>
  `shrink-0 rounded-full px-3 ${height} text-xs font-semibold whitespace-nowrap ${
    active ? tone : "bg-raised text-fg hover:bg-line"
  }`;

/**
 * Sticky under the header: the live and "My matches" filters, a fortnight of days around the
 * selected one (scrolled so it is in view), and a calendar for any other day.
 */
export function DateStrip({
  today,
  selected,
  live,
  mine = false,
  base = "/",
}: {
  today: string;
  selected: string;
  live: boolean;
  mine?: boolean;
  /** Where the days lead: the scores page, or a sport's page. */
  base?: string;
}) {
  const t = useT();
  // The page's language (useDates is bound to it); the strip's days are whole calendar days.
  const { locale } = useDates();
  const rtl = useDirection() === "rtl";
  const strip = useRef<HTMLDivElement>(null);
  const days = Array.from({ length: SPAN * 2 + 1 }, (_, i) => shiftIsoDate(selected, i - SPAN));
  const hrefOf = (date: string) => dayHref(date, today, mine, base);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centres whenever another day is chosen
  useEffect(() => {
    // Centre the chosen day inside the strip only; the page itself must not scroll. The strip then
    // starts on a whole day, so no day shows cut in half beside the filters.
    const box = strip.current;
    const chosen = box?.querySelector<HTMLElement>("[aria-current='date']");
    if (!box || !chosen) return;
    if (rtl) {
      // Right to left the days start at the right edge, and scrolling towards later days is negative.
      const edge = box.getBoundingClientRect().right;
      const startOf = (day: Element) => edge - day.getBoundingClientRect().right - box.scrollLeft;
      const centred = startOf(chosen) - (box.clientWidth - chosen.offsetWidth) / 2;
      box.scrollLeft = -([...box.children].map(startOf).findLast((start) => start <= centred) ?? 0);
      return;
    }
    const leftOf = (day: Element) => (day as HTMLElement).offsetLeft - box.offsetLeft;
    const centred = leftOf(chosen) - (box.clientWidth - chosen.offsetWidth) / 2;
    box.scrollLeft = [...box.children].map(leftOf).findLast((left) => left <= centred) ?? 0;
  }, [selected, rtl]);

  return (
    <nav
      aria-label={t(m.label)}
      className="sticky top-14 z-20 -mx-4 mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line bg-page/95 px-4 py-1.5 backdrop-blur sm:flex-nowrap"
    >
      <Link
        to={live ? dayHref(selected, today, mine, base) : `${base}?live=1`}
        aria-current={live ? "page" : undefined}
        className={pill(live, "bg-live text-live-fg")}
      >
        <span
          aria-hidden
          className={`me-1 inline-block h-1.5 w-1.5 rounded-full align-middle ${live ? "bg-live-fg" : "bg-live"}`}
        />
        {t(glossary.live)}
      </Link>
      <Link
        to={dayHref(selected, today, !mine, base)}
        aria-current={mine ? "page" : undefined}
        className={pill(mine, "bg-amber-500 text-black")}
      >
        <span aria-hidden>★ </span>
        {t(m.mine)}
      </Link>
      {/* On a phone the days take a row of their own under the filters and the calendar. */}
      <div
        ref={strip}
        // Days snap by their start edge, so a scrolled strip also begins on a whole day.
        className="order-last flex w-full min-w-0 snap-x snap-mandatory gap-1.5 overflow-x-auto [scrollbar-width:none] sm:order-none sm:w-auto sm:flex-1"
      >
        {days.map((date) => {
          const active = !live && date === selected;
          const { name, day } = dayLabel(date, today, t, locale);
          return (
            <Link
              key={date}
              to={hrefOf(date)}
              aria-current={active ? "date" : undefined}
              // Browsers that know scroll-initial-target show the chosen day before any script runs.
              className={`${pill(active, undefined, "py-0.5")} flex snap-start flex-col items-center leading-tight ${
                active ? "[scroll-initial-target:nearest]" : ""
              }`}
            >
              <span>{name}</span>
              <span className="font-normal">{day}</span>
            </Link>
          );
        })}
      </div>
      <div className="ms-auto sm:ms-0">
        <CalendarPicker today={today} selected={selected} hrefOf={hrefOf} />
      </div>
    </nav>
  );
}
