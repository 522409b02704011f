import { Link } from "react-router";
import type { MatchBoxScore, NamedTeamBox } from "../../../server/sports/queries/box-score.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  player: { id: "basketball.box.player", defaultMessage: "Player", description: "Box score column head" },
  team: {
    id: "basketball.box.team",
    defaultMessage: "Team",
    description: "Box score: the row of the team's totals",
  },
  points: { id: "basketball.box.points", defaultMessage: "Points" },
  pointsShort: {
    id: "basketball.box.points.short",
    defaultMessage: "PTS",
    description: "Column head: points",
  },
  rebounds: { id: "basketball.box.rebounds", defaultMessage: "Rebounds" },
  reboundsShort: {
    id: "basketball.box.rebounds.short",
    defaultMessage: "REB",
    description: "Column head: rebounds",
  },
  assists: { id: "basketball.box.assists", defaultMessage: "Assists" },
  assistsShort: {
    id: "basketball.box.assists.short",
    defaultMessage: "AST",
    description: "Column head: assists",
  },
  fouls: { id: "basketball.box.fouls", defaultMessage: "Personal fouls" },
  foulsShort: {
    id: "basketball.box.fouls.short",
    defaultMessage: "PF",
    description: "Column head: personal fouls",
  },
  fieldGoals: { id: "basketball.box.field-goals", defaultMessage: "Field goals made-attempted" },
  fieldGoalsShort: {
    id: "basketball.box.field-goals.short",
    defaultMessage: "FG",
    description: "Column head: field goals made-attempted",
  },
  threes: { id: "basketball.box.threes", defaultMessage: "Three-pointers made-attempted" },
  threesShort: {
    id: "basketball.box.threes.short",
    defaultMessage: "3P",
    description: "Column head: three-pointers made-attempted",
  },
  freeThrows: { id: "basketball.box.free-throws", defaultMessage: "Free throws made-attempted" },
  freeThrowsShort: {
    id: "basketball.box.free-throws.short",
    defaultMessage: "FT",
    description: "Column head: free throws made-attempted",
  },
});

const cell = "px-1.5 py-1 text-end tabular-nums";
const wide = `${cell} hidden sm:table-cell`;
const made = (m: number, a: number) => `${m}-${a}`;

/** The stat columns: abbreviation, its meaning, and whether it waits for a wider screen (the made-attempted pairs). */
const STAT_HEADINGS = [
  [m.pointsShort, m.points, false],
  [m.reboundsShort, m.rebounds, false],
  [m.assistsShort, m.assists, false],
  [m.foulsShort, m.fouls, false],
  [m.fieldGoalsShort, m.fieldGoals, true],
  [m.threesShort, m.threes, true],
  [m.freeThrowsShort, m.freeThrows, true],
] as const;

function TeamTable({ team, box }: { team: string; box: NamedTeamBox }) {
  const t = useT();
  // Who played: a line with any number on it.
  const lines = box.players.filter(
    (line) => line.points + line.fga + line.fta + line.rebounds + line.fouls > 0,
  );
  return (
    <table className="w-full text-sm">
      <caption className="px-2 py-2 text-start text-xs font-semibold uppercase tracking-wide text-muted">
        {team}
      </caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-start font-medium">
            {t(m.player)}
          </th>
          {STAT_HEADINGS.map(([short, long, wideColumn]) => (
            <th key={short.id} scope="col" className={wideColumn ? wide : cell}>
              <abbr title={t(long)}>{t(short)}</abbr>
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
              className="w-full max-w-0 truncate px-2 py-1 text-start font-normal"
              title={line.name}
            >
              {line.shirtNumber !== null ? (
                <span className="me-1 text-xs text-muted">{line.shirtNumber}</span>
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
          <th scope="row" className="px-2 py-1 text-start">
            {t(m.team)}
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
