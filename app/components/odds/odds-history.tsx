import type { OddsHistoryPoint } from "../../lib/odds.server.ts";
import { Panel } from "../competition/panel.tsx";

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
  const lines: Line[] = [
    {
      key: "home",
      label: `${home} (two-way)`,
      className: "stroke-accent",
      value: (p) => p.probabilities["two-way"]?.home,
    },
    {
      key: "odd",
      label: "Odd goals",
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
    .map((line) => `${line.label} from ${pct(line.value(first))} to ${pct(line.value(last))}`)
    .join("; ");
  return (
    <Panel title="How the odds moved">
      {/* A caption comes first or last in its figure, so the table (the chart in words) follows the figure. */}
      <div className="px-3 py-2" data-odds-history>
        <figure>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-32 w-full"
            preserveAspectRatio="none"
            role="img"
            aria-label={`Probabilities over ${usable.length} updates: ${summary}.`}
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
          <summary className="cursor-pointer text-muted">Table of the last updates</summary>
          <table className="mt-1 w-full text-left tabular-nums">
            <thead>
              <tr>
                <th scope="col">Minute</th>
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
                  <td>{p.minute === null ? "Pre-match" : `${p.minute}'`}</td>
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
