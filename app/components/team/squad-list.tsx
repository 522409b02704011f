import { Link } from "react-router";
import type { SquadPlayer } from "../../../server/sports/queries/types.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  goalkeepers: { id: "team.squad.goalkeepers", defaultMessage: "Goalkeepers" },
  defenders: { id: "team.squad.defenders", defaultMessage: "Defenders" },
  midfielders: { id: "team.squad.midfielders", defaultMessage: "Midfielders" },
  forwards: { id: "team.squad.forwards", defaultMessage: "Forwards" },
  others: {
    id: "team.squad.others",
    defaultMessage: "Others",
    description: "Players of a squad listed without a position",
  },
  players: {
    id: "team.squad.players",
    defaultMessage: "Players",
    description: "A squad listed without positions at all (basketball's rosters)",
  },
  empty: { id: "team.squad.empty", defaultMessage: "No squad listed." },
  age: {
    id: "team.squad.age",
    defaultMessage: "{age, plural, one {# yr} other {# yrs}}",
    description: "A player's age, short, beside his name",
  },
});

const LINES = [
  { position: "GK", title: m.goalkeepers },
  { position: "DF", title: m.defenders },
  { position: "MF", title: m.midfielders },
  { position: "FW", title: m.forwards },
  { position: null, title: m.others },
] as const;

/** The club's squad by line, each player by shirt number with his age, one tap from his page. */
export function SquadList({ squad }: { squad: Array<SquadPlayer & { age: number | null }> }) {
  const t = useT();
  if (squad.length === 0) return <p className="px-3 py-4 text-sm text-muted">{t(m.empty)}</p>;
  // A squad listed without positions (basketball's rosters) is one list of players.
  const unplaced = squad.every((player) => player.position === null);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2" data-squad>
      {LINES.map(({ position, title }) => {
        const players = squad.filter((player) => player.position === position);
        if (players.length === 0) return null;
        const heading = t(position === null && unplaced ? m.players : title);
        return (
          <section key={title.id} aria-label={heading} className="min-w-0">
            <h3 className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">{heading}</h3>
            <ul className="divide-y divide-line">
              {players.map((player) => (
                <li key={player.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                  <span className="w-6 shrink-0 text-end font-semibold tabular-nums text-muted">
                    {player.shirtNumber ?? ""}
                  </span>
                  <Link to={`/player/${player.id}`} className="min-w-0 flex-1 truncate hover:underline">
                    {player.name}
                  </Link>
                  {player.age !== null ? (
                    <span className="shrink-0 text-xs text-muted tabular-nums" data-age>
                      {t(m.age, { age: player.age })}
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
