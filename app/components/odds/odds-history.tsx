import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { OddsHistoryPoint } from "../../lib/odds.server.ts";
import { Panel } from "../competition/panel.tsx";

const m = defineMessages({
  title: {
    id: "odds.history.title",
    defaultMessage: "How the odds moved",
    description: "Panel title: a chart of the prices over time",
  },
  homeTwoWay: {
    id: "odds.history.home-two-way",
    defaultMessage: "{team} (two-way)",
    description: "Chart line: the home team's chance in the two-way (draw no bet) market",
  },
  oddGoals: {
    id: "odds.history.odd-goals",
    defaultMessage: "Odd goals",
    description: "Chart line: the chance of an odd number of goals",
  },
  moved: {
    id: "odds.history.moved",
    defaultMessage: "{line} from {first} to {last}",
    description: "How one chart line moved, e.g. «Odd goals from 48% to 52%»",
  },
  summary: {
    id: "odds.history.summary",
    defaultMessage: "Probabilities over {count, plural, one {# update} other {# updates}}: {moves}.",
    description:
      "Accessible description of the chart; {moves} lists each line's move, separated by semicolons",
  },
  tableToggle: { id: "odds.history.table-toggle", defaultMessage: "Table of the last updates" },
  minute: {
    id: "odds.history.minute",
    defaultMessage: "Minute",
    description: "Column header: the match minute",
  },
  preMatch: {
    id: "odds.history.pre-match",
    defaultMessage: "Pre-match",
    description: "Prices before kick-off",
  },
});

const WIDTH = 320;
const HEIGHT = 120;

type Line = {
  key: string;
  label: string;
  className: string;
  dash?: string;
  value: (p: OddsHistoryPoint) => number | undefined;
};

/**
 * How the chances moved: the two-way home probability and the odd-goals
 * probability, point by point. The figure's label and the table below say the same in words.
 * It sits beside the odds panel, whose 18+ notice stands for both.
 */
export function OddsHistoryChart({ points, home }: { points: OddsHistoryPoint[]; home: string }) {
  const t = useT();
  const lines: Line[] = [
    {
      key: "home",
      label: t(m.homeTwoWay, { team: home }),
      className: "stroke-accent",
      value: (p) => p.probabilities["two-way"]?.home,
    },
    {
      key: "odd",
      label: t(m.oddGoals),
      className: "stroke-live",
      dash: "4 3",
      value: (p) => p.probabilities["odd-even"]?.odd,
    },
  ];
  const usable = points.filter((p) => lines.some((line) => line.value(p) !== undefined));
  if (usable.length < 2) return null;
  const x = (i: number) => (i / (usable.length - 1)) * WIDTH;
  const y = (v: number) => HEIGHT - v * HEIGHT;
  const first = usable[0]!;
  const last = usable.at(-1)!;
  const pct = (v: number | undefined) => (v === undefined ? "–" : `${Math.round(v * 100)}%`);
  const summary = lines
    .filter((line) => line.value(first) !== undefined)
    .map((line) =>
      t(m.moved, { line: line.label, first: pct(line.value(first)), last: pct(line.value(last)) }),
    )
    .join("; ");
  return (
    <Panel title={t(m.title)}>
      {/* A caption comes first or last in its figure, so the table (the chart in words) follows the figure. */}
      <div className="px-3 py-2" data-odds-history>
        <figure>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-32 w-full"
            preserveAspectRatio="none"
            role="img"
            aria-label={t(m.summary, { count: usable.length, moves: summary })}
          >
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT / 2}
              y2={HEIGHT / 2}
              className="stroke-line"
              strokeWidth="1"
              strokeDasharray="2 2"
            />
            {lines.map((line) => {
              const path = usable
                .map((p, i) => [i, line.value(p)] as const)
                .filter((entry): entry is readonly [number, number] => entry[1] !== undefined)
                .map(([i, v], n) => `${n === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`)
                .join(" ");
              return (
                <path
                  key={line.key}
                  d={path}
                  fill="none"
                  className={line.className}
                  strokeWidth="2"
                  strokeDasharray={line.dash}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
          </svg>
          <figcaption className="mt-1 flex flex-wrap gap-x-4 text-xs text-muted">
            {lines.map((line) => (
              <span key={line.key}>
                <span aria-hidden="true" className={line.key === "home" ? "text-accent" : "text-live"}>
                  {line.key === "home" ? "━" : "┅"}
                </span>{" "}
                {line.label}: {pct(line.value(last))}
              </span>
            ))}
          </figcaption>
        </figure>
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-muted">{t(m.tableToggle)}</summary>
          <table className="mt-1 w-full text-start tabular-nums">
            <thead>
              <tr>
                <th scope="col">{t(m.minute)}</th>
                {lines.map((line) => (
                  <th key={line.key} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {usable.slice(-10).map((p) => (
                <tr key={`${p.at}-${p.status}-${p.minute}`}>
                  <td>{p.minute === null ? t(m.preMatch) : <span dir="ltr">{`${p.minute}'`}</span>}</td>
                  {lines.map((line) => (
                    <td key={line.key}>{pct(line.value(p))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </Panel>
  );
}
