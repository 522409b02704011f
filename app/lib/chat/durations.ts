import type { MessageDescriptor, MessageValues } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "../i18n.tsx";

const m = defineMessages({
  seconds: {
    id: "chat.duration.seconds",
    defaultMessage: "{count, plural, one {# second} other {# seconds}}",
  },
  minutes: {
    id: "chat.duration.minutes",
    defaultMessage: "{count, plural, one {# minute} other {# minutes}}",
  },
  hours: {
    id: "chat.duration.hours",
    defaultMessage: "{count, plural, one {# hour} other {# hours}}",
  },
  off: { id: "chat.duration.off", defaultMessage: "Off", description: "Slow mode switched off" },
});

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/** The time-out lengths moderators pick from, in the room and in the admin area. */
export const TIMEOUT_CHOICES = [
  { seconds: 300 },
  { seconds: 600 },
  { seconds: 3600 },
  { seconds: 86_400 },
] as const;

/** Slow-mode intervals offered in the room's moderator tools (0 = off). */
export const SLOW_MODE_CHOICES = [
  { seconds: 0 },
  { seconds: 10 },
  { seconds: 30 },
  { seconds: 60 },
  { seconds: 300 },
] as const;

/** A time-out's length in words: "5 minutes", "1 hour", "24 hours". */
export function durationLabel(seconds: number, t: Translate = translatorFor("en")): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return t(m.hours, { count: seconds / 3600 });
  return t(m.minutes, { count: Math.round(seconds / 60) });
}

/** A slow-mode interval in words: "Off", "10 seconds", "1 minute". */
export function slowModeLabel(seconds: number, t: Translate = translatorFor("en")): string {
  if (seconds === 0) return t(m.off);
  if (seconds % 60 === 0) return t(m.minutes, { count: seconds / 60 });
  return t(m.seconds, { count: seconds });
}
