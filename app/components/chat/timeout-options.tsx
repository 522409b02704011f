import { durationLabel, TIMEOUT_CHOICES } from "../../lib/chat/durations.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

/**
 * The reasons a sanction carries when the moderator gives none, in the moderator's language: they
 * are stored with the sanction and shown to the fan as written.
 */
export const defaultReasons = defineMessages({
  timeout: { id: "chat.sanction.default-timeout-reason", defaultMessage: "Timed out by a moderator" },
  ban: { id: "chat.sanction.default-ban-reason", defaultMessage: "Banned by a moderator" },
});

/** The time-out lengths as a select's options, the same in the room and in the admin area. */
export function TimeoutOptions() {
  const t = useT();
  return TIMEOUT_CHOICES.map((choice) => (
    <option key={choice.seconds} value={choice.seconds}>
      {durationLabel(choice.seconds, t)}
    </option>
  ));
}
