import type { ShootoutKick } from "../../../server/sports/queries/centre.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  scored: {
    id: "match.shootout.scored",
    defaultMessage: "({team}) scored",
    description: "Read out after the taker's name: their team, and the kick went in",
  },
  missed: {
    id: "match.shootout.missed",
    defaultMessage: "({team}) missed",
    description: "Read out after the taker's name: their team, and the kick was missed or saved",
  },
});

/** The shoot-out kick by kick, with the running score after each. */
export function ShootoutView({ kicks, home, away }: { kicks: ShootoutKick[]; home: string; away: string }) {
  const t = useT();
  return (
    <ol className="divide-y divide-line text-sm" data-shootout>
      {kicks.map((kick) => (
        <li
          key={`kick-${kicks.indexOf(kick)}`}
          className={`flex items-center gap-2 px-3 py-1.5 ${kick.side === "away" ? "flex-row-reverse text-end" : ""}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-3 shrink-0 rounded-full ${kick.scored ? "bg-accent" : "border-2 border-live"}`}
          />
          <span className="min-w-0 flex-1 truncate">
            {kick.playerName ?? (kick.side === "home" ? home : away)}
            <span className="sr-only">
              {" "}
              {t(kick.scored ? m.scored : m.missed, { team: kick.side === "home" ? home : away })}
            </span>
          </span>
          <span className="font-bold tabular-nums" dir="ltr">
            {kick.home}-{kick.away}
          </span>
        </li>
      ))}
    </ol>
  );
}
