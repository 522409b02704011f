import { glossary as g } from "../../lib/glossary.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  caption: { id: "tennis.sets.caption", defaultMessage: "Score by set" },
  player: { id: "tennis.sets.player", defaultMessage: "Player", description: "Column head" },
  sets: { id: "tennis.sets.sets", defaultMessage: "Sets", description: "Column head: sets won" },
  points: {
    id: "tennis.sets.points",
    defaultMessage: "Points",
    description: "Column head: the point score of the game in play (15, 30, AD)",
  },
  serving: {
    id: "tennis.sets.serving",
    defaultMessage: "serving",
    description: "Said by screen readers for the dot beside the player serving",
  },
});

/**
 * A tennis match's score, set by set: games per set with tie-break points as a superscript, the live
 * point score and a dot beside the player serving. Scores use the stored flat shape (s1…s5, s1tb…).
 */
type Pair = [number, number];
export type SetScores = Partial<Record<string, Pair>>;

export type SetTableProps = {
  home: string;
  away: string;
  scores: SetScores;
  /** Sets won. */
  sets: Pair;
  /** Live only: the point score as called and who serves. */
  point?: [string, string] | null;
  serving?: "home" | "away" | null;
};

export function SetTable({ home, away, scores, sets, point, serving }: SetTableProps) {
  const t = useT();
  const played = [1, 2, 3, 4, 5].filter((n) => scores[`s${n}`]);
  const row = (side: 0 | 1, name: string, key: "home" | "away") => (
    <tr>
      <th scope="row" className="px-2 py-1 text-start font-medium">
        {serving === key ? (
          <span
            className="me-1 inline-block h-2 w-2 rounded-full bg-lime-600 dark:bg-lime-400"
            role="img"
            aria-label={t(m.serving)}
            data-serving
          />
        ) : (
          <span className="me-1 inline-block h-2 w-2" aria-hidden="true" />
        )}
        {name}
      </th>
      <td className="px-2 py-1 text-center font-bold tabular-nums">{sets[side]}</td>
      {played.map((n) => {
        const games = scores[`s${n}`] as Pair;
        const tieBreak = scores[`s${n}tb`];
        return (
          <td key={n} className="px-2 py-1 text-center tabular-nums">
            {games[side]}
            {tieBreak && games[side] < games[side === 0 ? 1 : 0] ? <sup>{tieBreak[side]}</sup> : null}
          </td>
        );
      })}
      {point ? (
        <td className="px-2 py-1 text-center font-semibold tabular-nums" data-point>
          {point[side]}
        </td>
      ) : null}
    </tr>
  );
  return (
    <table className="text-sm">
      <caption className="sr-only">{t(m.caption)}</caption>
      <thead>
        <tr>
          <th scope="col" className="px-2 py-1 text-start">
            {t(m.player)}
          </th>
          <th scope="col" className="px-2 py-1">
            {t(m.sets)}
          </th>
          {played.map((n) => (
            <th key={n} scope="col" className="px-2 py-1">
              {t(g.set, { number: n })}
            </th>
          ))}
          {point ? (
            <th scope="col" className="px-2 py-1">
              {t(m.points)}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {row(0, home, "home")}
        {row(1, away, "away")}
      </tbody>
    </table>
  );
}
