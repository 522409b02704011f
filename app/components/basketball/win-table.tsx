import { Link } from "react-router";
import type { BasketballTable } from "../../../server/sports/queries/basketball-table.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  conference: {
    id: "basketball.table.conference",
    defaultMessage: "{group} conference",
    description: "Caption of one conference's table; group is its name (Eastern, Western)",
  },
  standings: { id: "basketball.table.standings", defaultMessage: "Standings", description: "A league table" },
  position: {
    id: "basketball.table.position",
    defaultMessage: "#",
    description: "Column head: the team's place in the table",
  },
  team: { id: "basketball.table.team", defaultMessage: "Team", description: "Column head" },
  won: { id: "basketball.table.won", defaultMessage: "Won" },
  wonShort: { id: "basketball.table.won.short", defaultMessage: "W", description: "Column head: games won" },
  lost: { id: "basketball.table.lost", defaultMessage: "Lost" },
  lostShort: {
    id: "basketball.table.lost.short",
    defaultMessage: "L",
    description: "Column head: games lost",
  },
  pct: { id: "basketball.table.pct", defaultMessage: "Win percentage" },
  pctShort: {
    id: "basketball.table.pct.short",
    defaultMessage: "PCT",
    description: "Column head: win percentage",
  },
  behind: { id: "basketball.table.behind", defaultMessage: "Games behind" },
  behindShort: {
    id: "basketball.table.behind.short",
    defaultMessage: "GB",
    description: "Column head: games behind the leader",
  },
  pointsFor: { id: "basketball.table.points-for", defaultMessage: "Points for" },
  pointsForShort: {
    id: "basketball.table.points-for.short",
    defaultMessage: "PF",
    description: "Column head: points scored",
  },
  pointsAgainst: { id: "basketball.table.points-against", defaultMessage: "Points against" },
  pointsAgainstShort: {
    id: "basketball.table.points-against.short",
    defaultMessage: "PA",
    description: "Column head: points conceded",
  },
});

/** A basketball table: wins, losses, win percentage and games behind, per conference. */
export function WinTable({ table }: { table: BasketballTable }) {
  const t = useT();
  const cell = "px-2 py-1.5 text-end tabular-nums";
  return (
    <div className="space-y-4" data-win-table>
      {table.map((group) => (
        <table key={group.group ?? "all"} className="w-full text-sm">
          <caption className="px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-muted">
            {group.group ? t(m.conference, { group: group.group }) : t(m.standings)}
          </caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-8 px-2 py-1 text-end font-medium">
                {t(m.position)}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t(m.team)}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title={t(m.won)}>{t(m.wonShort)}</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title={t(m.lost)}>{t(m.lostShort)}</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title={t(m.pct)}>{t(m.pctShort)}</abbr>
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                <abbr title={t(m.behind)}>{t(m.behindShort)}</abbr>
              </th>
              <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
                <abbr title={t(m.pointsFor)}>{t(m.pointsForShort)}</abbr>
              </th>
              <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
                <abbr title={t(m.pointsAgainst)}>{t(m.pointsAgainstShort)}</abbr>
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
