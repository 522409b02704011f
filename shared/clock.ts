/** A football match's period as the live feed names it (the `matches.period` column). */
export type MatchPeriod = "1H" | "HT" | "2H" | "ET1" | "ETHT" | "ET2" | "PEN" | "FT" | "AET";

// Pure, with type imports only: the browser ticks the same clock the server answers with
// (the API and the server-rendered pages import it; server/boundaries.test.ts holds it free of runtime
// imports, so the server takes no page code with it).

const running: Partial<Record<MatchPeriod, [number, number]>> = {
  "1H": [0, 45],
  "2H": [45, 90],
  ET1: [90, 105],
  ET2: [105, 120],
};

export type ClockState = {
  period: MatchPeriod | null;
  minute: number | null;
  stoppage: number | null;
  periodStartedAt?: string | null;
};

/**
 * The football minute at `now`, from when the period started: the 31st minute is under way half
 * an hour in; past the period's end it counts stoppage. The API and the server-rendered page answer
 * with it, and the browser ticks it between events, so all three show the same minute.
 */
export function tickingClock(
  state: ClockState,
  now: number,
): { minute: number | null; stoppage: number | null } {
  const bounds = state.period ? running[state.period] : undefined;
  if (!bounds || !state.periodStartedAt) return { minute: state.minute, stoppage: state.stoppage };
  const elapsed = Math.floor((now - Date.parse(state.periodStartedAt)) / 60_000) + 1;
  const [start, end] = bounds;
  const minute = start + Math.max(1, elapsed);
  const shown = (state.minute ?? 0) * 100 + (state.stoppage ?? 0);
  const ticked = minute > end ? { minute: end, stoppage: minute - end } : { minute, stoppage: null };
  // An event reported later than our estimate wins.
  return ticked.minute * 100 + (ticked.stoppage ?? 0) >= shown
    ? ticked
    : { minute: state.minute, stoppage: state.stoppage };
}

/** A live match as it stands at `now`: the same object when its clock is not running. */
export function onTheClock<T extends ClockState & { status: string }>(match: T, now: number): T {
  if (match.status !== "live" || !match.periodStartedAt || !running[match.period ?? "FT"]) return match;
  const clock = tickingClock(match, now);
  return clock.minute === match.minute && clock.stoppage === match.stoppage ? match : { ...match, ...clock };
}
