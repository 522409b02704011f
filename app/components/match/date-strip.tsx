import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { shiftIsoDate, shortDay } from "../../lib/time.ts";

function dayHref(date: string, today: string): string {
  return date === today ? "/" : `/?date=${date}`;
}

const pill = (active: boolean, tone = "bg-accent text-accent-fg") =>
  `shrink-0 rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap ${
    active ? tone : "bg-raised text-fg hover:bg-line"
  }`;

/** Sticky under the header: live filter, yesterday / today / tomorrow and a calendar. */
export function DateStrip({ today, selected, live }: { today: string; selected: string; live: boolean }) {
  const navigate = useNavigate();
  const picker = useRef<HTMLInputElement>(null);
  const days = [
    { date: shiftIsoDate(today, -1), label: "Yesterday" },
    { date: today, label: "Today" },
    { date: shiftIsoDate(today, 1), label: "Tomorrow" },
  ];
  const outsideStrip = !days.some((day) => day.date === selected);
  return (
    <nav
      aria-label="Match day"
      className="sticky top-14 z-20 -mx-4 mb-3 flex items-center gap-2 overflow-x-auto border-b border-line bg-page/95 px-4 py-2 backdrop-blur"
    >
      <Link
        to={live ? dayHref(selected, today) : "/?live=1"}
        aria-current={live ? "page" : undefined}
        className={pill(live, "bg-live text-live-fg")}
      >
        <span
          aria-hidden
          className={`mr-1 inline-block h-1.5 w-1.5 rounded-full align-middle ${live ? "bg-live-fg" : "bg-live"}`}
        />
        Live
      </Link>
      {days.map((day) => {
        const active = !live && day.date === selected;
        return (
          <Link
            key={day.date}
            to={dayHref(day.date, today)}
            aria-current={active ? "date" : undefined}
            className={pill(active)}
          >
            {day.label}
            <span className="ml-1 hidden font-normal sm:inline">
              {shortDay(day.date).replace(/^\w+ /, "")}
            </span>
          </Link>
        );
      })}
      <form method="get" action="/" className="ml-auto flex shrink-0 items-center">
        <label className="sr-only" htmlFor="match-day">
          Pick a day
        </label>
        <input
          ref={picker}
          id="match-day"
          type="date"
          name="date"
          defaultValue={selected}
          key={selected}
          onChange={(event) => {
            if (event.currentTarget.value) navigate(dayHref(event.currentTarget.value, today));
          }}
          className="pointer-events-none absolute h-0 w-0 opacity-0"
          tabIndex={-1}
        />
        <button
          type="button"
          onClick={() => picker.current?.showPicker()}
          aria-label="Open the calendar"
          className={`${pill(!live && outsideStrip)} flex items-center gap-1`}
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          {outsideStrip ? shortDay(selected) : null}
        </button>
      </form>
    </nav>
  );
}
