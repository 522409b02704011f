/**
 * Knock-out draws (brackets) as pure data: seeds placed so the best meet latest, byes for the top seeds
 * when the field is short, and winners moved on to their slot in the next round.
 */

export type Entrant = { id: number; seed: number | null };

/** One tie of the draw; `null` is a place not yet known (or a bye in round one). */
export type DrawMatch = { home: number | null; away: number | null; winner: number | null; bye: boolean };

export type Draw = {
  size: number;
  /** rounds[0] is the first round; the last holds the final. */
  rounds: DrawMatch[][];
  seeds: Record<number, number>;
};

/**
 * The rank that takes each line of a draw of `size` lines: 1 on the first line, 2 on the last, 3 and 4
 * in the other quarters, and so on (every round pairs rank r with size + 1 - r).
 */
export function seedLines(size: number): number[] {
  if (size < 2 || (size & (size - 1)) !== 0) throw new Error("draw-size-not-power-of-two");
  let order = [1, 2];
  while (order.length < size) {
    const n = order.length * 2;
    // Mirrored pairs keep 1 on the first line and 2 on the last.
    order = order.flatMap((rank, i) => (i % 2 === 0 ? [rank, n + 1 - rank] : [n + 1 - rank, rank]));
  }
  return order;
}

export const drawSizeFor = (players: number) => 2 ** Math.max(1, Math.ceil(Math.log2(players)));

/**
 * Places entrants: seeds by their seed, then the unseeded in the order given (the caller draws lots).
 * Ranks beyond the field are byes, so they fall against the top seeds.
 */
export function placeEntrants(entrants: Entrant[], size = drawSizeFor(entrants.length)): (Entrant | null)[] {
  if (entrants.length > size) throw new Error("draw-too-small");
  const seeded = entrants.filter((e) => e.seed !== null).sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
  const ranked = [...seeded, ...entrants.filter((e) => e.seed === null)];
  return seedLines(size).map((rank) => ranked[rank - 1] ?? null);
}

const roundCount = (size: number) => Math.log2(size);

export function buildDraw(entrants: Entrant[], size = drawSizeFor(entrants.length)): Draw {
  const lines = placeEntrants(entrants, size);
  const rounds: DrawMatch[][] = [];
  for (let r = 0; r < roundCount(size); r++) {
    rounds.push(
      Array.from({ length: size / 2 ** (r + 1) }, () => ({
        home: null,
        away: null,
        winner: null,
        bye: false,
      })),
    );
  }
  let draw: Draw = {
    size,
    rounds,
    seeds: Object.fromEntries(entrants.filter((e) => e.seed !== null).map((e) => [e.id, e.seed as number])),
  };
  const first = rounds[0] ?? [];
  first.forEach((match, slot) => {
    match.home = lines[slot * 2]?.id ?? null;
    match.away = lines[slot * 2 + 1]?.id ?? null;
  });
  for (const match of first) match.bye = match.home === null || match.away === null;
  first.forEach((match, slot) => {
    const alone = match.home ?? match.away;
    if (match.bye && alone !== null) draw = recordWinner(draw, 0, slot, alone);
  });
  return draw;
}

/** Where the winner of (round, slot) plays next; null after the final. */
export function nextPlace(draw: Draw, round: number, slot: number) {
  if (round + 1 >= draw.rounds.length) return null;
  return {
    round: round + 1,
    slot: Math.floor(slot / 2),
    side: slot % 2 === 0 ? ("home" as const) : ("away" as const),
  };
}

/** Records a result and fills the winner into the next round (returns a new draw). */
export function recordWinner(draw: Draw, round: number, slot: number, winner: number): Draw {
  const match = draw.rounds[round]?.[slot];
  if (!match) throw new Error("unknown-draw-match");
  if (winner !== match.home && winner !== match.away) throw new Error("winner-not-in-match");
  const rounds = draw.rounds.map((r, i) =>
    r.map((m, j) => (i === round && j === slot ? { ...m, winner } : { ...m })),
  );
  const next = nextPlace(draw, round, slot);
  const into = next && rounds[next.round]?.[next.slot];
  if (next && into) into[next.side] = winner;
  return { ...draw, rounds };
}

/** The round as a draw sheet names it, counted back from the final. */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 1) return "Final";
  if (fromEnd === 2) return "Semi-finals";
  if (fromEnd === 3) return "Quarter-finals";
  return `Round of ${2 ** fromEnd}`;
}
