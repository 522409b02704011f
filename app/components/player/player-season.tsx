import { Link } from "react-router";
import type { CompetitionView } from "../../lib/sports-view.ts";

type Numbers = {
  appearances: number;
  starts: number;
  /** Null when an appearance has no line-up to count them by. */
  minutes: number | null;
  goals: number;
  penalties: number;
  assists: number;
  yellowCards: number;
  redCards: number;
};

export type SeasonLine = Numbers & { competition: CompetitionView; season: string };

type Column = {
  key: "appearances" | "minutes" | "goals" | "assists" | "yellowCards" | "redCards";
  short: string;
  long: string;
};

const COLUMNS: Column[] = [
  { key: "appearances", short: "Apps", long: "Appearances" },
  { key: "minutes", short: "Min", long: "Minutes played" },
  { key: "goals", short: "Goals", long: "Goals" },
  { key: "assists", short: "Ast", long: "Assists" },
  { key: "yellowCards", short: "YC", long: "Yellow cards" },
  { key: "redCards", short: "RC", long: "Red cards" },
];

/**
 * This season's numbers per competition, and all of them together when there are several.
 */
export function PlayerSeason({ lines, totals }: { lines: SeasonLine[]; totals: Numbers }) {
  if (lines.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">No matches played yet this season.</p>;
  }
  // Assists and minutes show only where the data records them (the events name assists; line-ups give minutes).
  const recorded = (key: "assists" | "minutes") => lines.some((line) => (line[key] ?? 0) > 0);
  const columns = COLUMNS.filter(
    (c) => (c.key !== "assists" || recorded("assists")) && (c.key !== "minutes" || recorded("minutes")),
  );
  return (
    <>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-[11px] uppercase text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              Competition
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="w-12 py-1.5 text-center font-medium last:pr-2">
                <abbr title={column.long} className="no-underline">
                  {column.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={line.competition.id}>
              <th scope="row" className="max-w-0 px-3 py-1.5 text-left font-medium">
                <Link to={`/league/${line.competition.id}`} className="block truncate hover:underline">
                  {line.competition.name}
                </Link>
                <span className="block text-xs font-normal text-muted">{line.season}</span>
              </th>
              {columns.map((column) => (
                <td key={column.key} data-stat={column.key} className="text-center last:pr-2">
                  <span className="block">{line[column.key] ?? "–"}</span>
                  {column.key === "goals" && line.penalties > 0 ? (
                    <span className="block text-[11px] text-muted">{line.penalties} pen</span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {lines.length > 1 ? (
          <tfoot className="border-t border-line font-semibold">
            <tr>
              <th scope="row" className="px-3 py-1.5 text-left">
                All competitions
              </th>
              {columns.map((column) => (
                <td key={column.key} className="text-center last:pr-2">
                  {totals[column.key] ?? "–"}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
      <p className="border-t border-line px-3 py-2 text-xs text-muted">
        Appearances count starts and matches the player came on in; where a line-up is unknown, matches with a
        goal or card of theirs.
      </p>
    </>
  );
}
