import { useState } from "react";
import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { type ChatMessageView, chatCall, problemText } from "../../lib/chat/chat-api.ts";
import { durationLabel } from "../../lib/chat/durations.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { MessageText } from "./message-text.tsx";
import { defaultReasons, TimeoutOptions } from "./timeout-options.tsx";

const m = defineMessages({
  reported: { id: "chat.message.reported", defaultMessage: "Thanks: the moderators will look at it." },
  removedNotice: { id: "chat.message.removed-notice", defaultMessage: "Message removed." },
  timedOut: {
    id: "chat.message.timed-out",
    defaultMessage: "{name} is timed out for {duration}.",
    description: "Notice to a moderator; duration like '10 minutes'",
  },
  bannedRoom: { id: "chat.message.banned-room", defaultMessage: "{name} is banned from this room." },
  bannedEverywhere: {
    id: "chat.message.banned-everywhere",
    defaultMessage: "{name} is banned from every chat room.",
  },
  removed: {
    id: "chat.message.removed",
    defaultMessage: "(removed)",
    description: "In place of a quoted message that was deleted",
  },
  reply: { id: "chat.message.reply", defaultMessage: "Reply", description: "Button: answer this message" },
  react: { id: "chat.message.react", defaultMessage: "React", description: "Opens the emoji reactions" },
  reactWith: {
    id: "chat.message.react-with",
    defaultMessage: "React {emoji}",
    description: "Accessible name of one emoji reaction button",
  },
  report: {
    id: "chat.message.report",
    defaultMessage: "Report",
    description: "Button: report the message to moderators",
  },
  moderate: {
    id: "chat.message.moderate",
    defaultMessage: "Moderate",
    description: "Opens a moderator's tools",
  },
  moderateOf: { id: "chat.message.moderate-of", defaultMessage: "Moderate {name}'s message" },
  delete: { id: "chat.message.delete", defaultMessage: "Delete" },
  timeoutLength: { id: "chat.message.timeout-length", defaultMessage: "Time-out length" },
  timeOut: {
    id: "chat.message.time-out",
    defaultMessage: "Time out",
    description: "Button: stop the fan writing for a while",
  },
  banRoom: { id: "chat.message.ban-room", defaultMessage: "Ban from room" },
  banEverywhere: { id: "chat.message.ban-everywhere", defaultMessage: "Ban from every room" },
  pin: {
    id: "chat.message.pin",
    defaultMessage: "Pin",
    description: "Button: pin the message above the chat",
  },
});

export const REACTIONS = ["👍", "❤️", "😂", "😮", "😢", "🔥", "⚽"];

type Props = {
  message: ChatMessageView;
  apiPath: string;
  signedIn: boolean;
  moderator: boolean;
  mine: boolean;
  /** The operator's switch: addresses in messages are shown as links. */
  linksAllowed: boolean;
  onReply(message: ChatMessageView): void;
  onReactions(id: number, reactions: Record<string, number>): void;
  onRemoved(id: number): void;
  onNotice(text: string): void;
  onPin(id: number): void;
};

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
const button = "rounded px-1.5 py-0.5 text-xs font-semibold text-muted hover:bg-raised hover:text-fg";

/** One message: every part (name, text, the reply it quotes) is rendered as text, never as HTML. */
export function ChatMessage(props: Props) {
  const t = useT();
  const { message, apiPath, moderator } = props;
  const [mine, setMine] = useState<Set<string>>(new Set());
  const [tools, setTools] = useState(false);
  const [timeout, setTimeoutLength] = useState<number>(600);
  const react = async (emoji: string) => {
    const answer = await chatCall<{ reactions: Record<string, number>; reacted: boolean }>(
      apiPath,
      "POST",
      `/chat/messages/${message.id}/reactions`,
      { emoji },
    );
    if (!answer.ok) return props.onNotice(problemText(answer.error, t));
    props.onReactions(message.id, answer.data.reactions);
    setMine((set) => {
      const next = new Set(set);
      if (answer.data.reacted) next.add(emoji);
      else next.delete(emoji);
      return next;
    });
  };
  const report = async () => {
    const answer = await chatCall(apiPath, "POST", `/chat/messages/${message.id}/report`, { reason: "" });
    props.onNotice(answer.ok ? t(m.reported) : problemText(answer.error, t));
  };
  const moderate = async (action: "delete" | "timeout" | "ban" | "ban-everywhere") => {
    const answer =
      action === "delete"
        ? await chatCall(apiPath, "DELETE", `/chat/messages/${message.id}`)
        : await chatCall(apiPath, "POST", action === "timeout" ? "/chat/timeouts" : "/chat/bans", {
            user_id: message.user.id,
            match_id: action === "ban-everywhere" ? null : message.match_id,
            ...(action === "timeout"
              ? { seconds: timeout, reason: t(defaultReasons.timeout) }
              : { reason: t(defaultReasons.ban) }),
          });
    if (!answer.ok) return props.onNotice(problemText(answer.error, t));
    if (action === "delete") props.onRemoved(message.id);
    const name = message.user.name;
    props.onNotice(
      action === "delete"
        ? t(m.removedNotice)
        : action === "timeout"
          ? t(m.timedOut, { name, duration: durationLabel(timeout, t) })
          : t(action === "ban" ? m.bannedRoom : m.bannedEverywhere, { name }),
    );
  };
  const counts = Object.entries(message.reactions).filter(([, n]) => n > 0);
  return (
    <li className="group px-3 py-1.5 text-sm" data-message-id={message.id}>
      {message.reply_to ? (
        <p className="truncate border-s-2 border-line ps-2 text-xs text-muted">
          <span className="font-semibold">{message.reply_to.user.name}</span>:{" "}
          {message.reply_to.text || t(m.removed)}
        </p>
      ) : null}
      <p className="break-words">
        <time className="me-1 text-xs text-muted" dateTime={message.created_at}>
          {time(message.created_at, intlLocaleOf(t.locale))}
        </time>
        <span className={`me-1 font-semibold ${props.mine ? "text-accent" : ""}`}>{message.user.name}</span>
        <MessageText message={message} linksAllowed={props.linksAllowed} />
      </p>
      <div className="mt-0.5 flex flex-wrap items-center gap-1">
        {counts.map(([emoji, n]) => (
          <button
            key={emoji}
            type="button"
            className={`rounded-full border px-1.5 text-xs ${mine.has(emoji) ? "border-accent" : "border-line"}`}
            aria-pressed={mine.has(emoji)}
            aria-label={`${emoji} ${n}`}
            disabled={!props.signedIn}
            onClick={() => void react(emoji)}
          >
            {emoji} {n}
          </button>
        ))}
        {props.signedIn ? (
          <>
            <button type="button" className={button} onClick={() => props.onReply(message)}>
              {t(m.reply)}
            </button>
            <details className="relative">
              <summary className={`${button} cursor-pointer list-none`} aria-label={t(m.react)}>
                ☺+
              </summary>
              <div className="absolute z-10 mt-1 flex gap-1 rounded-lg border border-line bg-surface p-1 shadow">
                {REACTIONS.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    className="px-1 text-base"
                    aria-label={t(m.reactWith, { emoji })}
                    onClick={() => void react(emoji)}
                  >
                    {emoji}
                  </button>
                ))}
              </div>
            </details>
            {props.mine ? null : (
              <button type="button" className={button} onClick={() => void report()}>
                {t(m.report)}
              </button>
            )}
          </>
        ) : null}
        {moderator ? (
          <button type="button" className={button} aria-expanded={tools} onClick={() => setTools(!tools)}>
            {t(m.moderate)}
          </button>
        ) : null}
      </div>
      {moderator && tools ? (
        <fieldset className="mt-1 flex flex-wrap items-center gap-1">
          <legend className="sr-only">{t(m.moderateOf, { name: message.user.name })}</legend>
          <button type="button" className={button} onClick={() => void moderate("delete")}>
            {t(m.delete)}
          </button>
          <label className="flex items-center gap-1 text-xs text-muted">
            <span className="sr-only">{t(m.timeoutLength)}</span>
            <select
              value={timeout}
              onChange={(event) => setTimeoutLength(Number(event.target.value))}
              className="rounded border border-line bg-surface px-1 py-0.5 text-xs text-fg"
            >
              <TimeoutOptions />
            </select>
          </label>
          <button type="button" className={button} onClick={() => void moderate("timeout")}>
            {t(m.timeOut)}
          </button>
          <button type="button" className={button} onClick={() => void moderate("ban")}>
            {t(m.banRoom)}
          </button>
          <button type="button" className={button} onClick={() => void moderate("ban-everywhere")}>
            {t(m.banEverywhere)}
          </button>
          <button type="button" className={button} onClick={() => props.onPin(message.id)}>
            {t(m.pin)}
          </button>
        </fieldset>
      ) : null}
    </li>
  );
}
