import { lawCodes } from "../sports/laws.ts";

/** Why an event cannot happen now (409), as both scoring doors, the console and the admin API, document it. */
export const EVENT_REFUSALS = [
  "The event cannot happen now. The match: `match-not-started`, `match-not-live`,",
  "`period-already-started`, `period-not-running`, `score-backwards`, `event-already-cancelled`.",
  "A law of the game (player checks apply when the event names a player; corrections are always allowed):",
  `${lawCodes.map((code) => `\`${code}\``).join(", ")}.`,
  "With line-ups published, `player-not-in-team`: the player named plays for the other team.",
].join(" ");

/** Why an event was refused as sent (422). */
export const EVENT_INPUT_REFUSALS = [
  "`idempotency-key-reused`: this key was used for a different event.",
  "`unknown-player`: the match's line-ups are published and the name is on neither team's sheet.",
].join(" ");
