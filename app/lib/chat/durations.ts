/** The time-out lengths moderators pick from, in the room and in the admin area. */
export const TIMEOUT_CHOICES = [
  { seconds: 300, label: "5 minutes" },
  { seconds: 600, label: "10 minutes" },
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "24 hours" },
] as const;

/** Slow-mode intervals offered in the room's moderator tools (0 = off). */
export const SLOW_MODE_CHOICES = [
  { seconds: 0, label: "Off" },
  { seconds: 10, label: "10 seconds" },
  { seconds: 30, label: "30 seconds" },
  { seconds: 60, label: "1 minute" },
  { seconds: 300, label: "5 minutes" },
] as const;

export const durationLabel = (seconds: number) =>
  TIMEOUT_CHOICES.find((choice) => choice.seconds === seconds)?.label ??
  `${Math.round(seconds / 60)} minutes`;
