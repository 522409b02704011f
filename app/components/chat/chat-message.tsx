import { useState } from "react";
import { type ChatMessageView, chatCall } from "../../lib/chat/chat-api.ts";
import { durationLabel } from "../../lib/chat/durations.ts";
import { MessageText } from "./message-text.tsx";
import { TimeoutOptions } from "./timeout-options.tsx";

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

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
const button = "rounded px-1.5 py-0.5 text-xs font-semibold text-muted hover:bg-raised hover:text-fg";

/** One message: every part (name, text, the reply it quotes) is rendered as text, never as HTML. */
export function ChatMessage(props: Props) {
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
    if (!answer.ok) return props.onNotice(answer.error.message);
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
    props.onNotice(answer.ok ? "Thanks: the moderators will look at it." : answer.error.message);
  };
  const moderate = async (action: "delete" | "timeout" | "ban" | "ban-everywhere") => {
    const answer =
      action === "delete"
        ? await chatCall(apiPath, "DELETE", `/chat/messages/${message.id}`)
        : await chatCall(apiPath, "POST", action === "timeout" ? "/chat/timeouts" : "/chat/bans", {
            user_id: message.user.id,
            match_id: action === "ban-everywhere" ? null : message.match_id,
            ...(action === "timeout"
              ? { seconds: timeout, reason: "Timed out by a moderator" }
              : { reason: "Banned by a moderator" }),
          });
    if (!answer.ok) return props.onNotice(answer.error.message);
    if (action === "delete") props.onRemoved(message.id);
    props.onNotice(
      action === "delete"
        ? "Message removed."
        : action === "timeout"
          ? `${message.user.name} is timed out for ${durationLabel(timeout)}.`
          : `${message.user.name} is banned from ${action === "ban" ? "this room" : "every chat room"}.`,
    );
  };
  const counts = Object.entries(message.reactions).filter(([, n]) => n > 0);
  return (
    <li className="group px-3 py-1.5 text-sm" data-message-id={message.id}>
      {message.reply_to ? (
        <p className="truncate border-l-2 border-line pl-2 text-xs text-muted">
          <span className="font-semibold">{message.reply_to.user.name}</span>:{" "}
          {message.reply_to.text || "(removed)"}
        </p>
      ) : null}
      <p className="break-words">
        <time className="mr-1 text-xs text-muted" dateTime={message.created_at}>
          {time(message.created_at)}
        </time>
        <span className={`mr-1 font-semibold ${props.mine ? "text-accent" : ""}`}>{message.user.name}</span>
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
              Reply
            </button>
            <details className="relative">
              <summary className={`${button} cursor-pointer list-none`} aria-label="React">
                ☺+
              </summary>
              <div className="absolute z-10 mt-1 flex gap-1 rounded-lg border border-line bg-surface p-1 shadow">
                {REACTIONS.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    className="px-1 text-base"
                    aria-label={`React ${emoji}`}
                    onClick={() => void react(emoji)}
                  >
                    {emoji}
                  </button>
                ))}
              </div>
            </details>
            {props.mine ? null : (
              <button type="button" className={button} onClick={() => void report()}>
                Report
              </button>
            )}
          </>
        ) : null}
        {moderator ? (
          <button type="button" className={button} aria-expanded={tools} onClick={() => setTools(!tools)}>
            Moderate
          </button>
        ) : null}
      </div>
      {moderator && tools ? (
        <fieldset className="mt-1 flex flex-wrap items-center gap-1">
          <legend className="sr-only">Moderate {message.user.name}'s message</legend>
          <button type="button" className={button} onClick={() => void moderate("delete")}>
            Delete
          </button>
          <label className="flex items-center gap-1 text-xs text-muted">
            <span className="sr-only">Time-out length</span>
            <select
              value={timeout}
              onChange={(event) => setTimeoutLength(Number(event.target.value))}
              className="rounded border border-line bg-surface px-1 py-0.5 text-xs text-fg"
            >
              <TimeoutOptions />
            </select>
          </label>
          <button type="button" className={button} onClick={() => void moderate("timeout")}>
            Time out
          </button>
          <button type="button" className={button} onClick={() => void moderate("ban")}>
            Ban from room
          </button>
          <button type="button" className={button} onClick={() => void moderate("ban-everywhere")}>
            Ban from every room
          </button>
          <button type="button" className={button} onClick={() => props.onPin(message.id)}>
            Pin
          </button>
        </fieldset>
      ) : null}
    </li>
  );
}
