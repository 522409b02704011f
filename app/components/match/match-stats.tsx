import type { MatchStats, TeamStats } from "../../../server/sports/centre/stats.ts";

const ROWS: Array<[keyof TeamStats, string]> = [
  ["possession", "Possession"],
  ["xg", "Expected goals (xG)"],
  ["shots", "Shots"],
  ["shotsOnTarget", "Shots on target"],
  ["corners", "Corners"],
  ["fouls", "Fouls"],
  ["offsides", "Offsides"],
  ["yellowCards", "Yellow cards"],
  ["redCards", "Red cards"],
  ["saves", "Saves"],
];

const shown = (key: keyof TeamStats, value: number) => (key === "possession" ? `${value}%` : String(value));

/** Both teams' numbers side by side, each row with a bar of the two shares. */
export function MatchStatsTable({ stats, home, away }: { stats: MatchStats; home: string; away: string }) {
  return (
    <table className="w-full text-sm" data-stats>
      <caption className="sr-only">
        Match statistics, {home} against {away}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{home}</th>
          <th scope="col">Statistic</th>
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
              <td className="w-16 px-3 py-2 text-left font-bold tabular-nums">{shown(key, h)}</td>
              <th scope="row" className="px-1 py-2 text-center font-normal text-muted">
                {label}
                <span aria-hidden="true" className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-raised">
                  <span className="bg-accent" style={{ width: `${share}%` }} />
                  <span className="ml-auto bg-fg/40" style={{ width: `${total > 0 ? 100 - share : 50}%` }} />
                </span>
              </th>
              <td className="w-16 px-3 py-2 text-right font-bold tabular-nums">{shown(key, a)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
