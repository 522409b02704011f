import type { Translator } from "../../../shared/i18n/messages.ts";
import { glossary as g } from "../../lib/glossary.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useLiveMatch } from "../../lib/live/use-live.ts";
import type { MatchView } from "../../lib/sports-view.ts";

const m = defineMessages({
  caption: { id: "basketball.quarters.caption", defaultMessage: "Points by quarter" },
  team: { id: "basketball.quarters.team", defaultMessage: "Team", description: "Column head" },
  totalShort: {
    id: "basketball.quarters.total.short",
    defaultMessage: "T",
    description: "Column head of the game's total points, one or two letters (T for Total)",
  },
});

/** The parts played so far in order: q1…q4, then ot1… while they exist. */
function partsOf(scores: MatchView["scores"]): string[] {
  const parts = ["q1", "q2", "q3", "q4"].filter((key) => scores[key]);
  for (let ot = 1; scores[`ot${ot}`]; ot++) parts.push(`ot${ot}`);
  return parts;
}

/** "Q1" for the key q1, "OT1" for ot1, as the scoreboard names them. */
function partName(part: string, t: Translator): string {
  const number = Number(part.replace(/^\D+/, ""));
  return part.startsWith("ot") ? t(g.overtimeShort, { number }) : t(g.quarterShort, { number });
}

/** A basketball game's points by quarter and overtime, with the total; kept current while live. */
export function QuarterTable({ match: initial }: { match: MatchView }) {
  const t = useT();
  const match = useLiveMatch(initial.id, initial);
  const parts = partsOf(match.scores);
  // Each score column as wide as three digits from the start: the team's column takes the rest, so a
  // quarter or total gaining a digit live moves no other column.
  const cell = "w-[calc(3ch+1rem)] px-2 py-1 text-center tabular-nums";
  const row = (name: string, side: 0 | 1, total: number | null) => (
    <tr>
      <th scope="row" className="px-2 py-1 text-start font-medium">
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
      <caption className="sr-only">{t(m.caption)}</caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-start font-medium">
            {t(m.team)}
          </th>
          {parts.map((part) => (
            <th key={part} scope="col" className={`${cell} font-medium`}>
              {partName(part, t)}
            </th>
          ))}
          <th scope="col" className={`${cell} font-medium`}>
            {t(m.totalShort)}
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
