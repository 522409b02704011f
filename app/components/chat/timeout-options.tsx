import { TIMEOUT_CHOICES } from "../../lib/chat/durations.ts";

/** The time-out lengths as a select's options, the same in the room and in the admin area. */
export function TimeoutOptions() {
  return TIMEOUT_CHOICES.map((choice) => (
    <option key={choice.seconds} value={choice.seconds}>
      {choice.label}
    </option>
  ));
}
