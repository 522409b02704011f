/** mulberry32: a small, fast, seeded generator; the same seed gives the same demo world. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  poisson(mean: number): number;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      let product = next();
      while (product > limit) {
        k += 1;
        product *= next();
      }
      return k;
    },
  };
}
