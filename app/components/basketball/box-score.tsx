import { Link } from "react-router";
import type { MatchBoxScore, NamedTeamBox } from "../../../server/sports/queries/box-score.ts";

const cell = "px-1.5 py-1 text-right tabular-nums";
const wide = `${cell} hidden sm:table-cell`;
const made = (m: number, a: number) => `${m}-${a}`;

/** The stat columns: abbreviation, its meaning, and whether it waits for a wider screen (the made-attempted pairs). */
const STAT_HEADINGS = [
  ["PTS", "Points", false],
  ["REB", "Rebounds", false],
  ["AST", "Assists", false],
  ["PF", "Personal fouls", false],
  ["FG", "Field goals made-attempted", true],
  ["3P", "Three-pointers made-attempted", true],
  ["FT", "Free throws made-attempted", true],
] as const;

function TeamTable({ team, box }: { team: string; box: NamedTeamBox }) {
  // Who played: a line with any number on it.
  const lines = box.players.filter(
    (line) => line.points + line.fga + line.fta + line.rebounds + line.fouls > 0,
  );
  return (
    <table className="w-full text-sm">
      <caption className="px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted">
        {team}
      </caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-left font-medium">
            Player
          </th>
          {STAT_HEADINGS.map(([short, long, wideColumn]) => (
            <th key={short} scope="col" className={wideColumn ? wide : cell}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line) => (
          <tr key={line.player}>
            {/* The name takes what the numbers leave and is cut, so every column fits a phone. */}
            <th
              scope="row"
              className="w-full max-w-0 truncate px-2 py-1 text-left font-normal"
              title={line.name}
            >
              {line.shirtNumber !== null ? (
                <span className="mr-1 text-xs text-muted">{line.shirtNumber}</span>
              ) : null}
              {line.playerId !== null ? (
                <Link to={`/player/${line.playerId}`} className="hover:underline">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </th>
            <td className={`${cell} font-semibold`}>{line.points}</td>
            <td className={cell}>{line.rebounds}</td>
            <td className={cell}>{line.assists}</td>
            <td className={cell}>{line.fouls}</td>
            <td className={wide}>{made(line.fgm, line.fga)}</td>
            <td className={wide}>{made(line.tpm, line.tpa)}</td>
            <td className={wide}>{made(line.ftm, line.fta)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-line font-semibold">
        <tr>
          <th scope="row" className="px-2 py-1 text-left">
            Team
          </th>
          <td className={cell}>{box.totals.points}</td>
          <td className={cell}>{box.totals.rebounds}</td>
          <td className={cell}>{box.totals.assists}</td>
          <td className={cell}>{box.totals.fouls}</td>
          <td className={wide}>{made(box.totals.fgm, box.totals.fga)}</td>
          <td className={wide}>{made(box.totals.tpm, box.totals.tpa)}</td>
          <td className={wide}>{made(box.totals.ftm, box.totals.fta)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A basketball game's box score: each side's players and totals. */
export function BoxScoreTables({ box, home, away }: { box: MatchBoxScore; home: string; away: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-box-score>
      <TeamTable team={home} box={box.home} />
      <TeamTable team={away} box={box.away} />
    </div>
  );
}
