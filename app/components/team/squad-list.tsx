import { Link } from "react-router";
import type { SquadPlayer } from "../../../server/sports/queries/types.ts";

const LINES = [
  { position: "GK", title: "Goalkeepers" },
  { position: "DF", title: "Defenders" },
  { position: "MF", title: "Midfielders" },
  { position: "FW", title: "Forwards" },
  { position: null, title: "Others" },
] as const;

/** A squad listed without positions (basketball's rosters) is one list of players. */
const titleOf = (title: string, squad: SquadPlayer[]) =>
  title === "Others" && squad.every((player) => player.position === null) ? "Players" : title;

/** The club's squad by line, each player by shirt number with his age, one tap from his page. */
export function SquadList({ squad }: { squad: Array<SquadPlayer & { age: number | null }> }) {
  if (squad.length === 0) return <p className="px-3 py-4 text-sm text-muted">No squad listed.</p>;
  return (
    <div className="grid gap-x-4 sm:grid-cols-2" data-squad>
      {LINES.map(({ position, title }) => {
        const players = squad.filter((player) => player.position === position);
        if (players.length === 0) return null;
        return (
          <section key={title} aria-label={titleOf(title, squad)} className="min-w-0">
            <h3 className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">
              {titleOf(title, squad)}
            </h3>
            <ul className="divide-y divide-line">
              {players.map((player) => (
                <li key={player.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                  <span className="w-6 shrink-0 text-right font-semibold tabular-nums text-muted">
                    {player.shirtNumber ?? ""}
                  </span>
                  <Link to={`/player/${player.id}`} className="min-w-0 flex-1 truncate hover:underline">
                    {player.name}
                  </Link>
                  {player.age !== null ? (
                    <span className="shrink-0 text-xs text-muted tabular-nums" data-age>
                      {player.age} yrs
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
