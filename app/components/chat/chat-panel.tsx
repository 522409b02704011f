import { useEffect, useRef, useState } from "react";
import { type ChatMessageView, chatCall, explain } from "../../lib/chat/chat-api.ts";
import { useChat } from "../../lib/chat/use-chat.ts";
import { writingGateOf } from "../../lib/chat/writing-gate.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { ChatFrame, COMPOSER_PLACE } from "./chat-frame.tsx";
import { ChatMessage } from "./chat-message.tsx";
import { RoomControls } from "./room-controls.tsx";
import { WritingGateNotice } from "./writing-gate-notice.tsx";

const MAX = 500;
const MODERATORS = ["moderator", "operator", "admin"];

/** The match chat beside the timeline (a tab on phones): history, live messages and the composer. */
export function ChatPanel({ matchId, active }: { matchId: number; active: boolean }) {
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
    if (!answer.ok) return setError(explain(answer.error));
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
    setNotice(answer.ok ? "Message pinned." : answer.error.message);
  };

  const room = state.room;
  const pinned = room?.settings.pinned;
  // Told before typing: a visitor, a guest, an unverified fan or one without premium in a premium room.
  const gate = viewer ? writingGateOf(state.you, room) : "sign-in";
  return (
    <ChatFrame
      status={
        room && !room.open
          ? "Read-only"
          : [
              room?.settings.slow_mode_seconds ? `Slow mode ${room.settings.slow_mode_seconds} s` : "",
              room?.settings.premium_only ? "Premium only" : "",
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
        aria-label="Messages"
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
              {state.loadingOlder ? "Loading…" : "Older messages"}
            </button>
          </li>
        ) : null}
        {state.status === "loading" ? (
          <li className="px-3 py-4 text-sm text-muted">Loading the chat…</li>
        ) : null}
        {state.status === "failed" ? (
          <li className="px-3 py-4 text-sm text-muted">The chat could not be loaded.</li>
        ) : null}
        {state.status === "ready" && state.messages.length === 0 ? (
          <li className="px-3 py-4 text-sm text-muted">No messages yet. Say hello!</li>
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
                Replying to <span className="font-semibold">{replyTo.user.name}</span>: {replyTo.text}
              </span>
              <button type="button" className="font-semibold underline" onClick={() => setReplyTo(null)}>
                Cancel
              </button>
            </p>
          ) : null}
          <label htmlFor={`chat-${matchId}`} className="sr-only">
            Your message
          </label>
          <div className="flex gap-2">
            <textarea
              id={`chat-${matchId}`}
              rows={2}
              value={text}
              disabled={room?.open === false}
              aria-describedby={`chat-${matchId}-count chat-${matchId}-error`}
              aria-invalid={count > MAX || undefined}
              placeholder={room?.open === false ? "The chat is closed" : "Say something about the match"}
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
              Send
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
