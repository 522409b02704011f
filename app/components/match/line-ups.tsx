import { Link } from "react-router";
import type { LineupPlayerView, TeamLineup } from "../../../server/sports/queries/centre.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { MarkIcons } from "./mark-icons.tsx";
import { RatingBadge } from "./rating-badge.tsx";

const m = defineMessages({
  captain: { id: "match.line-ups.captain", defaultMessage: "Captain" },
  captainMark: {
    id: "match.line-ups.captain-mark",
    defaultMessage: "(C)",
    description: "Beside the captain's name: the first letter of «captain» in brackets",
  },
  position: {
    id: "match.line-ups.position",
    defaultMessage: "{position, select, GK {GK} DF {DF} MF {MF} FW {FW} other {{position}}}",
    description:
      "A player's position, abbreviated as team sheets print it (goalkeeper, defender, midfielder, forward); at most 3 or 4 letters",
  },
  lineUp: {
    id: "match.line-ups.line-up",
    defaultMessage: "{team} line-up",
    description: "Accessible name of one team's list of players",
  },
  startingEleven: { id: "match.line-ups.starting-eleven", defaultMessage: "Starting XI" },
  substitutes: { id: "match.line-ups.substitutes", defaultMessage: "Substitutes" },
  coach: {
    id: "match.line-ups.coach",
    defaultMessage: "<label>Coach:</label> {coach}",
    description: "The team's coach, under its line-up; <label> is drawn muted",
  },
});

/** The formation's lines, goalkeeper first; without a usable formation, lines by position. */
export function pitchLines(lineup: TeamLineup): LineupPlayerView[][] {
  const [keeper, ...outfield] = lineup.starters;
  if (!keeper) return [];
  const sizes = (lineup.formation ?? "").split("-").map(Number);
  if (sizes.every((n) => n > 0) && sizes.reduce((a, b) => a + b, 0) === outfield.length) {
    const ends = sizes.map((_, i) => sizes.slice(0, i + 1).reduce((a, b) => a + b, 0));
    return [[keeper], ...ends.map((end, i) => outfield.slice(end - sizes[i]!, end))];
  }
  const by = (position: string) => outfield.filter((p) => (p.position ?? "MF") === position);
  return [[keeper], by("DF"), by("MF"), by("FW")].filter((line) => line.length > 0);
}

function Shirt({ player, away }: { player: LineupPlayerView; away: boolean }) {
  const t = useT();
  const cards = player.marks.filter((m) => m.type.includes("card") || m.type === "second-yellow");
  const off = player.marks.some((m) => m.type === "sub-off");
  return (
    <div className="flex w-16 flex-col items-center gap-0.5 text-center sm:w-20">
      <span
        className={`relative grid size-7 place-items-center rounded-full text-xs font-bold ${
          away ? "bg-slate-900 text-white" : "bg-white text-slate-900"
        }`}
      >
        {player.shirtNumber ?? ""}
        {cards.length > 0 ? (
          <span
            className={`absolute -end-1 -top-1 h-3 w-2 rounded-[1px] ${cards.some((c) => c.type !== "yellow-card") ? "bg-red-600" : "bg-yellow-400"}`}
          />
        ) : null}
        {off ? <span className="absolute -bottom-1 -end-1 text-[10px] text-red-300">▼</span> : null}
      </span>
      <span className="w-full truncate text-[11px] leading-tight text-white">
        {player.name.split(" ").at(-1)}
        {player.captain ? ` ${t(m.captainMark)}` : ""}
      </span>
    </div>
  );
}

/** Both starting elevens on a pitch, home in the top half attacking down. Decorative: the list says it all. */
export function Pitch({ home, away }: { home: TeamLineup; away: TeamLineup }) {
  const homeLines = pitchLines(home);
  const awayLines = [...pitchLines(away)].reverse();
  return (
    <div
      aria-hidden="true"
      className="relative mx-3 my-3 overflow-hidden rounded-lg bg-green-800 py-2"
      data-pitch
    >
      <div className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-white/40" />
      <div className="pointer-events-none absolute left-1/2 top-1/2 size-20 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/40" />
      {[
        ...homeLines.map((line) => ({ line, away: false })),
        ...awayLines.map((line) => ({ line, away: true })),
      ].map(({ line, away: isAway }) => (
        <div
          key={`${isAway ? "away" : "home"}-${line.map((p) => p.name).join()}`}
          className="relative flex justify-around py-1.5"
        >
          {(isAway ? [...line].reverse() : line).map((player) => (
            <Shirt key={player.name} player={player} away={isAway} />
          ))}
        </div>
      ))}
    </div>
  );
}

function PlayerRow({ player }: { player: LineupPlayerView }) {
  const t = useT();
  return (
    <li className="flex items-center gap-2 px-3 py-1.5 text-sm" data-player={player.name}>
      <span className="w-6 shrink-0 text-end font-semibold tabular-nums text-muted">
        {player.shirtNumber ?? ""}
      </span>
      <span className="min-w-0 flex-1 truncate">
        {player.playerId !== null ? (
          <Link to={`/player/${player.playerId}`} className="hover:underline">
            {player.name}
          </Link>
        ) : (
          player.name
        )}
        {player.captain ? <abbr title={t(m.captain)}> {t(m.captainMark)}</abbr> : null}
      </span>
      <span className="flex flex-wrap items-center gap-1.5">
        <MarkIcons marks={player.marks} />
      </span>
      <span className="w-7 shrink-0 text-end text-xs text-muted">
        {player.position ? t(m.position, { position: player.position }) : ""}
      </span>
      <RatingBadge rating={player.rating} />
    </li>
  );
}

/** One team's sheet as a list: formation, starters, substitutes and coach. */
export function LineupList({ lineup, team }: { lineup: TeamLineup; team: string }) {
  const t = useT();
  return (
    <section aria-label={t(m.lineUp, { team })} className="min-w-0" data-lineup>
      <h3 className="flex items-baseline justify-between px-3 pt-3 text-sm font-bold">
        {team}
        {lineup.formation ? (
          <span className="text-xs font-semibold text-muted">{lineup.formation}</span>
        ) : null}
      </h3>
      <h4 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
        {t(m.startingEleven)}
      </h4>
      <ul>
        {lineup.starters.map((player) => (
          <PlayerRow key={player.name} player={player} />
        ))}
      </ul>
      {lineup.bench.length > 0 ? (
        <>
          <h4 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t(m.substitutes)}
          </h4>
          <ul>
            {lineup.bench.map((player) => (
              <PlayerRow key={player.name} player={player} />
            ))}
          </ul>
        </>
      ) : null}
      {lineup.coach ? (
        <p className="px-3 py-2 text-sm">
          {t.rich(m.coach, {
            label: (chunks) => (
              <span key="label" className="text-muted">
                {chunks}
              </span>
            ),
            coach: lineup.coach,
          })}
        </p>
      ) : null}
    </section>
  );
}
