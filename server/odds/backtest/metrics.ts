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

/** −log P(scored) for a Poisson count with this expectation: how well an expected total met the goals. */
export function poissonLogLoss(expected: number, scored: number): number {
  let logFactorial = 0;
  for (let k = 2; k <= scored; k += 1) logFactorial += Math.log(k);
  return expected - scored * Math.log(Math.max(EPS, expected)) + logFactorial;
}

/** Expected total goals in half-goal bins against the mean total scored. */
export class GoalsReliability {
  static readonly EDGES = [1.5, 2, 2.5, 3, 3.5];
  bins = Array.from({ length: GoalsReliability.EDGES.length + 1 }, () => ({
    count: 0,
    expected: 0,
    scored: 0,
  }));
  add(expected: number, scored: number) {
    const index = GoalsReliability.EDGES.findIndex((edge) => expected < edge);
    const bin = this.bins[index === -1 ? this.bins.length - 1 : index]!;
    bin.count += 1;
    bin.expected += expected;
    bin.scored += scored;
  }
  rows() {
    const edges = GoalsReliability.EDGES;
    return this.bins.map((bin, i) => ({
      range:
        i === 0
          ? `under ${edges[0]}`
          : i === edges.length
            ? `${edges.at(-1)} and over`
            : `${edges[i - 1]}–${edges[i]}`,
      count: bin.count,
      expected: bin.count ? bin.expected / bin.count : Number.NaN,
      scored: bin.count ? bin.scored / bin.count : Number.NaN,
    }));
  }
}
