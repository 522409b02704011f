import { durationLabel, TIMEOUT_CHOICES } from "../../lib/chat/durations.ts";
import { useT } from "../../lib/i18n.tsx";

/** The time-out lengths as a select's options, the same in the room and in the admin area. */
export function TimeoutOptions() {
  const t = useT();
  return TIMEOUT_CHOICES.map((choice) => (
    <option key={choice.seconds} value={choice.seconds}>
      {durationLabel(choice.seconds, t)}
    </option>
  ));
}
