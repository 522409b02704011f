import type { FormEvent } from "react";
import type { ConsoleSheet, EventFix } from "../../../server/live/console-scoring.ts";
import type { LiveMatchState } from "../../../server/live/entry.ts";
import type { TeamLineup } from "../../../server/sports/queries/centre.ts";
import type { MatchEventView } from "../../../server/sports/queries/types.ts";
import {
  ACTION_KEYS,
  ACTION_LABELS,
  type Draft,
  describeEvent,
  overturnable,
  type PeriodMove,
  type PlayerAction,
  playerChoices,
  type Side,
} from "../../lib/cms/console-keys.ts";
import { formText } from "../../lib/form-text.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { carry } from "./cms-messages.ts";
import type { ConsoleTeam } from "./console-board.tsx";

const button =
  "min-h-11 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-raised disabled:opacity-60";
const primary =
  "min-h-11 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg disabled:opacity-60";
const field = "w-full rounded-lg border border-line bg-surface px-3 py-2 text-base";

export type PadProps = {
  draft: Draft;
  setDraft(draft: Draft): void;
  pending: boolean;
  state: LiveMatchState;
  home: ConsoleTeam;
  away: ConsoleTeam;
  lineups: { home: TeamLineup | null; away: TeamLineup | null };
  /** Who may be named now per side (on the pitch, on the bench); null for a side without a line-up. */
  sheets: { home: ConsoleSheet | null; away: ConsoleSheet | null };
  events: readonly MatchEventView[];
  moves: PeriodMove[];
  /** Player step done: what was typed (number, name or nothing). */
  onPlayer(typed: string): void;
  onPeriod(index: number): void;
  onReason(eventId: number, reason: string): void;
  /** A correction of one event: what to put right, or null to cancel it. */
  onCorrect(eventId: number, fix: EventFix): void;
  onUndo(): void;
  onHelp(): void;
  teamName(teamId: number | null): string | null;
};

const m = defineMessages({
  cancel: { id: "cms.console.pad.cancel", defaultMessage: "Cancel" },
  whoseOwnGoal: { id: "cms.console.pad.whose-own-goal", defaultMessage: "{action}: whose player put it in?" },
  whichTeam: { id: "cms.console.pad.which-team", defaultMessage: "{action}: which team?" },
  period: { id: "cms.console.pad.period", defaultMessage: "Period" },
  over: { id: "cms.console.pad.over", defaultMessage: "This match is over." },
  esc: {
    id: "cms.console.pad.esc-key",
    defaultMessage: "Esc",
    description: "The Escape key, as printed beside a button",
  },
  enter: {
    id: "cms.console.pad.enter-key",
    defaultMessage: "Enter",
    description: "The Enter key, as printed beside a button",
  },
  overturnWhich: { id: "cms.console.pad.overturn-which", defaultMessage: "VAR overturn: which event?" },
  nothingToOverturn: {
    id: "cms.console.pad.nothing-to-overturn",
    defaultMessage: "No goal or card to overturn.",
  },
  overturnedByVar: {
    id: "cms.console.pad.overturned-by-var",
    defaultMessage: "Overturned by VAR",
    description: "The reason a VAR overturn gives unless the operator writes another",
  },
  overturnEvent: { id: "cms.console.pad.overturn-event", defaultMessage: "Overturn {event}" },
  overturnTheEvent: { id: "cms.console.pad.overturn-the-event", defaultMessage: "Overturn the event" },
  reason: { id: "cms.console.pad.reason", defaultMessage: "Reason" },
  overturn: { id: "cms.console.pad.overturn", defaultMessage: "Overturn" },
  record: { id: "cms.console.pad.record", defaultMessage: "Record" },
  varOverturn: { id: "cms.console.pad.var-overturn", defaultMessage: "VAR overturn" },
  undoMine: { id: "cms.console.pad.undo-mine", defaultMessage: "Undo my last" },
  shortcuts: { id: "cms.console.pad.shortcuts", defaultMessage: "Shortcuts" },
  playerOn: { id: "cms.console.pad.player-on", defaultMessage: "Player on" },
  playerOff: { id: "cms.console.pad.player-off", defaultMessage: "Player off" },
  player: { id: "cms.console.pad.player", defaultMessage: "Player" },
  hintSubstitute: {
    id: "cms.console.pad.hint-substitute",
    defaultMessage: "{asking} (shirt number or name of a substitute; leave empty for none)",
  },
  hintOnPitch: {
    id: "cms.console.pad.hint-on-pitch",
    defaultMessage: "{asking} (shirt number or name of a player on the pitch; leave empty for none)",
  },
  hintNoLineup: {
    id: "cms.console.pad.hint-no-lineup",
    defaultMessage: "{asking} (no line-up for this team: type the name, or leave empty for none)",
  },
  next: { id: "cms.console.pad.next", defaultMessage: "Next" },
  noSubstitute: {
    id: "cms.console.pad.no-substitute",
    defaultMessage: "No substitute is left on the bench.",
  },
  noPlayer: { id: "cms.console.pad.no-player", defaultMessage: "No player of this team is on the pitch." },
  substitutes: { id: "cms.console.pad.substitutes", defaultMessage: "{team} substitutes" },
  onPitch: { id: "cms.console.pad.on-pitch", defaultMessage: "{team} players on the pitch" },
  correctEvent: { id: "cms.console.pad.correct-event", defaultMessage: "Correct {event}" },
  noPlayerNamed: { id: "cms.console.pad.no-player-named", defaultMessage: "No player named" },
  playerTyped: {
    id: "cms.console.pad.player-typed",
    defaultMessage: "Player (no line-up for this team: type the name)",
  },
  minute: { id: "cms.console.pad.minute", defaultMessage: "Minute" },
  saveCorrection: { id: "cms.console.pad.save-correction", defaultMessage: "Save the correction" },
  cancelEvent: { id: "cms.console.pad.cancel-event", defaultMessage: "Cancel this event" },
});

/** The keyboard flow continues in the step's field: it takes focus as the step opens (once, not on every render). */
const focusOnMount = (node: HTMLInputElement | HTMLSelectElement | null) => node?.focus();

/** The key beside a button's label, in the button's own colour: muted grey fails contrast on the accent. */
const Key = ({ children }: { children: string }) => (
  <kbd className="ms-1 rounded border border-current px-1 text-xs font-normal">{children}</kbd>
);

/** The console's buttons, step by step: the same flow the keyboard drives, for mouse and touch. */
export function ConsolePad(props: PadProps) {
  const { draft, setDraft, pending, state } = props;
  const t = useT();
  // Every step's words come with the page: an operator reaches them by key within a second of it.
  carry(t, ...Object.values(m));
  const cancel = (
    <button type="button" className={button} onClick={() => setDraft({ step: "idle" })} disabled={pending}>
      {t(m.cancel)}
      <Key>{t(m.esc)}</Key>
    </button>
  );
  if (draft.step === "team") {
    const ownGoal = draft.action === "own-goal";
    return (
      <Step title={t(ownGoal ? m.whoseOwnGoal : m.whichTeam, { action: t(ACTION_LABELS[draft.action]) })}>
        <div className="grid grid-cols-2 gap-2">
          {(["home", "away"] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={primary}
              onClick={() => setDraft({ step: "player", action: draft.action, side })}
            >
              {props[side].name}
              <Key>{side === "home" ? "h" : "a"}</Key>
            </button>
          ))}
        </div>
        <div className="mt-2">{cancel}</div>
      </Step>
    );
  }
  if (draft.step === "player") {
    return <PlayerStep {...props} draft={draft} cancel={cancel} />;
  }
  if (draft.step === "period") {
    return (
      <Step title={t(m.period)}>
        {props.moves.length === 0 ? <p className="text-sm text-muted">{t(m.over)}</p> : null}
        <div className="grid gap-2 sm:grid-cols-3">
          {props.moves.map((move, index) => (
            <button
              key={move.label.id}
              type="button"
              className={index === 0 ? primary : button}
              disabled={pending}
              onClick={() => props.onPeriod(index)}
            >
              {t(move.label)}
              <Key>{index === 0 ? t(m.enter) : String(index + 1)}</Key>
            </button>
          ))}
        </div>
        <div className="mt-2">{cancel}</div>
      </Step>
    );
  }
  if (draft.step === "overturn") {
    const choices = overturnable(props.events);
    return (
      <Step title={t(m.overturnWhich)}>
        {choices.length === 0 ? <p className="text-sm text-muted">{t(m.nothingToOverturn)}</p> : null}
        <ol className="grid gap-2">
          {choices.map((event, index) => (
            <li key={event.id}>
              <button
                type="button"
                className={`${button} w-full text-start`}
                onClick={() => setDraft({ step: "reason", eventId: event.id })}
              >
                <Key>{String(index + 1)}</Key> {describeEvent(event, props.teamName, t)}
              </button>
            </li>
          ))}
        </ol>
        <div className="mt-2">{cancel}</div>
      </Step>
    );
  }
  if (draft.step === "correct") return <CorrectStep {...props} draft={draft} cancel={cancel} />;
  if (draft.step === "reason") {
    const target = props.events.find((event) => event.id === draft.eventId);
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const reason = formText(new FormData(event.currentTarget), "reason");
      props.onReason(draft.eventId, reason || t(m.overturnedByVar));
    };
    return (
      <Step
        title={
          target
            ? t(m.overturnEvent, { event: describeEvent(target, props.teamName, t) })
            : t(m.overturnTheEvent)
        }
      >
        <form onSubmit={submit} className="grid gap-2">
          <label className="grid gap-1 text-sm font-medium">
            {t(m.reason)}
            <input
              name="reason"
              className={field}
              defaultValue={t(m.overturnedByVar)}
              maxLength={120}
              ref={focusOnMount}
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" className={primary} disabled={pending}>
              {t(m.overturn)}
              <Key>{t(m.enter)}</Key>
            </button>
            {cancel}
          </div>
        </form>
      </Step>
    );
  }
  const live = state.status === "live";
  return (
    <Step title={t(m.record)}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ACTION_KEYS.map(([action, key]) => (
          <button
            key={action}
            type="button"
            className={button}
            disabled={pending || !live}
            onClick={() => setDraft({ step: "team", action: action as PlayerAction })}
          >
            {t(ACTION_LABELS[action])}
            <Key>{key}</Key>
          </button>
        ))}
        <button
          type="button"
          className={button}
          disabled={pending || props.moves.length === 0}
          onClick={() => setDraft({ step: "period" })}
        >
          {props.moves[0] ? t(props.moves[0].label) : t(m.period)}
          <Key>p</Key>
        </button>
        <button
          type="button"
          className={button}
          disabled={pending || state.status === "scheduled"}
          onClick={() => setDraft({ step: "overturn" })}
        >
          {t(m.varOverturn)}
          <Key>v</Key>
        </button>
        <button type="button" className={button} disabled={pending} onClick={props.onUndo}>
          {t(m.undoMine)}
          <Key>u</Key>
        </button>
        <button type="button" className={button} onClick={props.onHelp}>
          {t(m.shortcuts)}
          <Key>?</Key>
        </button>
      </div>
    </Step>
  );
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="console-step" className="mb-4 rounded-xl border border-line bg-surface p-4">
      <h2 id="console-step" className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PlayerStep(
  props: PadProps & { draft: Extract<Draft, { step: "player" }>; cancel: React.ReactNode },
) {
  const { draft, pending } = props;
  const t = useT();
  const sub = draft.action === "substitution";
  const comingOn = sub && draft.off !== undefined;
  const choices = playerChoices(props.lineups[draft.side], props.sheets[draft.side], comingOn);
  const team = props[draft.side as Side];
  const asking = t(sub ? (comingOn ? m.playerOn : m.playerOff) : m.player);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onPlayer(String(new FormData(event.currentTarget).get("player") ?? ""));
  };
  // With a line-up, the field takes a number or a name from the list below and nothing else.
  const hint = choices ? (comingOn ? m.hintSubstitute : m.hintOnPitch) : m.hintNoLineup;
  return (
    <Step title={`${t(ACTION_LABELS[draft.action])} · ${team.name}`}>
      <form onSubmit={submit} className="grid gap-2" key={asking}>
        <label className="grid gap-1 text-sm font-medium">
          {t(hint, { asking })}
          <input name="player" className={field} autoComplete="off" maxLength={80} ref={focusOnMount} />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primary} disabled={pending}>
            {t(sub && draft.off === undefined ? m.next : m.record)}
            <Key>{t(m.enter)}</Key>
          </button>
          {props.cancel}
        </div>
      </form>
      {choices && choices.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t(comingOn ? m.noSubstitute : m.noPlayer)}</p>
      ) : null}
      {choices && choices.length > 0 ? (
        <ul
          className="mt-3 grid grid-cols-2 gap-1 sm:grid-cols-3"
          aria-label={t(comingOn ? m.substitutes : m.onPitch, { team: team.name })}
        >
          {choices.map((player) => (
            <li key={`${player.name}-${player.shirtNumber}`}>
              <button
                type="button"
                className={`${button} w-full text-start font-normal`}
                disabled={pending}
                onClick={() => props.onPlayer(player.name)}
              >
                <span className="tabular-nums text-muted">{player.shirtNumber ?? "–"}</span> {player.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Step>
  );
}

/**
 * Puts one event right: another player from that team's sheet (or the name typed, without a
 * line-up), another minute, or the event cancelled. The server judges the player as the match
 * stood at that event.
 */
function CorrectStep(
  props: PadProps & { draft: Extract<Draft, { step: "correct" }>; cancel: React.ReactNode },
) {
  const { draft, pending } = props;
  const t = useT();
  const target = props.events.find((event) => event.id === draft.eventId);
  if (!target) return null;
  // An own goal names a player of the side that did not score.
  const credited = target.teamId === props.home.id ? "home" : "away";
  const side: Side = target.type === "own-goal" ? (credited === "home" ? "away" : "home") : credited;
  const lineup = props.lineups[side];
  const sheet = lineup ? [...lineup.starters, ...lineup.bench] : null;
  const sub = target.type === "substitution";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minute = Number(formText(form, "minute"));
    const name = (field: string) => {
      const value = formText(form, field);
      return value === "" ? null : value;
    };
    props.onCorrect(target.id, {
      ...(sub ? {} : { playerName: name("player") }),
      ...(Number.isInteger(minute) && minute !== target.minute ? { minute } : {}),
    });
  };
  return (
    <Step title={t(m.correctEvent, { event: describeEvent(target, props.teamName, t) })}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {sub ? null : sheet ? (
          <label className="grid gap-1 text-sm font-medium">
            {t(m.player)}
            <select name="player" className={field} defaultValue={target.playerName ?? ""} ref={focusOnMount}>
              <option value="">{t(m.noPlayerNamed)}</option>
              {sheet.map((player) => (
                <option key={player.name} value={player.name}>
                  {player.shirtNumber ?? "–"} {player.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="grid gap-1 text-sm font-medium">
            {t(m.playerTyped)}
            <input
              name="player"
              className={field}
              defaultValue={target.playerName ?? ""}
              maxLength={80}
              autoComplete="off"
              ref={focusOnMount}
            />
          </label>
        )}
        <label className="grid gap-1 text-sm font-medium">
          {t(m.minute)}
          <input
            name="minute"
            type="number"
            inputMode="numeric"
            min={0}
            max={130}
            className={field}
            defaultValue={target.minute}
          />
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={primary} disabled={pending}>
            {t(m.saveCorrection)}
          </button>
          <button
            type="button"
            className={button}
            disabled={pending}
            onClick={() => props.onCorrect(target.id, null)}
          >
            {t(m.cancelEvent)}
          </button>
          {props.cancel}
        </div>
      </form>
    </Step>
  );
}
