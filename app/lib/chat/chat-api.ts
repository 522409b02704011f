import type {
  ChatMessageView,
  ChatRoomSettings,
  ChatStanding,
  RoomState,
} from "../../../server/chat/service.ts";
import { apiFetch } from "../api.ts";

export type { ChatMessageView, ChatRoomSettings, ChatStanding, RoomState };
export type ChatPage = {
  data: ChatMessageView[];
  next_cursor: string | null;
  seq: number;
  room: RoomState;
  you: ChatStanding;
};
export type ChatFailure = {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
};
export type Result<T> = { ok: true; data: T } | { ok: false; error: ChatFailure };

/** One call to the chat API with the page's session cookie; failures carry the stable code. */
export async function chatCall<T>(
  apiPath: string,
  method: string,
  path: string,
  body?: unknown,
  /** The whole answer rather than its `data` (lists carry a cursor beside it). */
  whole = false,
): Promise<Result<T>> {
  try {
    const response = await apiFetch(apiPath, path, { method, json: body });
    if (response.status === 204) return { ok: true, data: undefined as T };
    const json = (await response.json().catch(() => ({}))) as {
      data?: T;
      error?: { code: string; message: string; details?: Record<string, unknown> };
    };
    if (response.ok) return { ok: true, data: (whole ? json : json.data) as T };
    const retryAfter = response.headers.get("Retry-After");
    const error = json.error ?? { code: "unavailable", message: "The chat did not answer." };
    return {
      ok: false,
      error: {
        status: response.status,
        ...error,
        details: { ...error.details, ...(retryAfter && { retryAfter }) },
      },
    };
  } catch {
    return { ok: false, error: { status: 0, code: "offline", message: "You seem to be offline." } };
  }
}

const timeOf = (iso: unknown) =>
  typeof iso === "string"
    ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : "further notice";

/** What a fan reads when a message could not be sent: the reason, and when they may try again. */
export function explain(error: ChatFailure): string {
  const details = error.details ?? {};
  const reason = typeof details.reason === "string" && details.reason ? ` Reason: ${details.reason}.` : "";
  switch (error.code) {
    case "chat-rate-limited":
      return `You are sending messages too fast. Try again in ${details.retryAfter ?? 2} s.`;
    case "chat-slow-mode":
      return `Slow mode is on: wait ${details.retryAfter ?? "a few"} s before your next message.`;
    case "chat-timeout":
      return `You are timed out until ${timeOf(details.until)}.${reason}`;
    case "chat-banned":
      return `You are banned from ${details.everywhere ? "every chat room" : "this chat room"} ${
        details.until ? `until ${timeOf(details.until)}` : "until a moderator lifts it"
      }.${reason}`;
    case "chat-closed":
      return "This chat is closed: rooms open an hour before kick-off and close an hour after full time.";
    case "guest-account":
      return "Register or sign in to write in the chat.";
    case "email-not-verified":
      return "Verify your e-mail address to write in the chat (see your account page).";
    case "chat-premium-only":
      return "Only premium members may write in this room right now.";
    case "chat-duplicate":
      return "You just sent that message.";
    case "message-too-long":
      return "Your message is too long: 500 characters at most.";
    case "auth-required":
    case "invalid-credentials":
      return "Sign in to write in the chat.";
    default:
      return error.message;
  }
}
