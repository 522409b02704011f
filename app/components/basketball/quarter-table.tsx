import { useLiveMatch } from "../../lib/live/use-live.ts";
import type { MatchView } from "../../lib/sports-view.ts";

/** The parts played so far in order: q1…q4, then ot1… while they exist. */
function partsOf(scores: MatchView["scores"]): string[] {
  const parts = ["q1", "q2", "q3", "q4"].filter((key) => scores[key]);
  for (let ot = 1; scores[`ot${ot}`]; ot++) parts.push(`ot${ot}`);
  return parts;
}

/** A basketball game's points by quarter and overtime, with the total; kept current while live. */
export function QuarterTable({ match: initial }: { match: MatchView }) {
  const match = useLiveMatch(initial.id, initial);
  const parts = partsOf(match.scores);
  const cell = "px-2 py-1 text-center tabular-nums";
  const row = (name: string, side: 0 | 1, total: number | null) => (
    <tr>
      <th scope="row" className="px-2 py-1 text-left font-medium">
        {name}
      </th>
      {parts.map((part) => (
        <td key={part} className={cell}>
          {match.scores[part]?.[side]}
        </td>
      ))}
      <td className={`${cell} font-bold`}>{total ?? ""}</td>
    </tr>
  );
  return (
    <table className="w-full text-sm" data-quarters>
      <caption className="sr-only">Points by quarter</caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-left font-medium">
            Team
          </th>
          {parts.map((part) => (
            <th key={part} scope="col" className={`${cell} font-medium`}>
              {part.toUpperCase()}
            </th>
          ))}
          <th scope="col" className={`${cell} font-medium`}>
            T
          </th>
        </tr>
      </thead>
      <tbody>
        {row(match.home.name, 0, match.homeScore)}
        {row(match.away.name, 1, match.awayScore)}
      </tbody>
    </table>
  );
}
