import type { MatchStats, TeamStats } from "../../../server/sports/centre/stats.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  possession: { id: "match.stats.possession", defaultMessage: "Possession" },
  xg: { id: "match.stats.xg", defaultMessage: "Expected goals (xG)" },
  shots: { id: "match.stats.shots", defaultMessage: "Shots" },
  shotsOnTarget: { id: "match.stats.shots-on-target", defaultMessage: "Shots on target" },
  corners: { id: "match.stats.corners", defaultMessage: "Corners" },
  fouls: { id: "match.stats.fouls", defaultMessage: "Fouls" },
  offsides: { id: "match.stats.offsides", defaultMessage: "Offsides" },
  yellowCards: { id: "match.stats.yellow-cards", defaultMessage: "Yellow cards" },
  redCards: { id: "match.stats.red-cards", defaultMessage: "Red cards" },
  saves: { id: "match.stats.saves", defaultMessage: "Saves", description: "Goalkeeper's saves" },
  caption: {
    id: "match.stats.caption",
    defaultMessage: "Match statistics, {home} against {away}",
    description: "Accessible caption of the statistics table",
  },
  statistic: {
    id: "match.stats.statistic",
    defaultMessage: "Statistic",
    description: "Accessible header of the table's middle column",
  },
});

const ROWS: Array<[keyof TeamStats, MessageDescriptor]> = [
  ["possession", m.possession],
  ["xg", m.xg],
  ["shots", m.shots],
  ["shotsOnTarget", m.shotsOnTarget],
  ["corners", m.corners],
  ["fouls", m.fouls],
  ["offsides", m.offsides],
  ["yellowCards", m.yellowCards],
  ["redCards", m.redCards],
  ["saves", m.saves],
];

const shown = (key: keyof TeamStats, value: number) => (key === "possession" ? `${value}%` : String(value));

/** Both teams' numbers side by side, each row with a bar of the two shares. */
export function MatchStatsTable({ stats, home, away }: { stats: MatchStats; home: string; away: string }) {
  const t = useT();
  return (
    <table className="w-full text-sm" data-stats>
      <caption className="sr-only">{t(m.caption, { home, away })}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{home}</th>
          <th scope="col">{t(m.statistic)}</th>
          <th scope="col">{away}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([key, label]) => {
          const h = stats.home[key];
          const a = stats.away[key];
          if (h === null || a === null) return null;
          const total = h + a;
          const share = total > 0 ? (h / total) * 100 : 50;
          return (
            <tr key={key} data-stat={key} className="border-b border-line last:border-0">
              <td className="w-16 px-3 py-2 text-start font-bold tabular-nums">{shown(key, h)}</td>
              <th scope="row" className="px-1 py-2 text-center font-normal text-muted">
                {t(label)}
                <span aria-hidden="true" className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-raised">
                  <span className="bg-accent" style={{ width: `${share}%` }} />
                  <span className="ms-auto bg-fg/40" style={{ width: `${total > 0 ? 100 - share : 50}%` }} />
                </span>
              </th>
              <td className="w-16 px-3 py-2 text-end font-bold tabular-nums">{shown(key, a)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
