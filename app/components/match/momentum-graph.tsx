import type { MomentumPoint } from "../../../server/sports/centre/stats.ts";
import { glossary } from "../../lib/glossary.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  summary: {
    id: "match.momentum.summary",
    defaultMessage:
      "Momentum over {minutes, plural, one {# minute} other {# minutes}}: {home} on top in {homeMinutes}, {away} in {awayMinutes}.",
    description: "Accessible description of the momentum graph: in how many minutes each team was on top",
  },
});

/**
 * Attacking pressure minute by minute: bars above the line for the home side,
 * below for the away side, with dashed marks at half-time and full time.
 */
export function MomentumGraph({
  points,
  home,
  away,
}: {
  points: MomentumPoint[];
  home: string;
  away: string;
}) {
  const t = useT();
  const span = Math.max(90, points.length);
  const width = span * 4;
  const homeMinutes = points.filter((p) => p.value > 0).length;
  const awayMinutes = points.filter((p) => p.value < 0).length;
  const summary = t(m.summary, { minutes: points.length, home, homeMinutes, away, awayMinutes });
  return (
    <figure className="px-3 py-2" data-momentum>
      <div className="flex justify-between text-xs font-semibold">
        <span>{home}</span>
        <span className="text-muted">{away}</span>
      </div>
      <svg
        viewBox={`0 0 ${width} 100`}
        className="mt-1 h-24 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line x1="0" x2={width} y1="50" y2="50" className="stroke-line" strokeWidth="1" />
        {[45, 90, 105]
          .filter((m) => m < span)
          .map((m) => (
            <line
              key={m}
              x1={m * 4}
              x2={m * 4}
              y1="0"
              y2="100"
              className="stroke-line"
              strokeDasharray="3 3"
              strokeWidth="1"
            />
          ))}
        {points.map((point) => {
          const height = (Math.abs(point.value) / 100) * 48;
          return (
            <rect
              key={point.minute}
              x={(point.minute - 1) * 4 + 0.5}
              width="3"
              y={point.value >= 0 ? 50 - height : 50}
              height={height}
              className={point.value >= 0 ? "fill-accent" : "fill-muted"}
            />
          );
        })}
      </svg>
      {/* The minutes run left to right under the graph in every language, as its bars do. */}
      <figcaption className="mt-1 flex justify-between text-[11px] text-muted" dir="ltr">
        <span>1&prime;</span>
        <span>{t(glossary.halfTimeShort)}</span>
        <span>{span > 90 ? "120′" : "90′"}</span>
      </figcaption>
    </figure>
  );
}
