import { localizedPath } from "../../../shared/i18n/locales.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  toBeDecided: {
    id: "tennis.draw.to-be-decided",
    defaultMessage: "To be decided",
    description: "A place in a tennis draw whose player is not known yet",
  },
});

/**
 * A tournament's draw as columns of rounds, top of the draw first: each tie shows both players with
 * their seed and the sets, the winner in bold; a place not yet known reads "To be decided".
 */
export type DrawEntrantView = { name: string; seed: number | null } | null;
export type DrawTieView = {
  home: DrawEntrantView;
  away: DrawEntrantView;
  /** Set scores as "7-6 6-4", blank until played. */
  score: string;
  winner: "home" | "away" | null;
  href?: string;
};
export type DrawRoundView = { name: string; ties: DrawTieView[] };

function Line({ entrant, won }: { entrant: DrawEntrantView; won: boolean }) {
  const t = useT();
  if (!entrant) return <span className="text-neutral-600 dark:text-neutral-300">{t(m.toBeDecided)}</span>;
  return (
    <span className={won ? "font-bold" : undefined}>
      {entrant.name}
      {entrant.seed ? <span className="ms-1 text-xs">{`[${entrant.seed}]`}</span> : null}
    </span>
  );
}

export function DrawSheet({ rounds }: { rounds: DrawRoundView[] }) {
  // The sheet is drawn without a router in places, so its links name the page's language themselves.
  const locale = useLocale();
  return (
    <div className="flex gap-4 overflow-x-auto" data-draw>
      {rounds.map((round) => (
        <section key={round.name} aria-label={round.name} className="min-w-48">
          <h3 className="mb-2 text-sm font-semibold">{round.name}</h3>
          <ol className="flex flex-col justify-around gap-2">
            {round.ties.map((tie, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a tie's place in its round is its identity
                key={i}
                className="rounded border border-neutral-300 p-2 text-sm dark:border-neutral-600"
              >
                <div>
                  <Line entrant={tie.home} won={tie.winner === "home"} />
                </div>
                <div>
                  <Line entrant={tie.away} won={tie.winner === "away"} />
                </div>
                {tie.score ? (
                  <div className="tabular-nums">
                    {tie.href ? <a href={localizedPath(locale, tie.href)}>{tie.score}</a> : tie.score}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
