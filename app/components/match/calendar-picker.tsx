import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { shiftIsoDate } from "../../lib/time.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { scoresMessages } from "../competition/scores-messages.ts";
import { LineIcon } from "../ui/line-icon.tsx";

const m = defineMessages({
  open: { id: "calendar.picker.open", defaultMessage: "Open the calendar" },
  previousMonth: { id: "calendar.picker.previous-month", defaultMessage: "Previous month" },
  nextMonth: { id: "calendar.picker.next-month", defaultMessage: "Next month" },
  close: { id: "calendar.picker.close", defaultMessage: "Close", description: "Closes the calendar" },
});

type CalendarFormats = { weekdays: string[]; month: Intl.DateTimeFormat; day: Intl.DateTimeFormat };
const calendarFormats = new Map<string, CalendarFormats>();

/**
 * The month's title, each day's full name and the weekdays' column heads, Monday first, in a
 * language: English calendars print two letters ("Mo"); a language whose short weekdays are whole
 * words (Arabic) prints their narrow form.
 */
function formatsIn(locale: AnyLocale): CalendarFormats {
  const tag = intlLocaleOf(locale);
  let known = calendarFormats.get(tag);
  if (!known) {
    // 2024-01-01 was a Monday.
    const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));
    const named = (weekday: "short" | "narrow") => {
      const format = new Intl.DateTimeFormat(tag, { weekday, timeZone: "UTC" });
      return week.map((day) => format.format(day));
    };
    const short = named("short");
    known = {
      weekdays:
        tag === intlLocaleOf("en")
          ? short.map((day) => day.slice(0, 2))
          : short.some((day) => day.length > 4)
            ? named("narrow")
            : short,
      month: new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }),
      day: new Intl.DateTimeFormat(tag, {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    };
    calendarFormats.set(tag, known);
  }
  return known;
}

/** "2026-05" plus or minus months. */
function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The days of a month's grid, Monday first, with blanks before the 1st. */
export function monthGrid(month: string): Array<string | null> {
  const first = `${month}-01`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = shiftIsoDate(day, 1)) days.push(day);
  return days;
}

/**
 * A month of links to match days, opened from a button: it sits outside the scrolling day
 * strip so it is never clipped, spans the screen on a phone, and closes on Escape or outside.
 */
export function CalendarPicker({
  today,
  selected,
  hrefOf,
}: {
  today: string;
  selected: string;
  hrefOf: (date: string) => string;
}) {
  const t = useT();
  const { weekdays, month: monthName, day: dayName } = formatsIn(useDates().locale);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(selected.slice(0, 7));
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("[aria-current='date'], [data-today]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const days = monthGrid(month);
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const arrow = "rounded-full px-3 py-1 text-sm font-semibold hover:bg-raised";
  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={t(m.open)}
        onClick={() => {
          setMonth(selected.slice(0, 7));
          setOpen(!open);
        }}
        className="flex items-center rounded-full bg-raised px-3 py-1.5 text-fg hover:bg-line"
      >
        <LineIcon className="h-4 w-4">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </LineIcon>
      </button>
      {open ? (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          className="absolute top-full end-0 z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-3 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              className={arrow}
              onClick={() => setMonth(shiftMonth(month, -1))}
              aria-label={t(m.previousMonth)}
            >
              ‹
            </button>
            <h2 id={titleId} className="text-sm font-bold" aria-live="polite">
              {monthName.format(new Date(`${month}-01T12:00:00Z`))}
            </h2>
            <button
              type="button"
              className={arrow}
              onClick={() => setMonth(shiftMonth(month, 1))}
              aria-label={t(m.nextMonth)}
            >
              ›
            </button>
          </div>
          <table className="w-full table-fixed text-center text-sm">
            <thead>
              <tr>
                {weekdays.map((day, index) => (
                  // Narrow weekdays repeat a letter (T, T): the column's place names it.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <th key={index} scope="col" className="pb-1 text-xs font-medium text-muted">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? month}>
                  {week.map((day, index) => (
                    <td key={day ?? `blank-${index}`} className="p-0.5">
                      {day ? (
                        <Link
                          to={hrefOf(day)}
                          onClick={() => setOpen(false)}
                          aria-label={dayName.format(new Date(`${day}T12:00:00Z`))}
                          aria-current={day === selected ? "date" : undefined}
                          data-today={day === today ? "" : undefined}
                          className={`block rounded-full py-1.5 tabular-nums ${
                            day === selected
                              ? "bg-fg font-bold text-page"
                              : day === today
                                ? "font-bold ring-1 ring-fg"
                                : "hover:bg-raised"
                          }`}
                        >
                          {Number(day.slice(8))}
                        </Link>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-2 flex justify-between text-xs">
            <Link to={hrefOf(today)} onClick={() => setOpen(false)} className="font-semibold underline">
              {t(scoresMessages.today)}
            </Link>
            <button type="button" onClick={() => setOpen(false)} className="font-semibold text-muted">
              {t(m.close)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
