import { Children, useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import type { LiveMatchState } from "../../../../server/live/entry.ts";
import { carry } from "../../../components/cms/cms-messages.ts";
import {
  ConsoleLineups,
  ConsoleScoreboard,
  ConsoleTimeline,
} from "../../../components/cms/console-board.tsx";
import { ConsolePad } from "../../../components/cms/console-pad.tsx";
import { ConflictPanel, ShortcutSheet } from "../../../components/cms/console-sheets.tsx";
import { PlayConsole } from "../../../components/cms/play-console.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import {
  ACTION_LABELS,
  type ConsoleAttempt,
  type ConsoleCurrent,
  clockNow,
  type Draft,
  keyStep,
  newer,
  overturnable,
  periodMoves,
  playerChoices,
  playerEvent,
  playerFrom,
} from "../../../lib/cms/console-keys.ts";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { useConsoleStream } from "../../../lib/live/console-stream.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { toast } from "../../../lib/toast.ts";
import type { Route } from "./+types/console-match";
import { consoleMatchAction, consoleMatchLoader } from "./console-match.server.ts";

const m = defineMessages({
  title: { id: "cms.console.title", defaultMessage: "Live console" },
  subtitle: {
    id: "cms.console.match-subtitle",
    defaultMessage: "{competition} · Live console · <link>other matches</link>",
  },
  heading: {
    id: "cms.console.heading",
    defaultMessage: "{home} v {away}",
    description: "A match: home team v away team",
  },
  undone: { id: "cms.console.undone", defaultMessage: "Your last event was undone." },
  corrected: { id: "cms.console.corrected", defaultMessage: "Correction saved." },
  eventCancelled: { id: "cms.console.event-cancelled", defaultMessage: "The event was cancelled." },
  recorded: { id: "cms.console.recorded", defaultMessage: "{label} recorded." },
  event: { id: "cms.console.event", defaultMessage: "Event" },
  varOverturn: { id: "cms.console.var-overturn", defaultMessage: "VAR overturn" },
  undo: { id: "cms.console.undo", defaultMessage: "Undo" },
  correction: { id: "cms.console.correction", defaultMessage: "Correction" },
  saving: { id: "cms.console.saving", defaultMessage: "Saving…" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => consoleMatchLoader(args);
export const action = (args: Route.ActionArgs) => consoleMatchAction(args);

type Unsent =
  | { intent: "event"; event: Extract<ConsoleAttempt, { intent: "event" }>["event"]; label: string }
  | {
      intent: "correct";
      eventId: number;
      fix: Extract<ConsoleAttempt, { intent: "correct" }>["fix"];
      label: string;
    }
  | { intent: "undo"; label: string };

function ConsoleHeader({ home, away, competition }: { home: string; away: string; competition: string }) {
  const t = useT();
  return (
    <PageHeader
      title={t(m.heading, { home, away })}
      subtitle={Children.toArray(
        t.rich(m.subtitle, {
          competition,
          link: (chunks) => (
            <Link to="/cms/console" className="underline">
              {chunks}
            </Link>
          ),
        }),
      )}
    />
  );
}

/** Football's console works the timeline; tennis and basketball score point by point. */
export default function ConsoleMatchPage() {
  const { sport, home, away, competition, state } = useLoaderData<typeof loader>();
  if (sport === "football") return <FootballConsole />;
  return (
    <>
      <ConsoleHeader home={home.name} away={away.name} competition={competition} />
      <PlayConsole sport={sport} state={state} home={home} away={away} />
    </>
  );
}

/** 0 on the server and while hydrating (the reported minute shows), then the time every ten seconds. */
function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  Boolean(target.closest("input, textarea, select, [contenteditable='true']"));

function FootballConsole() {
  const { home, away, lineups, sheets, correctable, events, competition, ...loaded } =
    useLoaderData<typeof loader>();
  const [seen, setSeen] = useState<LiveMatchState | null>(null);
  const state = newer(loaded.state, seen);
  const see = useCallback(
    (match: LiveMatchState) =>
      setSeen((before) => (before && newer(before, match) === before ? before : match)),
    [],
  );
  useConsoleStream(state.id, see);
  const t = useT();
  carry(t, ...Object.values(m));
  const now = useNow();
  const [draft, setDraft] = useState<Draft>({ step: "idle" });
  const [help, setHelp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: ConsoleCurrent; attempt: Unsent } | null>(null);
  const fetcher = useFetcher<typeof action>();
  // Only while the action runs: once it has answered, the page's revalidation must not swallow
  // the operator's next key (an undo pressed right after a goal).
  const pending = fetcher.state === "submitting";
  const sent = useRef<Unsent | null>(null);

  const teamName = useCallback(
    (teamId: number | null) => (teamId === home.id ? home.name : teamId === away.id ? away.name : null),
    [home, away],
  );
  const moves = periodMoves(state);

  const send = (attempt: Unsent) => {
    if (pending) return;
    sent.current = attempt;
    setError(null);
    setConflict(null);
    const body: ConsoleAttempt = { ...attempt, key: crypto.randomUUID(), version: state.version };
    fetcher.submit(body, { method: "post", encType: "application/json" });
  };

  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    const attempt = sent.current;
    setDraft({ step: "idle" });
    if (outcome.ok) {
      see(outcome.entry.match);
      toast.success(
        attempt?.intent === "undo"
          ? t(m.undone)
          : attempt?.intent === "correct"
            ? attempt.fix
              ? t(m.corrected)
              : t(m.eventCancelled)
            : t(m.recorded, { label: attempt?.label ?? t(m.event) }),
      );
    } else if (outcome.current && attempt) {
      see(outcome.current);
      setConflict({ current: outcome.current, attempt });
    } else {
      setError(outcome.error.message);
    }
  }, [outcome, see, t]);

  const onPlayer = (typed: string) => {
    if (draft.step !== "player") return;
    const comingOn = draft.action === "substitution" && draft.off !== undefined;
    const picked = playerFrom(typed, playerChoices(lineups[draft.side], sheets[draft.side], comingOn), t);
    if ("error" in picked) {
      setError(picked.error);
      return;
    }
    setError(null);
    if (draft.action === "substitution" && draft.off === undefined) {
      setDraft({ ...draft, off: picked.name });
      return;
    }
    const event = playerEvent(
      draft.action,
      { home: home.id, away: away.id },
      draft.side,
      { player: picked.name, off: draft.off },
      clockNow(state, Date.now()),
      events,
    );
    send({
      intent: "event",
      event,
      label: t(ACTION_LABELS[event.type as keyof typeof ACTION_LABELS] ?? m.event),
    });
  };
  const onPeriod = (index: number) => {
    const move = moves[index];
    if (move) send({ intent: "event", event: move.event, label: t(move.label) });
  };
  const onReason = (eventId: number, reason: string) =>
    send({
      intent: "event",
      event: {
        type: "correction",
        cancelsEventId: eventId,
        reason,
        review: true,
        ...clockNow(state, Date.now()),
      },
      label: t(m.varOverturn),
    });
  const onUndo = () => send({ intent: "undo", label: t(m.undo) });
  const onCorrect = (eventId: number, fix: Extract<Unsent, { intent: "correct" }>["fix"]) =>
    send({ intent: "correct", eventId, fix, label: t(m.correction) });
  const redo = () => conflict && send(conflict.attempt);

  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.metaKey || help) return;
    if (isTyping(event.target) && event.key !== "Escape") return;
    // Enter on a focused button is that button's click.
    if (event.key === "Enter" && event.target instanceof HTMLButtonElement) return;
    if (conflict) {
      if (event.key === "Enter") redo();
      else if (event.key === "Escape") setConflict(null);
      else return;
      event.preventDefault();
      return;
    }
    const step = keyStep(draft, event.key, event.ctrlKey);
    if (step === null) return;
    event.preventDefault();
    if (step === "help") setHelp(true);
    else if (step === "undo") onUndo();
    else if ("period" in step) onPeriod(step.period);
    else if ("overturn" in step) {
      const target = overturnable(events)[step.overturn];
      if (target) setDraft({ step: "reason", eventId: target.id });
    } else if (!pending) {
      setError(null);
      setDraft(step);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  return (
    <>
      <ConsoleHeader home={home.name} away={away.name} competition={competition} />
      <ConsoleScoreboard state={state} home={home} away={away} now={now} />
      <p role="status" className="mb-2 min-h-5 text-sm text-muted">
        {pending ? t(m.saving) : ""}
      </p>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel
          current={conflict.current}
          attempt={conflict.attempt.label.toLocaleLowerCase(t.locale)}
          pending={pending}
          teamName={teamName}
          onRedo={redo}
          onDiscard={() => setConflict(null)}
        />
      ) : null}
      <ConsolePad
        draft={draft}
        setDraft={(next) => {
          setError(null);
          setDraft(next);
        }}
        pending={pending}
        state={state}
        home={home}
        away={away}
        lineups={lineups}
        sheets={sheets}
        events={events}
        moves={moves}
        onPlayer={onPlayer}
        onPeriod={onPeriod}
        onReason={onReason}
        onCorrect={onCorrect}
        onUndo={onUndo}
        onHelp={() => setHelp(true)}
        teamName={teamName}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ConsoleTimeline
          events={events}
          teamName={teamName}
          correctable={correctable}
          onCorrect={(eventId) => {
            setError(null);
            setDraft({ step: "correct", eventId });
          }}
        />
        <ConsoleLineups lineups={lineups} home={home} away={away} />
      </div>
      <ShortcutSheet open={help} onClose={() => setHelp(false)} />
    </>
  );
}
