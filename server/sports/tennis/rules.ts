/**
 * Tennis scoring as a pure state machine: points make games, games make sets, sets make the match.
 * A set at 6–6 is settled by a tie-break to 7 (by two); a competition may replace the deciding set by
 * a match tie-break to 10. The live simulator, the live console and the seeder all step through here.
 */

export type Side = "home" | "away";

export type TennisFormat = {
  /** Sets to play at most: 3 (first to two) or 5 (first to three). */
  bestOf: 3 | 5;
  /** The deciding set is a single tie-break to 10, recorded as a 1–0 set. */
  matchTieBreak: boolean;
};

export type TennisSet = {
  games: [number, number];
  /** Tie-break points, once a tie-break was played in this set. */
  tieBreak?: [number, number];
};

export type TennisState = {
  format: TennisFormat;
  /** Every set started so far; the last is in play until the match is over. */
  sets: TennisSet[];
  /** Points in the current game, or in the current tie-break. */
  points: [number, number];
  /** Who serves the next point. */
  serving: Side;
  /** Who served the first point of the tie-break in play (the next set opens with the other). */
  tieBreakFirstServer: Side | null;
  winner: Side | null;
};

export const other = (side: Side): Side => (side === "home" ? "away" : "home");
const index = (side: Side) => (side === "home" ? 0 : 1);

/** The set in play (a match always has one). */
function currentSet(sets: TennisSet[]): TennisSet {
  const set = sets[sets.length - 1];
  if (!set) throw new Error("no-set");
  return set;
}

export const setsNeeded = (format: TennisFormat) => (format.bestOf === 5 ? 3 : 2);

export function newMatch(format: TennisFormat, firstServer: Side): TennisState {
  return {
    format,
    sets: [{ games: [0, 0] }],
    points: [0, 0],
    serving: firstServer,
    tieBreakFirstServer: null,
    winner: null,
  };
}

/** Sets won by each side, counting only finished sets. */
export function setsWon(state: TennisState): [number, number] {
  const won: [number, number] = [0, 0];
  state.sets.forEach((set, i) => {
    const done = i < state.sets.length - 1 || state.winner !== null;
    if (!done) return;
    won[set.games[0] > set.games[1] ? 0 : 1] += 1;
  });
  return won;
}

const isDecidingSet = (state: TennisState) => state.sets.length === state.format.bestOf;

/** The set in play is a match tie-break (to 10) rather than games. */
export function inMatchTieBreak(state: TennisState): boolean {
  return state.format.matchTieBreak && isDecidingSet(state) && state.winner === null;
}

export function inTieBreak(state: TennisState): boolean {
  if (state.winner !== null) return false;
  if (inMatchTieBreak(state)) return true;
  const set = currentSet(state.sets);
  return set.games[0] === 6 && set.games[1] === 6;
}

/** Tie-break serve: first server takes point 1, then each side serves two in turn. */
export function tieBreakServer(firstServer: Side, pointsPlayed: number): Side {
  return Math.floor((pointsPlayed + 1) / 2) % 2 === 0 ? firstServer : other(firstServer);
}

/** Play one point; returns the next state (the input is not changed). */
export function pointWon(state: TennisState, winner: Side): TennisState {
  if (state.winner !== null) throw new Error("match-over");
  const w = index(winner);
  const sets = state.sets.map((set) => ({ ...set, games: [...set.games] as [number, number] }));
  const set = currentSet(sets);
  const points: [number, number] = [state.points[0], state.points[1]];
  points[w] += 1;
  const next: TennisState = { ...state, sets, points };

  if (inTieBreak(state)) {
    const firstServer = state.tieBreakFirstServer ?? state.serving;
    const target = inMatchTieBreak(state) ? 10 : 7;
    const played = points[0] + points[1];
    if (Math.max(...points) >= target && Math.abs(points[0] - points[1]) >= 2) {
      set.tieBreak = points;
      set.games[w] += 1;
      next.points = [0, 0];
      next.tieBreakFirstServer = null;
      next.serving = other(firstServer);
      return closeSet(next, winner);
    }
    next.tieBreakFirstServer = firstServer;
    next.serving = tieBreakServer(firstServer, played);
    return next;
  }

  const [a, b] = w === 0 ? points : [points[1], points[0]];
  if (a >= 4 && a - b >= 2) {
    set.games[w] += 1;
    next.points = [0, 0];
    next.serving = other(state.serving);
    const [g, h] = w === 0 ? set.games : [set.games[1], set.games[0]];
    if ((g >= 6 && g - h >= 2) || g === 7) return closeSet(next, winner);
    if (set.games[0] === 6 && set.games[1] === 6) next.tieBreakFirstServer = next.serving;
  }
  return next;
}

function closeSet(state: TennisState, setWinner: Side): TennisState {
  const won = setsWon({ ...state, winner: setWinner });
  if (Math.max(...won) >= setsNeeded(state.format)) return { ...state, winner: setWinner };
  const next = { ...state, sets: [...state.sets, { games: [0, 0] as [number, number] }] };
  if (inMatchTieBreak(next)) next.tieBreakFirstServer = next.serving;
  return next;
}

const CALLS = ["0", "15", "30", "40"] as const;

/** The point score as the umpire calls it: 0/15/30/40/AD, or plain numbers in a tie-break. */
export function pointCall(state: TennisState): [string, string] {
  const [h, a] = state.points;
  if (state.winner !== null) return ["", ""];
  if (inTieBreak(state)) return [String(h), String(a)];
  if (h >= 3 && a >= 3) {
    if (h === a) return ["40", "40"];
    return h > a ? ["AD", "40"] : ["40", "AD"];
  }
  return [CALLS[h] ?? "40", CALLS[a] ?? "40"];
}

/** Flat match scores as stored: `s1`…`s5` games and `s1tb`… tie-break points. */
export type TennisScores = Partial<
  Record<`s${1 | 2 | 3 | 4 | 5}` | `s${1 | 2 | 3 | 4 | 5}tb`, [number, number]>
>;

export function scoresOf(state: TennisState): TennisScores {
  const scores: Record<string, [number, number]> = {};
  state.sets.forEach((set, i) => {
    scores[`s${i + 1}`] = set.games;
    if (set.tieBreak) scores[`s${i + 1}tb`] = set.tieBreak;
  });
  return scores as TennisScores;
}

/** A uniform random number in [0, 1). */
export type Random = () => number;

export type PlayedPoint = { server: Side; winner: Side; before: TennisState };

/**
 * Point-by-point simulation: the server wins a point with `serveWin[side]` (a tour player holds
 * serve on roughly 62–68 % of points); returns the finished match and every point in order.
 */
export function simulateMatch(
  format: TennisFormat,
  random: Random,
  serveWin: [number, number] = [0.65, 0.65],
  firstServer: Side = random() < 0.5 ? "home" : "away",
): { final: TennisState; points: PlayedPoint[] } {
  let state = newMatch(format, firstServer);
  const points: PlayedPoint[] = [];
  while (state.winner === null) {
    const server = state.serving;
    const winner = random() < serveWin[index(server)] ? server : other(server);
    points.push({ server, winner, before: state });
    state = pointWon(state, winner);
  }
  return { final: state, points };
}
