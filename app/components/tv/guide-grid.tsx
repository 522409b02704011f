import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { defineMessages, useDirection, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import type { TvGuide } from "../../routes/video/tv.server.ts";

const m = defineMessages({
  grid: {
    id: "tv.guide.grid",
    defaultMessage: "Programme guide, {date}",
    description: "Accessible name of the guide's grid; date is the day shown, as 2026-03-14",
  },
  channel: { id: "tv.guide.channel", defaultMessage: "Channel", description: "Column heading" },
  programmes: { id: "tv.guide.programmes", defaultMessage: "Programmes", description: "Column heading" },
  empty: { id: "tv.guide.empty", defaultMessage: "No programmes listed." },
  match: {
    id: "tv.guide.match",
    defaultMessage: "{times} · Match",
    description: "A programme that shows a match: its times (18:00–20:00), then that it is a match",
  },
});

/** Pixels per minute: an hour is 240 px, wide enough for a title and its times. */
const PX = 4;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/**
 * The day as a grid: a row per channel, a cell per programme sized by its length, scrolled
 * sideways. Arrow keys move between programmes (left/right along a channel, up/down to what is
 * on at the same time on the next channel), Home/End to a channel's first and last.
 */
export function GuideGrid({ guide }: { guide: TvGuide }) {
  const t = useT();
  const dates = useDates();
  // Right to left, the day runs from the right: the arrow keys and the scroll follow it.
  const rtl = useDirection() === "rtl";
  const scroller = useRef<HTMLDivElement>(null);
  // Rendered with every programme in the tab order; once scripts run, one stop and the arrows.
  const [roving, setRoving] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const dayMinutes = minutesBetween(guide.day.from, guide.day.to);
  const nowMinute = guide.date === guide.today ? minutesBetween(guide.day.from, guide.now) : null;
  const hours = Array.from({ length: Math.ceil(dayMinutes / 60) }, (_, i) =>
    new Date(Date.parse(guide.day.from) + i * 3_600_000).toISOString(),
  );
  const firstKey = guide.channels.find((c) => c.programmes.length > 0);
  const current = active ?? (firstKey ? `${firstKey.id}:${firstKey.programmes[0]!.id}` : null);

  useEffect(() => {
    setRoving(true);
    // A right-to-left box scrolls towards negative offsets (CSSOM View).
    if (scroller.current && nowMinute !== null)
      scroller.current.scrollLeft = Math.max(0, nowMinute * PX - 120) * (rtl ? -1 : 1);
  }, [nowMinute, rtl]);

  const times = (programme: { starts_at: string; ends_at: string }) =>
    `${dates.kickoffTime(programme.starts_at)}–${dates.kickoffTime(programme.ends_at)}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    if (!cell) return;
    const [row, col] = [Number(cell.dataset.row), Number(cell.dataset.col)];
    const at = Number(cell.dataset.start);
    const rowCells = (r: number) => [
      ...(scroller.current?.querySelectorAll<HTMLElement>(`[data-cell][data-row="${r}"]`) ?? []),
    ];
    let target: HTMLElement | undefined;
    const later = rtl ? "ArrowLeft" : "ArrowRight";
    const earlier = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === later) target = rowCells(row)[col + 1];
    else if (event.key === earlier) target = rowCells(row)[col - 1];
    else if (event.key === "Home") target = rowCells(row)[0];
    else if (event.key === "End") target = rowCells(row).at(-1);
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      for (let r = row + step; r >= 0 && r < guide.channels.length && !target; r += step) {
        const cells = rowCells(r);
        target =
          cells.find((c) => Number(c.dataset.start) <= at && Number(c.dataset.end) > at) ??
          cells.find((c) => Number(c.dataset.start) >= at) ??
          cells.at(-1);
      }
    } else return;
    event.preventDefault();
    const link = target?.querySelector<HTMLElement>("a");
    if (!target || !link) return;
    setActive(target.dataset.key ?? null);
    link.focus();
    link.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  return (
    <div ref={scroller} className="relative overflow-x-auto rounded-2xl border border-line bg-surface">
      {/* biome-ignore lint/a11y/useSemanticElements: a two-dimensional widget moved through with the arrow keys is an ARIA grid; focus sits on its links */}
      <div
        role="grid"
        aria-label={t(m.grid, { date: guide.date })}
        aria-rowcount={guide.channels.length + 1}
        onKeyDown={onKeyDown}
        className="relative"
        style={{ width: `calc(8rem + ${dayMinutes * PX}px)` }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of the grid; focus moves between its programmes */}
        <div role="row" aria-rowindex={1} className="flex border-b border-line text-xs text-muted">
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the grid; its link takes focus */}
          <div
            role="columnheader"
            className="sticky start-0 z-20 w-32 shrink-0 bg-surface px-3 py-2 font-semibold"
          >
            {t(m.channel)}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the grid; its link takes focus */}
          <div role="columnheader" className="relative h-8 grow" aria-label={t(m.programmes)}>
            {hours.map((hour, i) => (
              <span
                key={hour}
                aria-hidden="true"
                className="absolute top-2 ps-1"
                style={{ insetInlineStart: i * 60 * PX }}
              >
                {dates.kickoffTime(hour)}
              </span>
            ))}
          </div>
        </div>
        {guide.channels.map((channel, row) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of the grid; focus moves between its programmes
          <div
            role="row"
            aria-rowindex={row + 2}
            key={channel.id}
            className="flex border-b border-line last:border-0"
          >
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the grid; its link takes focus */}
            <div
              role="rowheader"
              className="sticky start-0 z-20 flex w-32 shrink-0 items-center bg-surface px-3 text-sm font-semibold"
            >
              {channel.name}
            </div>
            <div className="relative h-16 grow">
              {channel.programmes.length === 0 ? (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the grid; its link takes focus
                <div role="gridcell" className="px-3 py-5 text-sm text-muted">
                  {t(m.empty)}
                </div>
              ) : null}
              {channel.programmes.map((programme, col) => {
                const start = Math.max(0, minutesBetween(guide.day.from, programme.starts_at));
                const end = Math.min(dayMinutes, minutesBetween(guide.day.from, programme.ends_at));
                const key = `${channel.id}:${programme.id}`;
                const selected = guide.selected?.id === programme.id;
                return (
                  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the grid; its link takes focus
                  <div
                    role="gridcell"
                    key={programme.id}
                    data-cell
                    data-key={key}
                    data-row={row}
                    data-col={col}
                    data-start={start}
                    data-end={end}
                    aria-selected={selected}
                    className="absolute inset-y-1 px-0.5"
                    style={{ insetInlineStart: start * PX, width: Math.max(1, end - start) * PX }}
                  >
                    <Link
                      to={`?date=${guide.date}&programme=${programme.id}#programme-detail`}
                      preventScrollReset
                      tabIndex={!roving || key === current ? 0 : -1}
                      onFocus={() => setActive(key)}
                      className={`block h-full overflow-hidden rounded-lg border px-2 py-1 text-xs hover:bg-raised ${
                        selected ? "border-accent bg-raised" : "border-line"
                      }`}
                    >
                      <span className="block truncate font-semibold">{programme.title}</span>
                      <span className="block truncate text-muted">
                        {programme.match_id ? t(m.match, { times: times(programme) }) : times(programme)}
                      </span>
                    </Link>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
        {nowMinute !== null ? (
          <div
            aria-hidden="true"
            data-now-line
            className="pointer-events-none absolute inset-y-0 z-10 w-0.5 bg-live"
            style={{ insetInlineStart: `calc(8rem + ${nowMinute * PX}px)` }}
          />
        ) : null}
      </div>
    </div>
  );
}
