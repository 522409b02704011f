/** Scores for probabilistic forecasts: lower is better for all of them. */

const EPS = 1e-12;

/** Ranked probability score of an ordered outcome (home, draw, away), 0 = perfect. */
export function rps(probabilities: readonly number[], outcome: number): number {
  let cumulative = 0;
  let observed = 0;
  let sum = 0;
  for (let i = 0; i < probabilities.length - 1; i += 1) {
    cumulative += probabilities[i]!;
    if (i === outcome) observed = 1;
    sum += (cumulative - observed) ** 2;
  }
  return sum / (probabilities.length - 1);
}

export const logLoss = (probabilities: readonly number[], outcome: number) =>
  -Math.log(Math.max(EPS, probabilities[outcome]!));

/** Multi-class Brier: squared distance between the forecast and the outcome's one-hot vector. */
export const brier = (probabilities: readonly number[], outcome: number) =>
  probabilities.reduce((sum, p, i) => sum + (p - (i === outcome ? 1 : 0)) ** 2, 0);

/** Running mean of a score. */
export class Mean {
  sum = 0;
  count = 0;
  add(value: number) {
    this.sum += value;
    this.count += 1;
  }
  get value() {
    return this.count > 0 ? this.sum / this.count : Number.NaN;
  }
}

/** Forecast probabilities in ten bins against how often the selection happened. */
export class Reliability {
  bins = Array.from({ length: 10 }, () => ({ count: 0, predicted: 0, observed: 0 }));
  add(probability: number, happened: boolean) {
    const bin = this.bins[Math.min(9, Math.floor(probability * 10))]!;
    bin.count += 1;
    bin.predicted += probability;
    bin.observed += happened ? 1 : 0;
  }
  rows() {
    return this.bins.map((bin, i) => ({
      range: `${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}`,
      count: bin.count,
      predicted: bin.count ? bin.predicted / bin.count : Number.NaN,
      observed: bin.count ? bin.observed / bin.count : Number.NaN,
    }));
  }
}
