import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ConsolePlayInput } from "../../../server/live/console-play.ts";
import type { LiveMatchState } from "../../../server/live/entry.ts";
import { type ConsoleOutcome, newer } from "../../lib/cms/console-keys.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useConsoleStream } from "../../lib/live/console-stream.ts";
import { toast } from "../../lib/toast.ts";
import { SetTable } from "../tennis/set-table.tsx";

const m = defineMessages({
  recorded: { id: "cms.console.play.recorded", defaultMessage: "{label} recorded." },
  scoring: { id: "cms.console.play.scoring", defaultMessage: "Scoring" },
  final: {
    id: "cms.console.play.final",
    defaultMessage: "Final",
    description: "A basketball match that is over",
  },
  notStarted: { id: "cms.console.play.not-started", defaultMessage: "Not started" },
  saving: { id: "cms.console.play.saving", defaultMessage: "Saving…" },
  over: { id: "cms.console.play.over", defaultMessage: "The match is over." },
  pointTo: {
    id: "cms.console.play.point-to",
    defaultMessage: "Point to {team}",
    description: "Toast: a tennis point won by a player",
  },
  point: {
    id: "cms.console.play.point",
    defaultMessage: "Point {team}",
    description: "Button: a tennis point to this player",
  },
  start: { id: "cms.console.play.start", defaultMessage: "Start" },
  startServes: { id: "cms.console.play.start-serves", defaultMessage: "Start, {team} serves" },
  pointsFor: {
    id: "cms.console.play.points-for",
    defaultMessage: "{points} for {team}",
    description: "Toast: basketball points scored by a team",
  },
  endOf: { id: "cms.console.play.end-of", defaultMessage: "End of {period}" },
  end: {
    id: "cms.console.play.end",
    defaultMessage: "End {period}",
    description: "Button: end this basketball period (Q1, OT1)",
  },
  periodStart: { id: "cms.console.play.period-start", defaultMessage: "Period start" },
  nextPeriod: { id: "cms.console.play.next-period", defaultMessage: "Start the next period" },
});

type Team = { name: string; shortName: string };
type Props = { sport: string; state: LiveMatchState; home: Team; away: Team };

const button =
  "rounded-lg border border-line bg-surface px-4 py-3 text-sm font-semibold hover:bg-raised disabled:opacity-50";

function quarterLine(scores: LiveMatchState["scores"]): string {
  return Object.entries(scores)
    .map(([part, score]) => `${part.toUpperCase()} ${score?.join("–")}`)
    .join(" · ");
}

/**
 * The live console of a sport scored point by point: tennis points and basketball periods and baskets,
 * one button each, sent with the version the operator saw and a fresh Idempotency-Key.
 */
export function PlayConsole({ sport, state: loaded, home, away }: Props) {
  const t = useT();
  const [seen, setSeen] = useState<LiveMatchState | null>(null);
  const state = newer(loaded, seen);
  const see = useCallback(
    (match: LiveMatchState) =>
      setSeen((before) => (before && newer(before, match) === before ? before : match)),
    [],
  );
  useConsoleStream(state.id, see);
  const fetcher = useFetcher<ConsoleOutcome>();
  const pending = fetcher.state === "submitting";
  const [error, setError] = useState<string | null>(null);
  const label = useRef("");

  const send = (play: ConsolePlayInput, what: string) => {
    if (pending) return;
    label.current = what;
    setError(null);
    fetcher.submit(
      { intent: "play", key: crypto.randomUUID(), version: state.version, play, label: what },
      { method: "post", encType: "application/json" },
    );
  };
  /** One press of the console: a play, and how the toast names it once recorded. */
  const press = (play: ConsolePlayInput, what: string, words: ReactNode, key?: string | number) => (
    <button key={key} type="button" className={button} disabled={pending} onClick={() => send(play, what)}>
      {words}
    </button>
  );
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      see(outcome.entry.match);
      toast.success(() => t(m.recorded, { label: label.current }));
    } else {
      // The feed or another operator moved the match on: show it as it is now, so the next press
      // is based on what the operator sees.
      if (outcome.current) see(outcome.current);
      setError(outcome.error.message);
    }
  }, [outcome, see, t]);

  const live = state.status === "live";
  const play = state.play;
  const running = sport === "basketball" && live && /^(Q|OT)\d+$/.test(play?.label ?? "");
  const sides = [
    ["home", home],
    ["away", away],
  ] as const;
  return (
    <section aria-labelledby="play-console" className="space-y-4">
      <h2 id="play-console" className="sr-only">
        {t(m.scoring)}
      </h2>
      <div className="rounded-xl border border-line bg-surface p-3" data-console-score>
        {sport === "tennis" ? (
          <SetTable
            home={home.name}
            away={away.name}
            scores={state.scores}
            sets={[state.home ?? 0, state.away ?? 0]}
            point={live ? (play?.point ?? null) : null}
            serving={live ? (play?.serving ?? null) : null}
          />
        ) : (
          <p className="text-lg font-bold tabular-nums">
            {home.shortName} {state.home ?? 0} – {state.away ?? 0} {away.shortName}
            <span className="ms-3 text-sm font-normal text-muted">
              {state.status === "finished" ? t(m.final) : (play?.label ?? t(m.notStarted))} ·{" "}
              {quarterLine(state.scores)}
            </span>
          </p>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {pending ? t(m.saving) : ""}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      {state.status === "finished" ? (
        <p className="text-sm text-muted">{t(m.over)}</p>
      ) : sport === "tennis" ? (
        <div className="grid grid-cols-2 gap-3">
          {sides.map(([side, team]) =>
            live
              ? press(
                  { action: "point", side },
                  t(m.pointTo, { team: team.shortName }),
                  t(m.point, { team: team.shortName }),
                  side,
                )
              : press(
                  { action: "match-start", side },
                  t(m.start),
                  t(m.startServes, { team: team.shortName }),
                  side,
                ),
          )}
        </div>
      ) : running ? (
        <div className="space-y-3">
          {sides.map(([side, team]) => (
            <div key={side} className="flex flex-wrap items-center gap-2">
              <span className="w-32 truncate font-semibold">{team.shortName}</span>
              {([1, 2, 3] as const).map((points) =>
                press(
                  { action: "score", side, points },
                  t(m.pointsFor, { points, team: team.shortName }),
                  <>+{points}</>,
                  points,
                ),
              )}
            </div>
          ))}
          {press(
            { action: "period-end" },
            t(m.endOf, { period: play?.label ?? "" }),
            t(m.end, { period: play?.label ?? "" }),
          )}
        </div>
      ) : (
        press({ action: "period-start" }, t(m.periodStart), t(m.nextPeriod))
      )}
    </section>
  );
}
