/**
 * How many goals are still to come: each side's pre-match rate scaled by the
 * playing time left, red cards and the score. Pure; the clock comes in as minutes.
 */

export type Side = "home" | "away";

export type InPlayState = {
  /** "pre" before kickoff; the live periods; "over" once the result stands. */
  phase: "pre" | "1H" | "HT" | "2H" | "ET-break" | "ET1" | "ETHT" | "ET2" | "over";
  /** The clock as shown: 67 for 67', 90 with stoppage 3 for 90+3'. */
  minute: number;
  stoppage: number;
  home: number;
  away: number;
  redCards: { home: number; away: number };
  /** Who scored the last standing goal so far. */
  lastScorer: Side | null;
  /** Whether the match goes to extra time if level (a knockout tie), once known. */
  extraTime?: boolean;
};

export const PRE_MATCH: InPlayState = {
  phase: "pre",
  minute: 0,
  stoppage: 0,
  home: 0,
  away: 0,
  redCards: { home: 0, away: 0 },
  lastScorer: null,
};

/** Average stoppage added to each half and each half of extra time, in minutes. */
export const STOPPAGE = { first: 2, second: 4, extraFirst: 1, extraSecond: 2 } as const;
export const REGULATION_MINUTES = 90 + STOPPAGE.first + STOPPAGE.second;

export type InPlayAdjustments = {
  /** Rate of the side down a man, per red card. */
  redCardOwn: number;
  /** Rate of the other side, per red card of its opponent. */
  redCardOther: number;
  /** Rate of the side behind (pushing) and of the side ahead (sitting deep). */
  trailing: number;
  leading: number;
};

export const DEFAULT_ADJUSTMENTS: InPlayAdjustments = {
  redCardOwn: 0.7,
  redCardOther: 1.15,
  trailing: 1.08,
  leading: 0.95,
};

/** Effective minutes played so far, counting the expected stoppage of periods already over. */
export function elapsedMinutes(state: InPlayState): number {
  const inPeriod = (start: number, length: number) =>
    Math.min(Math.max(state.minute - start, 0), length) + Math.max(0, state.stoppage);
  switch (state.phase) {
    case "pre":
      return 0;
    case "1H":
      return inPeriod(0, 45);
    case "HT":
      return 45 + STOPPAGE.first;
    case "2H":
      return 45 + STOPPAGE.first + inPeriod(45, 45);
    case "ET-break":
      return REGULATION_MINUTES;
    case "ET1":
      return REGULATION_MINUTES + inPeriod(90, 15);
    case "ETHT":
      return REGULATION_MINUTES + 15 + STOPPAGE.extraFirst;
    case "ET2":
      return REGULATION_MINUTES + 15 + STOPPAGE.extraFirst + inPeriod(105, 15);
    case "over":
      return Number.POSITIVE_INFINITY;
  }
}

/** Playing time left in minutes; a live period never runs out before its whistle (half a minute at least). */
export function remainingMinutes(state: InPlayState): number {
  if (state.phase === "over") return 0;
  const inExtra = state.phase === "ET-break" || state.phase.startsWith("ET");
  const total = inExtra
    ? REGULATION_MINUTES + 30 + STOPPAGE.extraFirst + STOPPAGE.extraSecond
    : REGULATION_MINUTES;
  return Math.max(0.5, total - elapsedMinutes(state));
}

/** Expected goals still to come for each side, from the pre-match expectation over 90 minutes. */
export function remainingRates(
  preMatch: { home: number; away: number },
  state: InPlayState,
  adjust: InPlayAdjustments = DEFAULT_ADJUSTMENTS,
): { home: number; away: number } {
  const left = remainingMinutes(state);
  if (left === 0) return { home: 0, away: 0 };
  const share = left / REGULATION_MINUTES;
  const factor = (side: Side) => {
    const other: Side = side === "home" ? "away" : "home";
    const own = Math.max(0, state.redCards[side]);
    const theirs = Math.max(0, state.redCards[other]);
    let f = adjust.redCardOwn ** own * adjust.redCardOther ** theirs;
    const diff = state[side] - state[other];
    if (diff < 0) f *= adjust.trailing;
    else if (diff > 0) f *= adjust.leading;
    return f;
  };
  return { home: preMatch.home * share * factor("home"), away: preMatch.away * share * factor("away") };
}
