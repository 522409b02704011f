import type { MatchEventType } from "../schema.ts";

/** What the timeline records against a player: goals (own goals too), cards and substitutions. */
export const PLAYER_EVENT_TYPES: MatchEventType[] = [
  "goal",
  "penalty-goal",
  "own-goal",
  "yellow-card",
  "second-yellow",
  "red-card",
  "substitution",
];
