import { Children } from "react";
import type { Trend } from "../../../server/cms/trends.ts";
import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, translatorFor, useLocale, useT } from "../../lib/i18n.tsx";
import { formatMoney, minorDigits } from "../../lib/money.ts";

const m = defineMessages({
  summary: {
    id: "cms.trend.summary",
    defaultMessage:
      "{summary, select, peak {Highest day in {days} days: <b>{total}</b>} other {Total over {days} days: <b>{total}</b>}}. Latest, {day}: <b>{latest}</b>.",
    description: "Under a dashboard chart: its total (or its highest day) and the latest day's value",
  },
  summaryOnly: {
    id: "cms.trend.summary-only",
    defaultMessage:
      "{summary, select, peak {Highest day in {days} days: <b>{total}</b>} other {Total over {days} days: <b>{total}</b>}}",
    description: "Under a dashboard chart without any day: its total (or its highest day)",
  },
  chartTitle: {
    id: "cms.trend.chart-title",
    defaultMessage: "{label}: one bar a day, focus a bar to read it",
  },
  showTable: { id: "cms.trend.show-table", defaultMessage: "Show as table" },
  day: { id: "cms.trend.day", defaultMessage: "Day" },
  net: {
    id: "cms.trend.net",
    defaultMessage: "Net ({currency})",
    description: "Column of a money trend's table",
  },
});

/** The trends' names, by their key (server/cms/trends.ts). */
export const TREND_LABELS: Record<string, MessageDescriptor> = defineMessages({
  "sign-ups": { id: "cms.trend.sign-ups", defaultMessage: "Sign-ups per day" },
  revenue: { id: "cms.trend.revenue", defaultMessage: "Revenue per day" },
  "chat-messages": { id: "cms.trend.chat-messages", defaultMessage: "Chat messages per day" },
  "live-viewers": { id: "cms.trend.live-viewers", defaultMessage: "Live viewers (daily peak)" },
});

/** A count in a trend's unit, by the unit the server names. */
const UNIT_VALUES: Record<string, MessageDescriptor> = defineMessages({
  "sign-ups": {
    id: "cms.trend.unit.sign-ups",
    defaultMessage: "{count, plural, one {# sign-up} other {# sign-ups}}",
  },
  messages: {
    id: "cms.trend.unit.messages",
    defaultMessage: "{count, plural, one {# message} other {# messages}}",
  },
  viewers: {
    id: "cms.trend.unit.viewers",
    defaultMessage: "{count, plural, one {# viewer} other {# viewers}}",
  },
});

/** A trend's table column, by its unit. */
const UNIT_COLUMNS: Record<string, MessageDescriptor> = defineMessages({
  "sign-ups": { id: "cms.trend.column.sign-ups", defaultMessage: "Sign-ups" },
  messages: { id: "cms.trend.column.messages", defaultMessage: "Messages" },
  viewers: { id: "cms.trend.column.viewers", defaultMessage: "Viewers" },
});

const WIDTH = 560;
const HEIGHT = 210;
/** Room for the y labels on the left, the hover readout on top and the day labels below. */
const PAD = { left: 48, right: 8, top: 30, bottom: 22 };
const READOUT_HALF = 84;

const isMoney = (unit: string) => /^[A-Z]{3}$/.test(unit);

/** "14 sign-ups", "1 message", "€12.50". */
export function trendValue(value: number, unit: string, t: Translator = translatorFor("en")): string {
  if (isMoney(unit)) return formatMoney(value, unit);
  const message = UNIT_VALUES[unit];
  if (message) return t(message, { count: value });
  return `${value.toLocaleString(intlLocaleOf(t.locale))} ${value === 1 ? unit.replace(/s$/, "") : unit}`;
}

/** "27 Nov": the day is a calendar date already in the staff member's zone. */
export const trendDay = (day: string, locale: AnyLocale = "en") =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A round top for the scale (1, 2 or 5 times a power of ten), so the axis reads easily. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const axisValue = (value: number, unit: string, locale: AnyLocale) =>
  isMoney(unit) ? formatMoney(value, unit).replace(/\.0+$/, "") : value.toLocaleString(intlLocaleOf(locale));

/** A trend's name in the page's language; one without a message as the server names it. */
export const trendLabel = (t: Translator, trend: Pick<Trend, "key" | "label">) => {
  const message = TREND_LABELS[trend.key];
  return message ? t(message) : trend.label;
};

/**
 * One trend as bars drawn on the server: no script, so hovering or focusing a bar shows its value
 * through CSS alone. Every bar is a focusable image named "27 Nov: 14 sign-ups"; the words under
 * the chart give the total and the latest day, and the table beside it every number.
 */
export function TrendChart({ trend, days }: { trend: Trend; days: number }) {
  const t = useT();
  const locale = useLocale();
  const { points, unit } = trend;
  const label = trendLabel(t, trend);
  const day = (date: string) => trendDay(date, locale);
  const amountOf = (value: number) => trendValue(value, unit, t);
  const column = UNIT_COLUMNS[unit];
  // The scale reaches at least one whole unit: one sign-up, one euro (not one cent).
  const floor = isMoney(unit) ? 10 ** minorDigits(unit) : 1;
  const top = niceCeiling(Math.max(floor, ...points.map((point) => point.value)));
  const lowest = Math.min(0, ...points.map((point) => point.value));
  const bottom = lowest < 0 ? -niceCeiling(-lowest) : 0;
  const plot = { width: WIDTH - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * plot.height;
  const slot = plot.width / Math.max(1, points.length);
  const latest = points.at(-1);
  const headingId = `trend-${trend.key}`;
  // No half a sign-up on the axis.
  const ticks = bottom < 0 ? [top, 0, bottom] : Number.isInteger(top / 2) ? [top, top / 2, 0] : [top, 0];
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1];
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-line bg-surface p-4"
      data-trend={trend.key}
    >
      <h3 id={headingId} className="text-sm font-semibold text-muted">
        {label}
      </h3>
      <p className="mt-1 text-sm">
        {Children.toArray(
          t.rich(latest ? m.summary : m.summaryOnly, {
            summary: trend.summary,
            days,
            total: amountOf(trend.total),
            day: latest ? day(latest.day) : "",
            latest: latest ? amountOf(latest.value) : "",
            b: (chunks) => <strong className="tabular-nums">{chunks}</strong>,
          }),
        )}
      </p>
      <div className="mt-2 overflow-x-auto">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[28rem] text-[12px]">
          <title>{t(m.chartTitle, { label })}</title>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the axes hold nothing focusable; each bar names its own day and value. */}
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? "stroke-muted" : "stroke-line"}
                  strokeWidth={1}
                />
                <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted">
                  {axisValue(tick, unit, locale)}
                </text>
              </g>
            ))}
            {labelled.map((index, order) => {
              const point = points[index];
              if (!point) return null;
              const anchor = order === 0 ? "start" : order === 2 ? "end" : "middle";
              const x =
                order === 0 ? PAD.left : order === 2 ? WIDTH - PAD.right : PAD.left + (index + 0.5) * slot;
              return (
                <text key={point.day} x={x} y={HEIGHT - 6} textAnchor={anchor} className="fill-muted">
                  {day(point.day)}
                </text>
              );
            })}
          </g>
          {points.map((point, index) => {
            const name = `${day(point.day)}: ${amountOf(point.value)}`;
            const x = PAD.left + index * slot;
            const barTop = y(Math.max(point.value, 0));
            const barHeight = Math.abs(y(point.value) - y(0));
            const centre = Math.min(
              Math.max(x + slot / 2, PAD.left + READOUT_HALF),
              WIDTH - PAD.right - READOUT_HALF,
            );
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a bar is a picture of one day, focused to read it as a pointer hovers it.
              <g key={point.day} role="img" aria-label={name} tabIndex={0} className="group outline-none">
                <rect
                  x={x}
                  y={PAD.top}
                  width={slot}
                  height={plot.height}
                  className="fill-transparent stroke-transparent group-hover:fill-line/60 group-focus-visible:stroke-fg"
                  strokeWidth={2}
                />
                <rect
                  x={x + slot * 0.15}
                  y={barTop}
                  width={slot * 0.7}
                  height={Math.max(barHeight, point.value === 0 ? 0 : 1)}
                  className={point.value < 0 ? "fill-live" : "fill-accent"}
                />
                <g className="invisible group-hover:visible group-focus:visible" data-readout="">
                  <rect
                    x={centre - READOUT_HALF}
                    y={2}
                    width={READOUT_HALF * 2}
                    height={22}
                    rx={6}
                    className="fill-fg"
                  />
                  <text x={centre} y={17} textAnchor="middle" className="fill-page font-semibold">
                    {name}
                  </text>
                </g>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium underline">{t(m.showTable)}</summary>
        <table className="mt-2 w-full text-start tabular-nums">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 font-medium">
                {t(m.day)}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {isMoney(unit)
                  ? t(m.net, { currency: unit })
                  : column
                    ? t(column)
                    : unit.charAt(0).toUpperCase() + unit.slice(1)}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 font-normal">
                  {day(point.day)}
                </th>
                <td className="py-1 text-end">
                  {isMoney(unit) ? formatMoney(point.value, unit) : point.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}
