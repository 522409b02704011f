import { TIMEOUT_CHOICES } from "../../lib/chat/durations.ts";

/** The time-out lengths a moderator picks from, in the room and in the admin area alike. */
export function TimeoutOptions() {
  return TIMEOUT_CHOICES.map((choice) => (
    <option key={choice.seconds} value={choice.seconds}>
      {choice.label}
    </option>
  ));
}
