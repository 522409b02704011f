import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ConsolePlayInput } from "../../../server/live/console-play.ts";
import type { LiveMatchState } from "../../../server/live/entry.ts";
import { type ConsoleOutcome, newer } from "../../lib/cms/console-keys.ts";
import { useConsoleStream } from "../../lib/live/console-stream.ts";
import { toast } from "../../lib/toast.ts";
import { SetTable } from "../tennis/set-table.tsx";

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
      toast.success(`${label.current} recorded.`);
    } else {
      // The feed or another operator moved the match on: show it as it is now, so the next press
      // is based on what the operator sees.
      if (outcome.current) see(outcome.current);
      setError(outcome.error.message);
    }
  }, [outcome, see]);

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
        Scoring
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
            <span className="ml-3 text-sm font-normal text-muted">
              {state.status === "finished" ? "Final" : (play?.label ?? "Not started")} ·{" "}
              {quarterLine(state.scores)}
            </span>
          </p>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {pending ? "Saving…" : ""}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      {state.status === "finished" ? (
        <p className="text-sm text-muted">The match is over.</p>
      ) : sport === "tennis" ? (
        <div className="grid grid-cols-2 gap-3">
          {sides.map(([side, team]) =>
            live
              ? press(
                  { action: "point", side },
                  `Point to ${team.shortName}`,
                  <>Point {team.shortName}</>,
                  side,
                )
              : press({ action: "match-start", side }, "Start", <>Start, {team.shortName} serves</>, side),
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
                  `${points} for ${team.shortName}`,
                  <>+{points}</>,
                  points,
                ),
              )}
            </div>
          ))}
          {press({ action: "period-end" }, `End of ${play?.label}`, <>End {play?.label}</>)}
        </div>
      ) : (
        press({ action: "period-start" }, "Period start", "Start the next period")
      )}
    </section>
  );
}
