import type {
  ChatMessageView,
  ChatRoomSettings,
  ChatStanding,
  RoomState,
} from "../../../server/chat/service.ts";
import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../api.ts";
import { defineMessages, translatorFor } from "../i18n.tsx";

const m = defineMessages({
  unavailable: { id: "chat.error.unavailable", defaultMessage: "The chat did not answer." },
  offline: { id: "chat.error.offline", defaultMessage: "You seem to be offline." },
  rateLimited: {
    id: "chat.error.rate-limited",
    defaultMessage: "You are sending messages too fast. Try again in {seconds} s.",
  },
  slowMode: {
    id: "chat.error.slow-mode",
    defaultMessage: "Slow mode is on: wait {seconds} s before your next message.",
  },
  slowModeUnknown: {
    id: "chat.error.slow-mode-unknown",
    defaultMessage: "Slow mode is on: wait a few s before your next message.",
    description: "When the wait is not known",
  },
  timedOut: { id: "chat.error.timed-out", defaultMessage: "You are timed out until {until}." },
  timedOutForNow: {
    id: "chat.error.timed-out-for-now",
    defaultMessage: "You are timed out until further notice.",
  },
  banned: {
    id: "chat.error.banned",
    defaultMessage:
      "{where, select, everywhere {You are banned from every chat room until {until}.} other {You are banned from this chat room until {until}.}}",
  },
  bannedUntilLifted: {
    id: "chat.error.banned-until-lifted",
    defaultMessage:
      "{where, select, everywhere {You are banned from every chat room until a moderator lifts it.} other {You are banned from this chat room until a moderator lifts it.}}",
  },
  reason: {
    id: "chat.error.reason",
    defaultMessage: "Reason: {reason}.",
    description: "After a time-out or ban notice; reason is what the moderator wrote",
  },
  closed: {
    id: "chat.error.closed",
    defaultMessage:
      "This chat is closed: rooms open an hour before kick-off and close an hour after full time.",
  },
  guest: { id: "chat.error.guest", defaultMessage: "Register or sign in to write in the chat." },
  unverified: {
    id: "chat.error.unverified",
    defaultMessage: "Verify your e-mail address to write in the chat (see your account page).",
  },
  premiumOnly: {
    id: "chat.error.premium-only",
    defaultMessage: "Only premium members may write in this room right now.",
  },
  duplicate: { id: "chat.error.duplicate", defaultMessage: "You just sent that message." },
  tooLong: { id: "chat.error.too-long", defaultMessage: "Your message is too long: 500 characters at most." },
  signIn: { id: "chat.error.sign-in", defaultMessage: "Sign in to write in the chat." },
});

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
    // No answer of the server's own: the words are the page's (problemText), in its language.
    const error = json.error ?? { code: "unavailable", message: "" };
    return {
      ok: false,
      error: {
        status: response.status,
        ...error,
        details: { ...error.details, ...(retryAfter && { retryAfter }) },
      },
    };
  } catch {
    return { ok: false, error: { status: 0, code: "offline", message: "" } };
  }
}

const timeOf = (iso: string, locale: AnyLocale) =>
  new Date(iso).toLocaleString(intlLocaleOf(locale), { dateStyle: "medium", timeStyle: "short" });

/**
 * A failed chat call in words, for any action: the page's own sentence where the failure is the
 * connection's, else the server's.
 */
export function problemText(error: ChatFailure, t: Translator = translatorFor("en")): string {
  if (error.code === "offline") return t(m.offline);
  if (error.code === "unavailable" && error.message === "") return t(m.unavailable);
  return error.message;
}

/** What a fan reads when a message could not be sent: the reason, and when they may try again. */
export function explain(error: ChatFailure, t: Translator = translatorFor("en")): string {
  const details = error.details ?? {};
  const reason =
    typeof details.reason === "string" && details.reason ? ` ${t(m.reason, { reason: details.reason })}` : "";
  const until = typeof details.until === "string" ? timeOf(details.until, t.locale) : null;
  const wait = details.retryAfter;
  switch (error.code) {
    case "chat-rate-limited":
      return t(m.rateLimited, { seconds: String(wait ?? 2) });
    case "chat-slow-mode":
      return wait === undefined || wait === null
        ? t(m.slowModeUnknown)
        : t(m.slowMode, { seconds: String(wait) });
    case "chat-timeout":
      return `${until ? t(m.timedOut, { until }) : t(m.timedOutForNow)}${reason}`;
    case "chat-banned": {
      const where = details.everywhere ? "everywhere" : "room";
      return `${until ? t(m.banned, { where, until }) : t(m.bannedUntilLifted, { where })}${reason}`;
    }
    case "chat-closed":
      return t(m.closed);
    case "guest-account":
      return t(m.guest);
    case "email-not-verified":
      return t(m.unverified);
    case "chat-premium-only":
      return t(m.premiumOnly);
    case "chat-duplicate":
      return t(m.duplicate);
    case "message-too-long":
      return t(m.tooLong);
    case "auth-required":
    case "invalid-credentials":
      return t(m.signIn);
    default:
      return problemText(error, t);
  }
}
