import { Link } from "react-router";
import type { StandingRowView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";
import { FormPills } from "./form-pills.tsx";
import { ZONE_COLOUR } from "./zones.tsx";

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * A league table: position in its zone colour, team, played, W-D-L, goals, difference,
 * points and form. Rows of teams playing now are marked live; `highlight` emphasises teams.
 */
export function StandingsTable({
  rows,
  caption,
  highlight = [],
  showForm = true,
  formOnly = false,
}: {
  rows: StandingRowView[];
  caption?: string;
  highlight?: number[];
  showForm?: boolean;
  /** The form view: position, team, played, points and form on every screen size. */
  formOnly?: boolean;
}) {
  const detail = formOnly ? "hidden" : "hidden sm:table-cell";
  const goals = formOnly ? "hidden" : "hidden md:table-cell";
  const difference = formOnly ? "hidden" : "";
  const form = formOnly ? "" : "hidden sm:table-cell";
  return (
    <table className="w-full text-sm tabular-nums">
      {caption ? <caption className="px-3 py-2 text-left text-xs font-semibold">{caption}</caption> : null}
      <thead className="text-[11px] uppercase text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="w-8 py-1.5 pl-2 text-center font-medium">
            #
          </th>
          <th scope="col" className="py-1.5 pl-1 text-left font-medium">
            Team
          </th>
          <th scope="col" className="w-7 text-center font-medium" title="Played">
            P
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title="Won">
            W
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title="Drawn">
            D
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title="Lost">
            L
          </th>
          <th scope="col" className={`w-12 text-center font-medium ${goals}`} title="Goals">
            G
          </th>
          <th scope="col" className={`w-9 text-center font-medium ${difference}`} title="Goal difference">
            GD
          </th>
          <th scope="col" className="w-9 text-center font-semibold" title="Points">
            Pts
          </th>
          {showForm ? (
            <th scope="col" className={`w-28 pr-2 text-center font-medium ${form}`}>
              Form
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => {
          const emphasised = highlight.includes(row.team.id);
          return (
            <tr
              key={row.team.id}
              data-team-id={row.team.id}
              data-live={row.live || undefined}
              className={emphasised ? "bg-accent/10 font-semibold" : undefined}
            >
              <td className="py-1.5 pl-2 text-center">
                <span
                  className={`inline-flex h-5 w-5 items-center justify-center rounded text-[11px] font-bold ${
                    row.zone ? `${ZONE_COLOUR[row.zone.kind]} text-white` : "text-muted"
                  }`}
                  title={row.zone?.label}
                >
                  {row.position}
                </span>
              </td>
              <td className="max-w-0 py-1.5 pl-1">
                <Link to={`/team/${row.team.id}`} className="flex items-center gap-2 hover:underline">
                  <TeamCrest team={row.team} />
                  <span className="truncate">{row.team.name}</span>
                  {row.adjustment !== 0 ? (
                    <span className="text-xs text-live" title={`${signed(row.adjustment)} pts adjustment`}>
                      *
                    </span>
                  ) : null}
                  {row.live ? (
                    <span className="rounded bg-live px-1 text-[9px] font-bold uppercase text-live-fg">
                      Live
                    </span>
                  ) : null}
                </Link>
              </td>
              <td className="text-center">{row.played}</td>
              <td className={`text-center ${detail}`}>{row.won}</td>
              <td className={`text-center ${detail}`}>{row.drawn}</td>
              <td className={`text-center ${detail}`}>{row.lost}</td>
              <td className={`text-center ${goals}`}>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td className={`text-center ${difference}`}>{signed(row.goalsFor - row.goalsAgainst)}</td>
              <td className="text-center font-bold">{row.points}</td>
              {showForm ? (
                <td className={`pr-2 text-center ${form}`}>
                  <FormPills form={row.form} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
