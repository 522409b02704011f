import { Link } from "react-router";
import type { BasketballTable } from "../../../server/sports/queries/basketball-table.ts";
import { TeamCrest } from "../team/team-crest.tsx";

/** A basketball table: wins, losses, win percentage and games behind, per conference. */
export function WinTable({ table }: { table: BasketballTable }) {
  const cell = "px-2 py-1.5 text-right tabular-nums";
  return (
    <div className="space-y-4" data-win-table>
      {table.map((group) => (
        <table key={group.group ?? "all"} className="w-full text-sm">
          <caption className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted">
            {group.group ? `${group.group} conference` : "Standings"}
          </caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-8 px-2 py-1 text-right font-medium">
                #
              </th>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                Team
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title="Won">W</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title="Lost">L</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title="Win percentage">PCT</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title="Games behind">GB</abbr>
              </th>
              <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
                <abbr title="Points for">PF</abbr>
              </th>
              <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
                <abbr title="Points against">PA</abbr>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {group.rows.map((row) => (
              <tr key={row.teamId}>
                <td className={cell}>{row.position}</td>
                <td className="px-2 py-1.5">
                  <Link to={`/team/${row.team.id}`} className="flex items-center gap-2 hover:underline">
                    <TeamCrest team={row.team} />
                    <span className="truncate">{row.team.name}</span>
                  </Link>
                </td>
                <td className={cell}>{row.won}</td>
                <td className={cell}>{row.lost}</td>
                <td className={`${cell} font-semibold`}>{row.pctText}</td>
                <td className={cell}>{row.gamesBehindText}</td>
                <td className={`${cell} hidden sm:table-cell`}>{row.pointsFor}</td>
                <td className={`${cell} hidden sm:table-cell`}>{row.pointsAgainst}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
