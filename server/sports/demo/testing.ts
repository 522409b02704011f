import type { LawEvent, LawPeriod } from "../laws.ts";
import type { SimEvent } from "./simulate.ts";

/** A simulated or planned match's events as the laws read them (home is side 0). */
export const lawEventsOf = (events: SimEvent[]): LawEvent[] =>
  events.map((event) => ({
    type: event.type,
    period: event.period as LawPeriod,
    minute: event.minute,
    stoppage: event.stoppage,
    side: event.side === "home" ? 0 : 1,
    player: event.playerName,
    secondary: event.secondary,
  }));

/** The line-ups of two squads: the first eleven of each start, the rest are on the bench. */
export const lineupOf = (squads: [string[], string[]]) => ({
  starters: [squads[0].slice(0, 11), squads[1].slice(0, 11)] as [string[], string[]],
  bench: [squads[0].slice(11), squads[1].slice(11)] as [string[], string[]],
});
