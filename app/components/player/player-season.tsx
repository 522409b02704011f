import { Link } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
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
  short: MessageDescriptor;
  long: MessageDescriptor;
};

const m = defineMessages({
  appearances: { id: "player.season.appearances", defaultMessage: "Appearances" },
  appearancesShort: {
    id: "player.season.appearances.short",
    defaultMessage: "Apps",
    description: "Column heading, short: appearances",
  },
  minutes: { id: "player.season.minutes", defaultMessage: "Minutes played" },
  minutesShort: {
    id: "player.season.minutes.short",
    defaultMessage: "Min",
    description: "Column heading, short: minutes played",
  },
  goals: { id: "player.season.goals", defaultMessage: "Goals" },
  goalsShort: {
    id: "player.season.goals.short",
    defaultMessage: "Goals",
    description: "Column heading, short: goals",
  },
  assists: { id: "player.season.assists", defaultMessage: "Assists" },
  assistsShort: {
    id: "player.season.assists.short",
    defaultMessage: "Ast",
    description: "Column heading, short: assists",
  },
  yellowCards: { id: "player.season.yellow-cards", defaultMessage: "Yellow cards" },
  yellowCardsShort: {
    id: "player.season.yellow-cards.short",
    defaultMessage: "YC",
    description: "Column heading, short: yellow cards",
  },
  redCards: { id: "player.season.red-cards", defaultMessage: "Red cards" },
  redCardsShort: {
    id: "player.season.red-cards.short",
    defaultMessage: "RC",
    description: "Column heading, short: red cards",
  },
  empty: { id: "player.season.empty", defaultMessage: "No matches played yet this season." },
  competition: {
    id: "player.season.competition",
    defaultMessage: "Competition",
    description: "Column heading",
  },
  penalties: {
    id: "player.season.penalties",
    defaultMessage: "{count} pen",
    description: "Under a goal count: how many of them were penalties",
  },
  total: {
    id: "player.season.total",
    defaultMessage: "All competitions",
    description: "The row adding up every competition",
  },
  note: {
    id: "player.season.note",
    defaultMessage:
      "Appearances count starts and matches the player came on in; where a line-up is unknown, matches with a goal or card of theirs.",
  },
});

const COLUMNS: Column[] = [
  { key: "appearances", short: m.appearancesShort, long: m.appearances },
  { key: "minutes", short: m.minutesShort, long: m.minutes },
  { key: "goals", short: m.goalsShort, long: m.goals },
  { key: "assists", short: m.assistsShort, long: m.assists },
  { key: "yellowCards", short: m.yellowCardsShort, long: m.yellowCards },
  { key: "redCards", short: m.redCardsShort, long: m.redCards },
];

/**
 * This season's numbers per competition, and all of them together when there are several.
 */
export function PlayerSeason({ lines, totals }: { lines: SeasonLine[]; totals: Numbers }) {
  const t = useT();
  if (lines.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
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
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t(m.competition)}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="w-12 py-1.5 text-center font-medium last:pe-2">
                <abbr title={t(column.long)} className="no-underline">
                  {t(column.short)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={line.competition.id}>
              <th scope="row" className="max-w-0 px-3 py-1.5 text-start font-medium">
                <Link to={`/league/${line.competition.id}`} className="block truncate hover:underline">
                  {line.competition.name}
                </Link>
                <span className="block text-xs font-normal text-muted">{line.season}</span>
              </th>
              {columns.map((column) => (
                <td key={column.key} data-stat={column.key} className="text-center last:pe-2">
                  <span className="block">{line[column.key] ?? "–"}</span>
                  {column.key === "goals" && line.penalties > 0 ? (
                    <span className="block text-[11px] text-muted">
                      {t(m.penalties, { count: line.penalties })}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {lines.length > 1 ? (
          <tfoot className="border-t border-line font-semibold">
            <tr>
              <th scope="row" className="px-3 py-1.5 text-start">
                {t(m.total)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="text-center last:pe-2">
                  {totals[column.key] ?? "–"}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
      <p className="border-t border-line px-3 py-2 text-xs text-muted">{t(m.note)}</p>
    </>
  );
}
