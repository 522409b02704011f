import { Link } from "react-router";
import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { glossary } from "../../lib/glossary.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import type { StandingRowView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";
import { FormPills } from "./form-pills.tsx";
import { useZoneLabel, ZONE_COLOUR } from "./zones.tsx";

const m = defineMessages({
  team: { id: "league.table.team", defaultMessage: "Team", description: "Column heading" },
  played: {
    id: "league.table.played",
    defaultMessage: "Played",
    description: "Column's full name: matches played",
  },
  playedShort: {
    id: "league.table.played.short",
    defaultMessage: "P",
    description: "Column heading, one or two letters: matches played",
  },
  won: { id: "league.table.won", defaultMessage: "Won", description: "Column's full name: matches won" },
  wonShort: { id: "league.table.won.short", defaultMessage: "W", description: "Column heading: matches won" },
  drawn: {
    id: "league.table.drawn",
    defaultMessage: "Drawn",
    description: "Column's full name: matches drawn",
  },
  drawnShort: {
    id: "league.table.drawn.short",
    defaultMessage: "D",
    description: "Column heading: matches drawn",
  },
  lost: { id: "league.table.lost", defaultMessage: "Lost", description: "Column's full name: matches lost" },
  lostShort: {
    id: "league.table.lost.short",
    defaultMessage: "L",
    description: "Column heading: matches lost",
  },
  goals: {
    id: "league.table.goals",
    defaultMessage: "Goals",
    description: "Column's full name: goals scored and conceded, shown as 15:11",
  },
  goalsShort: {
    id: "league.table.goals.short",
    defaultMessage: "G",
    description: "Column heading over goals scored:conceded (15:11)",
  },
  difference: {
    id: "league.table.goal-difference",
    defaultMessage: "Goal difference",
    description: "Column's full name",
  },
  differenceShort: {
    id: "league.table.goal-difference.short",
    defaultMessage: "GD",
    description: "Column heading: goal difference",
  },
  points: { id: "league.table.points", defaultMessage: "Points", description: "Column's full name" },
  pointsShort: {
    id: "league.table.points.short",
    defaultMessage: "Pts",
    description: "Column heading: points",
  },
  form: { id: "league.table.form", defaultMessage: "Form", description: "Column heading: the last results" },
  adjustment: {
    id: "league.table.adjustment",
    defaultMessage: "{points} pts adjustment",
    description: "Hint on a team whose points were changed by a ruling; points is signed: -6, +3",
  },
});

/** "+3", "-2", "0": a difference, in the page's language (Arabic keeps the sign before the digits). */
export function useSigned(): (value: number) => string {
  const locale = useLocale();
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { signDisplay: "exceptZero" });
  return (value) => format.format(value);
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
  const t = useT();
  const zoneLabel = useZoneLabel();
  const signed = useSigned();
  return (
    <table className="w-full text-sm tabular-nums">
      {caption ? <caption className="px-3 py-2 text-start text-xs font-semibold">{caption}</caption> : null}
      <thead className="text-[11px] uppercase text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="w-8 py-1.5 ps-2 text-center font-medium">
            #
          </th>
          <th scope="col" className="py-1.5 ps-1 text-start font-medium">
            {t(m.team)}
          </th>
          <th scope="col" className="w-7 text-center font-medium" title={t(m.played)}>
            {t(m.playedShort)}
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title={t(m.won)}>
            {t(m.wonShort)}
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title={t(m.drawn)}>
            {t(m.drawnShort)}
          </th>
          <th scope="col" className={`w-7 text-center font-medium ${detail}`} title={t(m.lost)}>
            {t(m.lostShort)}
          </th>
          <th scope="col" className={`w-12 text-center font-medium ${goals}`} title={t(m.goals)}>
            {t(m.goalsShort)}
          </th>
          <th scope="col" className={`w-9 text-center font-medium ${difference}`} title={t(m.difference)}>
            {t(m.differenceShort)}
          </th>
          <th scope="col" className="w-9 text-center font-semibold" title={t(m.points)}>
            {t(m.pointsShort)}
          </th>
          {showForm ? (
            <th scope="col" className={`w-28 pe-2 text-center font-medium ${form}`}>
              {t(m.form)}
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
              <td className="py-1.5 ps-2 text-center">
                <span
                  className={`inline-flex h-5 w-5 items-center justify-center rounded text-[11px] font-bold ${
                    row.zone ? `${ZONE_COLOUR[row.zone.kind]} text-white` : "text-muted"
                  }`}
                  title={row.zone ? zoneLabel(row.zone) : undefined}
                >
                  {row.position}
                </span>
              </td>
              <td className="max-w-0 py-1.5 ps-1">
                <Link to={`/team/${row.team.id}`} className="flex items-center gap-2 hover:underline">
                  <TeamCrest team={row.team} />
                  <span className="truncate">{row.team.name}</span>
                  {row.adjustment !== 0 ? (
                    <span
                      className="text-xs text-live"
                      title={t(m.adjustment, { points: signed(row.adjustment) })}
                    >
                      *
                    </span>
                  ) : null}
                  {row.live ? (
                    <span className="rounded bg-live px-1 text-[9px] font-bold uppercase text-live-fg">
                      {t(glossary.live)}
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
                <td className={`pe-2 text-center ${form}`}>
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
