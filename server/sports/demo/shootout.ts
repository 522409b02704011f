import type { Random } from "../../platform/random.ts";

export type Kick = { side: "home" | "away"; scored: boolean };

/** True when the side behind can no longer draw level with the kicks it has left. */
function decided(taken: [number, number], goals: [number, number], rounds: number): boolean {
  const left = (side: 0 | 1) => Math.max(0, rounds - taken[side]);
  return goals[0] + left(0) < goals[1] || goals[1] + left(1) < goals[0];
}

/** Whether these kicks, home first, are a whole shoot-out: it ends on the last kick and not before. */
export function isWholeShootout(kicks: readonly Kick[]): boolean {
  const taken: [number, number] = [0, 0];
  const goals: [number, number] = [0, 0];
  for (const [i, kick] of kicks.entries()) {
    const side = kick.side === "home" ? 0 : 1;
    if (side !== i % 2) return false;
    taken[side] += 1;
    if (kick.scored) goals[side] += 1;
    const round = Math.ceil((i + 1) / 2);
    // Five each first; then sudden death, settled only after both have kicked.
    const over = round <= 5 ? decided(taken, goals, 5) : i % 2 === 1 && goals[0] !== goals[1];
    if (over) return i === kicks.length - 1;
  }
  return false;
}

/** Kick by kick, a shoot-out ending on the given score (home kicks first). */
export function shootoutKicks(random: Random, score: [number, number]): Kick[] {
  for (let rounds = 5; rounds <= 10; rounds += 1) {
    const options: Kick[][] = [];
    for (let mask = 0; mask < 2 ** (rounds * 2); mask += 1) {
      const kicks: Kick[] = Array.from({ length: rounds * 2 }, (_, i) => ({
        side: i % 2 === 0 ? "home" : "away",
        scored: (mask & (1 << i)) !== 0,
      }));
      const home = kicks.filter((k) => k.side === "home" && k.scored).length;
      const away = kicks.filter((k) => k.side === "away" && k.scored).length;
      if (home !== score[0] || away !== score[1]) continue;
      // Shorter lists end early: try every cut of this pattern.
      for (let length = 2; length <= kicks.length; length += 1) {
        const cut = kicks.slice(0, length);
        const tally = (side: Kick["side"]) => cut.filter((k) => k.side === side && k.scored).length;
        if (tally("home") === score[0] && tally("away") === score[1] && isWholeShootout(cut)) {
          options.push(cut);
          break;
        }
      }
      if (options.length >= 64) break;
    }
    if (options.length > 0) return random.pick(options);
  }
  throw new Error(`No shoot-out ends ${score[0]}-${score[1]}`);
}
