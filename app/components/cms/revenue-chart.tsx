import { defineMessages, useT } from "../../lib/i18n.tsx";
import { formatMoney } from "../../lib/money.ts";

const m = defineMessages({
  summary: { id: "cms.revenue-chart.summary", defaultMessage: "Net {total} over {count} periods." },
  summaryBest: {
    id: "cms.revenue-chart.summary-best",
    defaultMessage: "Net {total} over {count} periods; the most on {period}, {best}.",
  },
  caption: {
    id: "cms.revenue-chart.caption",
    defaultMessage: "{from} to {to}; bars below the line are days or months refunds outweighed.",
  },
});

type Point = { period: string; net: number };

/**
 * Net revenue of one currency as bars, one per period. The picture has a text alternative
 * (its title and a summary); the table beside it holds every number.
 */
export function RevenueChart({
  currency,
  series,
  label,
}: {
  currency: string;
  series: Point[];
  label: string;
}) {
  const width = 640;
  const height = 160;
  const top = Math.max(0, ...series.map((point) => point.net));
  const bottom = Math.min(0, ...series.map((point) => point.net));
  const span = top - bottom || 1;
  const zero = (top / span) * height;
  const slot = width / Math.max(1, series.length);
  const best = series.reduce<Point | null>(
    (most, point) => (!most || point.net > most.net ? point : most),
    null,
  );
  const total = series.reduce((sum, point) => sum + point.net, 0);
  const id = `revenue-${currency}`;
  const t = useT();
  return (
    <figure className="mb-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-40 w-full rounded-lg border border-line bg-page"
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{label}</title>
        <desc id={`${id}-desc`}>
          {best && best.net > 0
            ? t(m.summaryBest, {
                total: formatMoney(total, currency),
                count: series.length,
                period: best.period,
                best: formatMoney(best.net, currency),
              })
            : t(m.summary, { total: formatMoney(total, currency), count: series.length })}
        </desc>
        <line x1={0} x2={width} y1={zero} y2={zero} className="stroke-line" strokeWidth={1} />
        {series.map((point, index) => {
          const size = (Math.abs(point.net) / span) * height;
          return (
            <rect
              key={point.period}
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={point.net >= 0 ? zero - size : zero}
              height={size}
              className={point.net >= 0 ? "fill-accent" : "fill-live"}
            />
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-muted">
        {t(m.caption, { from: series[0]?.period ?? "", to: series.at(-1)?.period ?? "" })}
      </figcaption>
    </figure>
  );
}
