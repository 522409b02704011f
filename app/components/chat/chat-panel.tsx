import { type ReactNode, useEffect, useRef, useState } from "react";
import { type ChatMessageView, chatCall, explain, problemText } from "../../lib/chat/chat-api.ts";
import { useChat } from "../../lib/chat/use-chat.ts";
import { writingGateOf } from "../../lib/chat/writing-gate.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { CHAT_LOADING, ChatFrame, COMPOSER_PLACE } from "./chat-frame.tsx";
import { ChatMessage } from "./chat-message.tsx";
import { RoomControls } from "./room-controls.tsx";
import { WritingGateNotice } from "./writing-gate-notice.tsx";

const m = defineMessages({
  pinned: { id: "chat.panel.pinned", defaultMessage: "Message pinned." },
  readOnly: {
    id: "chat.panel.read-only",
    defaultMessage: "Read-only",
    description: "Chat status: the room is closed",
  },
  slowMode: {
    id: "chat.panel.slow-mode",
    defaultMessage: "Slow mode {seconds} s",
    description: "Chat status: each fan may write once every so many seconds",
  },
  premiumOnly: { id: "chat.panel.premium-only", defaultMessage: "Premium only", description: "Chat status" },
  messages: {
    id: "chat.panel.messages",
    defaultMessage: "Messages",
    description: "Accessible name of the message list",
  },
  loadingOlder: { id: "chat.panel.loading-older", defaultMessage: "Loading…" },
  older: {
    id: "chat.panel.older",
    defaultMessage: "Older messages",
    description: "Button: load earlier messages",
  },
  failed: { id: "chat.panel.failed", defaultMessage: "The chat could not be loaded." },
  empty: { id: "chat.panel.empty", defaultMessage: "No messages yet. Say hello!" },
  replyingTo: {
    id: "chat.panel.replying-to",
    defaultMessage: "Replying to <b>{name}</b>: {text}",
    description: "Above the message box while answering a message; text is the message answered",
  },
  cancel: { id: "chat.panel.cancel", defaultMessage: "Cancel", description: "Stops replying to a message" },
  yourMessage: {
    id: "chat.panel.your-message",
    defaultMessage: "Your message",
    description: "Label of the message box",
  },
  closed: {
    id: "chat.panel.closed",
    defaultMessage: "The chat is closed",
    description: "Placeholder of the message box",
  },
  prompt: {
    id: "chat.panel.prompt",
    defaultMessage: "Say something about the match",
    description: "Placeholder of the message box",
  },
  send: { id: "chat.panel.send", defaultMessage: "Send", description: "Button: send the message" },
});

const MAX = 500;
const MODERATORS = ["moderator", "operator", "admin"];

/** The match chat beside the timeline (a tab on phones): history, live messages and the composer. */
export function ChatPanel({ matchId, active }: { matchId: number; active: boolean }) {
  const t = useT();
  const viewer = useViewer();
  const moderator = viewer?.roles.some((role) => MODERATORS.includes(role)) ?? false;
  const { state, apiPath, loadOlder, received, reactionsChanged, removed, roomChanged } = useChat(
    matchId,
    active,
  );
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  const count = [...text].length;
  const last = state.messages.at(-1)?.id;
  useEffect(() => {
    const node = list.current;
    if (node && stick.current && last !== undefined) node.scrollTop = node.scrollHeight;
  }, [last]);

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    const answer = await chatCall<ChatMessageView>(apiPath, "POST", `/matches/${matchId}/chat/messages`, {
      text: body,
      client_id: crypto.randomUUID(),
      reply_to: replyTo?.id ?? null,
    });
    setSending(false);
    if (!answer.ok) return setError(explain(answer.error, t));
    setError(null);
    setText("");
    setReplyTo(null);
    stick.current = true;
    received(answer.data);
  };
  const pin = async (id: number) => {
    const answer = await chatCall(apiPath, "PATCH", `/matches/${matchId}/chat/room`, {
      pinned_message_id: id,
    });
    setNotice(answer.ok ? t(m.pinned) : problemText(answer.error, t));
  };

  const room = state.room;
  const pinned = room?.settings.pinned;
  // Told before typing: a visitor, a guest, an unverified fan or one without premium in a premium room.
  const gate = viewer ? writingGateOf(state.you, room) : "sign-in";
  return (
    <ChatFrame
      status={
        room && !room.open
          ? t(m.readOnly)
          : [
              room?.settings.slow_mode_seconds
                ? t(m.slowMode, { seconds: room.settings.slow_mode_seconds })
                : "",
              room?.settings.premium_only ? t(m.premiumOnly) : "",
            ]
              .filter(Boolean)
              .join(" · ")
      }
    >
      {moderator && room ? (
        <RoomControls
          matchId={matchId}
          apiPath={apiPath}
          settings={room.settings}
          onChanged={roomChanged}
          onNotice={setNotice}
        />
      ) : null}
      {pinned ? (
        <p className="border-b border-line px-3 py-1.5 text-xs">
          <span className="font-semibold">📌 {pinned.user.name}: </span>
          {pinned.text}
        </p>
      ) : null}
      <ol
        ref={list}
        aria-label={t(m.messages)}
        aria-live="polite"
        className="min-h-0 flex-1 overflow-y-auto py-1"
        onScroll={(event) => {
          const node = event.currentTarget;
          stick.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
          if (node.scrollTop < 40 && state.olderCursor && !state.loadingOlder) void loadOlder();
        }}
      >
        {state.olderCursor ? (
          <li className="px-3 py-1 text-center">
            <button
              type="button"
              className="text-xs font-semibold text-accent underline"
              onClick={() => void loadOlder()}
            >
              {state.loadingOlder ? t(m.loadingOlder) : t(m.older)}
            </button>
          </li>
        ) : null}
        {state.status === "loading" ? (
          <li className="px-3 py-4 text-sm text-muted">{t(CHAT_LOADING)}</li>
        ) : null}
        {state.status === "failed" ? <li className="px-3 py-4 text-sm text-muted">{t(m.failed)}</li> : null}
        {state.status === "ready" && state.messages.length === 0 ? (
          <li className="px-3 py-4 text-sm text-muted">{t(m.empty)}</li>
        ) : null}
        {state.messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            apiPath={apiPath}
            signedIn={viewer !== null}
            moderator={moderator}
            mine={message.user.id === viewer?.id}
            linksAllowed={room?.links_allowed ?? false}
            onReply={setReplyTo}
            onReactions={reactionsChanged}
            onRemoved={removed}
            onNotice={setNotice}
            onPin={(id) => void pin(id)}
          />
        ))}
      </ol>
      <p role="status" className="px-3 text-xs text-muted max-lg:-order-1">
        {notice}
      </p>
      {gate ? (
        <WritingGateNotice gate={gate} />
      ) : (
        <form
          className={`${COMPOSER_PLACE} p-2`}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {replyTo ? (
            <p className="mb-1 flex items-center justify-between gap-2 text-xs text-muted">
              <span className="truncate">
                {t.rich(m.replyingTo, {
                  name: replyTo.user.name,
                  text: replyTo.text,
                  b: (chunks: ReactNode[]) => (
                    <span key="name" className="font-semibold">
                      {chunks}
                    </span>
                  ),
                })}
              </span>
              <button type="button" className="font-semibold underline" onClick={() => setReplyTo(null)}>
                {t(m.cancel)}
              </button>
            </p>
          ) : null}
          <label htmlFor={`chat-${matchId}`} className="sr-only">
            {t(m.yourMessage)}
          </label>
          <div className="flex gap-2">
            <textarea
              id={`chat-${matchId}`}
              rows={2}
              value={text}
              disabled={room?.open === false}
              aria-describedby={`chat-${matchId}-count chat-${matchId}-error`}
              aria-invalid={count > MAX || undefined}
              placeholder={room?.open === false ? t(m.closed) : t(m.prompt)}
              className="min-w-0 flex-1 resize-none rounded-lg border border-line bg-surface px-2 py-1 text-sm"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  void send();
                }
              }}
            />
            <button
              type="submit"
              disabled={sending || count === 0 || count > MAX || room?.open === false}
              className="self-end rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-accent-fg disabled:opacity-60"
            >
              {t(m.send)}
            </button>
          </div>
          <p className="mt-1 flex justify-between gap-2 text-xs">
            <span id={`chat-${matchId}-error`} role="alert" className="text-red-700 dark:text-red-300">
              {error}
            </span>
            <span
              id={`chat-${matchId}-count`}
              className={count > MAX ? "text-red-700 dark:text-red-300" : "text-muted"}
            >
              {count}/{MAX}
            </span>
          </p>
        </form>
      )}
    </ChatFrame>
  );
}
