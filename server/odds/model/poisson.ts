/** Poisson and Dixon–Coles score probabilities: pure numbers, no I/O. */

/** P(X = k) for X ~ Poisson(rate); rate 0 puts all the mass on 0. */
export function poissonPmf(k: number, rate: number): number {
  if (k < 0 || !Number.isInteger(k)) return 0;
  if (rate <= 0) return k === 0 ? 1 : 0;
  // Through logs so large k or rates cannot overflow the factorial.
  let logFactorial = 0;
  for (let i = 2; i <= k; i += 1) logFactorial += Math.log(i);
  return Math.exp(k * Math.log(rate) - rate - logFactorial);
}

/** P(X = 0..max) in one pass (each term from the one before). */
export function poissonRow(rate: number, max: number): number[] {
  const row = new Array<number>(max + 1);
  row[0] = Math.exp(-Math.max(0, rate));
  for (let k = 1; k <= max; k += 1) row[k] = (row[k - 1]! * Math.max(0, rate)) / k;
  return row;
}

/**
 * Dixon–Coles low-score correction τ: scales the four scores 0-0, 1-0, 0-1 and 1-1,
 * where independent Poisson counts misjudge real football (draws at 0-0 and 1-1).
 */
export function dixonColesTau(
  home: number,
  away: number,
  homeRate: number,
  awayRate: number,
  rho: number,
): number {
  if (home === 0 && away === 0) return 1 - homeRate * awayRate * rho;
  if (home === 0 && away === 1) return 1 + homeRate * rho;
  if (home === 1 && away === 0) return 1 + awayRate * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/** The widest ρ that keeps every τ positive for these rates (bounds the fit's search). */
export function rhoBounds(homeRate: number, awayRate: number): [number, number] {
  const lower = Math.max(-1 / Math.max(homeRate, 1e-9), -1 / Math.max(awayRate, 1e-9));
  const upper = Math.min(1 / Math.max(homeRate * awayRate, 1e-9), 1);
  return [lower, upper];
}

/**
 * Joint probabilities of (home goals, away goals), 0..max each, under the
 * Dixon–Coles model; rho 0 gives independent Poisson. Normalised so the
 * truncated tail does not leak: every cell sums to exactly 1.
 */
export function scoreMatrix(homeRate: number, awayRate: number, rho = 0, max = 10): number[][] {
  const home = poissonRow(homeRate, max);
  const away = poissonRow(awayRate, max);
  let total = 0;
  const matrix = home.map((ph, h) =>
    away.map((pa, a) => {
      const p = Math.max(0, ph * pa * dixonColesTau(h, a, homeRate, awayRate, rho));
      total += p;
      return p;
    }),
  );
  return total > 0 ? matrix.map((row) => row.map((p) => p / total)) : matrix;
}
