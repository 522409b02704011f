import type { Trend } from "../../../server/cms/trends.ts";
import { formatMoney, minorDigits } from "../../lib/money.ts";

const WIDTH = 560;
const HEIGHT = 210;
/** Room for the y labels on the left, the hover readout on top and the day labels below. */
const PAD = { left: 48, right: 8, top: 30, bottom: 22 };
const READOUT_HALF = 84;

const isMoney = (unit: string) => /^[A-Z]{3}$/.test(unit);

/** "14 sign-ups", "1 message", "€12.50". */
export function trendValue(value: number, unit: string): string {
  if (isMoney(unit)) return formatMoney(value, unit);
  return `${value.toLocaleString("en-GB")} ${value === 1 ? unit.replace(/s$/, "") : unit}`;
}

/** "27 Nov": the day is a calendar date already in the staff member's zone. */
export const trendDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A round top for the scale (1, 2 or 5 times a power of ten), so the axis reads easily. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const axisValue = (value: number, unit: string) =>
  isMoney(unit) ? formatMoney(value, unit).replace(/\.0+$/, "") : value.toLocaleString("en-GB");

/**
 * One trend as bars drawn on the server: no script, so hovering or focusing a bar shows its value
 * through CSS alone. Every bar is a focusable image named "27 Nov: 14 sign-ups"; the words under
 * the chart give the total and the latest day, and the table beside it every number.
 */
export function TrendChart({ trend, days }: { trend: Trend; days: number }) {
  const { points, unit } = trend;
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
        {trend.label}
      </h3>
      <p className="mt-1 text-sm">
        {trend.summary === "peak" ? `Highest day in ${days} days: ` : `Total over ${days} days: `}
        <strong className="tabular-nums">{trendValue(trend.total, unit)}</strong>
        {latest ? (
          <>
            {`. Latest, ${trendDay(latest.day)}: `}
            <strong className="tabular-nums">{trendValue(latest.value, unit)}</strong>.
          </>
        ) : null}
      </p>
      <div className="mt-2 overflow-x-auto">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[28rem] text-[12px]">
          <title>{`${trend.label}: one bar a day, focus a bar to read it`}</title>
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
                  {axisValue(tick, unit)}
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
                  {trendDay(point.day)}
                </text>
              );
            })}
          </g>
          {points.map((point, index) => {
            const name = `${trendDay(point.day)}: ${trendValue(point.value, unit)}`;
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
        <summary className="cursor-pointer font-medium underline">Show as table</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{trend.label}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {isMoney(unit) ? `Net (${unit})` : unit.charAt(0).toUpperCase() + unit.slice(1)}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 font-normal">
                  {trendDay(point.day)}
                </th>
                <td className="py-1 text-right">
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
